import type { ReactNode } from 'react'
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

/** One part of the kit, named by its heading. */
function KitPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h3>
      {children}
    </section>
  )
}

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
        <KitPart id="review-kit-standing" title={copy.standing.title}>
          <StandingView place={business.place} neighbours={neighbours} />
        </KitPart>
      )}
      <ReviewLinkField link={business.link} />
      <KitPart id="review-kit-qr" title={copy.qr.title}>
        <QrPanel business={business} />
      </KitPart>
      <KitPart id="review-kit-messages" title={copy.messages.title}>
        <ReviewMessages key={business.link} business={business} />
      </KitPart>
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
