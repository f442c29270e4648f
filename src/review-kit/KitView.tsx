import { handsOffLead } from '../analytics/page-events'
import { BookCallButton } from '../booking/BookCallButton'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { reviewKit as copy } from '@content/review-kit'
import { CONTACT_DIALOG_ID, opensDialog } from '../lib/dialog-commands'
import { QrPanel } from './QrPanel'
import { ReviewLinkField } from './ReviewLinkField'
import { ReviewMessages } from './ReviewMessages'
import { StandingView } from './StandingView'
import type { KitBusiness, NeighboursState } from './use-review-kit'

const heading = 'text-lg font-bold tracking-tight'

/**
 * The kit of one business: where it stands (after a search), its review link, its QR code and
 * card, the messages to send, Google's rule, and the hand-off to the service itself.
 */
export function KitView({
  business,
  neighbours,
  onStartOver,
}: {
  business: KitBusiness
  neighbours: NeighboursState
  onStartOver: () => void
}) {
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="text-xl font-bold break-words">{business.name}</p>
        <Button variant="ghost" className="px-3" onClick={onStartOver}>
          <Icon name="chevron-left" className="size-4" />
          {copy.startOver}
        </Button>
      </div>
      {business.place && (
        <section aria-labelledby="review-kit-standing" className="grid gap-3">
          <h3 id="review-kit-standing" className={heading}>
            {copy.standing.title}
          </h3>
          <StandingView place={business.place} neighbours={neighbours} />
        </section>
      )}
      <ReviewLinkField link={business.link} />
      <section aria-labelledby="review-kit-qr" className="grid gap-3">
        <h3 id="review-kit-qr" className={heading}>
          {copy.qr.title}
        </h3>
        <QrPanel business={business} />
      </section>
      <section aria-labelledby="review-kit-messages" className="grid gap-3">
        <h3 id="review-kit-messages" className={heading}>
          {copy.messages.title}
        </h3>
        <ReviewMessages key={business.link} business={business} />
      </section>
      <p className="rounded-xl bg-surface px-4 py-3 text-sm text-ink-muted">{copy.rules}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          {...opensDialog(
            CONTACT_DIALOG_ID,
            copy.handOffSubject(business.name),
            copy.handOffMessage(business.name, business.link),
          )}
          {...handsOffLead('review-kit')}
        >
          <Icon name="send" className="size-4" />
          <span className="whitespace-normal">{copy.handOff}</span>
        </Button>
        <BookCallButton variant="secondary" />
      </div>
    </div>
  )
}
