import { BookCallButton } from '../booking/BookCallButton'
import { Button } from '../components/Button'
import { ButtonWords } from '../components/ButtonWords'
import { phoneWordsLabel } from '../lib/phone-words'
import { Icon } from '../components/Icon'
import { IconList } from '../components/IconList'
import { PageSection } from '../components/PageSection'
import { reviewKit } from '@content/review-kit'
import { serviceCards, servicesIntro } from '@content/services'
import type { Accent } from '../content/types'
import { cn } from '../lib/cn'
import { withoutLoneWords } from '../lib/lone-words'
import { opensDialog, REVIEW_KIT_DIALOG_ID } from '../lib/dialog-commands'

const accentClasses: Record<Accent, string> = {
  violet: 'bg-accent-violet/15 text-accent-violet',
  cyan: 'bg-accent-cyan/15 text-accent-cyan',
  emerald: 'bg-accent-emerald/15 text-accent-emerald',
  amber: 'bg-accent-amber/15 text-accent-amber',
  rose: 'bg-accent-rose/15 text-accent-rose',
}

export function Services() {
  return (
    // Two cards a row up to 1280 px, then three over two: a card's button keeps its words whole.
    <PageSection id="services" intro={servicesIntro}>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 xl:grid-cols-6">
        {serviceCards.map((card, i) => (
          <li
            key={card.title}
            className={cn(
              'rounded-card border border-line bg-canvas-raised p-6 transition-colors hover:border-brand-soft/50 sm:p-7',
              i < 3 ? 'xl:col-span-2' : 'xl:col-span-3',
              i === 4 && 'sm:col-span-2',
            )}
          >
            <span className={cn('grid size-12 place-items-center rounded-2xl', accentClasses[card.accent])}>
              <Icon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold tracking-tight">{withoutLoneWords(card.title)}</h3>
            <p className="mt-3 text-ink-muted">{card.description}</p>
            <IconList items={card.points} className="mt-5 space-y-2 text-sm text-ink-muted" />
            {card.link && (
              <a
                href={`#${card.link.target}`}
                className="mt-5 inline-block font-semibold text-brand-soft underline-offset-4 hover:underline"
              >
                {/* Where the words wrap, the arrow stays after the last of them. */}
                {withoutLoneWords(card.link.label)}
                {'\u00a0'}
                <Icon name="arrow-right" className="inline size-4 align-[-0.15em]" />
              </a>
            )}
            {/* On a phone a card's button takes the card's width, so its words keep one line. */}
            {card.showsBooking && <BookCallButton variant="secondary" className="mt-5 w-full sm:w-auto" />}
            {card.showsReviewKit && (
              <Button
                variant="secondary"
                className="mt-5 w-full sm:w-auto"
                aria-label={phoneWordsLabel(reviewKit.button, reviewKit.buttonOnPhone)}
                {...opensDialog(REVIEW_KIT_DIALOG_ID)}
              >
                <Icon name="star" className="size-4" />
                <ButtonWords full={reviewKit.button} onPhone={reviewKit.buttonOnPhone} />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
