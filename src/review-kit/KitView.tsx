import type { ReactNode } from 'react'
import { handsOffLead } from '../analytics/page-events'
import { BookCallButton } from '../booking/BookCallButton'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { reviewKit as copy } from '@content/review-kit'
import { CONTACT_DIALOG_ID, opensDialog } from '../lib/dialog-commands'
import { withoutLoneWords } from '../lib/lone-words'
import { QrPanel } from './QrPanel'
import { ReviewLinkField } from './ReviewLinkField'
import { ReviewMessages } from './ReviewMessages'
import { mayAskForReviews, reviewSite } from './review-site'
import { StandingView } from './StandingView'
import type { KitBusiness, NeighboursState } from './use-review-kit'

/** One part of the kit, named by its heading. */
function KitPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-bold tracking-tight text-balance">
        {withoutLoneWords(title)}
      </h3>
      {children}
    </section>
  )
}

/**
 * The kit of one business: where it stands (after a search), its review link, its QR code and
 * card, the messages to send, its review site's rules, and the hand-off to the service itself. On
 * a site whose rules forbid asking for reviews (Yelp), no messages ask and nothing is sent for it.
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
  const site = reviewSite(business.link)
  const asks = mayAskForReviews(site)
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="text-xl font-bold text-balance break-words">{withoutLoneWords(business.name)}</p>
        <Button variant="ghost" size="compact" className="-ml-2" onClick={onStartOver}>
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
      {asks && (
        <KitPart id="review-kit-messages" title={copy.messages.title}>
          <ReviewMessages key={business.link} business={business} />
        </KitPart>
      )}
      <p className="rounded-xl bg-surface px-4 py-3 text-sm text-ink-muted">{copy.rules[site]}</p>
      {/* A container: each button on one line, the hand-off's words shortened where they cannot fit. */}
      <div className="review-kit-actions flex flex-wrap gap-3">
        {asks && (
          <Button
            {...opensDialog(
              CONTACT_DIALOG_ID,
              copy.handOffSubject(business.name),
              copy.handOffMessage(business.name, business.link),
            )}
            {...handsOffLead('review-kit')}
            aria-label={copy.handOff}
            className="review-kit-hand-off"
          >
            <Icon name="send" className="size-4" />
            <span aria-hidden="true" className="review-kit-hand-off-long">
              {copy.handOff}
            </span>
            <span aria-hidden="true" className="review-kit-hand-off-short">
              {copy.handOffShort}
            </span>
          </Button>
        )}
        <BookCallButton variant="secondary" className="review-kit-book" />
      </div>
    </div>
  )
}
