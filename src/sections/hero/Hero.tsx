import { Button, ButtonLink } from '../../components/Button'
import { HeroVideo } from './HeroVideo'
import { Icon } from '../../components/Icon'
import { PulsingDots } from './PulsingDots'
import { CTA_LABELS } from '../../analytics/events'
import { countsAsCta } from '../../analytics/page-events'
import { site } from '@content/site'
import { listItemsWhole } from '../../content/unbroken'
import { CONTACT_DIALOG_ID, opensDialog } from '../../lib/dialog-commands'
import { GLOW_ATTRIBUTE } from '../../lib/glow-follow'
import { withoutLoneWords } from '../../lib/lone-words'

/** The hero. Its glow follows the pointer and its clip plays by the page's entry, without React. */
export function Hero() {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate scroll-mt-16 overflow-hidden border-b border-line/60 [view-timeline:--hero]"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
        <div className="hero-glow" {...{ [GLOW_ATTRIBUTE]: '' }} />
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-line)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:4rem_4rem] opacity-25"
      />
      <div className="absolute inset-0 -z-10">
        <PulsingDots />
      </div>

      <div className="page-column grid items-center gap-12 pt-16 pb-20 sm:pt-24 sm:pb-28 lg:grid-cols-[1.3fr_1fr] lg:pt-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/60 px-3.5 py-1.5 text-xs text-ink-muted min-[400px]:text-sm">
            <Icon name="sparkles" className="size-4 text-brand-soft" />
            {site.hero.eyebrow}
          </p>
          {/*
            Each sentence starts its own line; one that wraps is balanced, and breaks only where no
            word is left alone (withoutLoneWords). On a phone the size follows the screen's width,
            so that a sentence that cannot break ("IA que conversa.") fits 320 px.
            Spanish runs a quarter longer: from 1024 px it takes a size smaller (styles.css).
          */}
          <h1
            id="home-title"
            className="mt-6 text-[min(2.6rem,10.5vw)] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl 2xl:text-7xl"
          >
            {site.hero.headlineLines.map((line, i) => (
              <span
                key={line}
                className={
                  i === 1
                    ? 'block bg-gradient-to-r from-brand-soft via-brand to-brand-2 bg-clip-text text-transparent'
                    : 'block'
                }
              >
                {withoutLoneWords(line)}{' '}
              </span>
            ))}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-muted sm:text-xl">{site.hero.tagline}</p>
          <div className="mt-9 flex flex-col items-start gap-3 sm:flex-row">
            <Button size="lg" {...opensDialog(CONTACT_DIALOG_ID)} {...countsAsCta(CTA_LABELS.build)}>
              {site.hero.buildButton}
            </Button>
            <ButtonLink size="lg" variant="secondary" href="#work" {...countsAsCta(CTA_LABELS.work)}>
              {site.hero.workLink}
              <Icon name="arrow-down" className="size-4" />
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-ink-subtle">{listItemsWhole(site.hero.trustNote)}</p>
        </div>
        <HeroVideo />
      </div>
    </section>
  )
}
