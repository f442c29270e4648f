import { useRef, type KeyboardEvent } from 'react'
import { Icon } from '../../components/Icon'
import { Stars } from '../../components/Stars'
import { carouselLabels, featuredReviews } from '@content/reviews'
import { useCarousel } from '../../hooks/use-carousel'
import { useHydrated } from '../../hooks/use-hydrated'
import { useInView } from '../../hooks/use-in-view'
import { useMediaQuery } from '../../hooks/use-media-query'
import { needsIsland } from '../../islands/held-taps'
import { cn } from '../../lib/cn'
import { REDUCED_MOTION } from '../../lib/media-queries'
import { roleAtBusiness } from '../../content/reviewer'

export const ROTATION_MS = 4000

/** The pause/play button's icon and name: what pressing it does. */
function PlayToggleFace({ playing, className }: { playing: boolean; className?: string }) {
  return (
    <span className={cn('contents', className)}>
      <Icon name={playing ? 'pause' : 'play'} className="size-4" />
      <span className="sr-only">{playing ? carouselLabels.pause : carouselLabels.play}</span>
    </span>
  )
}

const control =
  'grid size-11 place-items-center rounded-full border border-line text-ink transition-colors hover:border-brand-soft hover:bg-surface'

/**
 * The rotating review carousel: pause/play, previous/next, arrow keys; it rotates while in view,
 * and pauses on hover and focus. It is an island that hydrates as it nears the viewport; a tap on
 * its buttons before that is held. The prerendered HTML hides no slide from assistive technology,
 * and without script the quotes stand one under the other.
 */
export function ReviewsCarousel() {
  const region = useRef<HTMLElement>(null)
  const hydrated = useHydrated()
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const carousel = useCarousel({
    count: featuredReviews.length,
    intervalMs: ROTATION_MS,
    autoplay: !reducedMotion,
    inView: useInView(region),
  })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') carousel.next()
    else if (event.key === 'ArrowLeft') carousel.previous()
    else return
    event.preventDefault()
  }

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label={carouselLabels.region}
      onKeyDown={onKeyDown}
      onPointerEnter={() => carousel.setHovered(true)}
      onPointerLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false)
      }}
      className="mx-auto mt-14 max-w-4xl rounded-card border border-line bg-gradient-to-br from-canvas-raised to-surface/60 p-7 sm:p-12"
    >
      <div aria-live={carousel.playing ? 'off' : 'polite'} className="grid noscript:gap-10">
        {featuredReviews.map((review, i) => {
          const current = i === carousel.index
          const hidden = hydrated && !current
          return (
            <div
              key={review.author}
              role="group"
              aria-roledescription="slide"
              aria-label={carouselLabels.slide(i + 1, featuredReviews.length)}
              aria-hidden={hidden || undefined}
              inert={hidden}
              className={cn(
                '[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none',
                'noscript:[grid-area:auto] noscript:opacity-100',
                current ? 'opacity-100' : 'opacity-0',
              )}
            >
              <figure>
                {/* The quote mark sits beside the stars, in their row: never over the quote. */}
                <div className="flex items-center justify-between gap-4">
                  <Stars rating={review.rating} />
                  <Icon name="quote" className="size-10 text-brand/25 sm:size-12" />
                </div>
                <blockquote className="mt-3 text-xl leading-relaxed font-medium text-pretty sm:text-2xl">
                  <p>“{review.quote}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold">{review.author}</span>
                  <span className="block text-sm text-ink-muted">{roleAtBusiness(review)}</span>
                </figcaption>
              </figure>
            </div>
          )
        })}
      </div>

      <div className="mt-8 flex items-center justify-between gap-4 only-with-script">
        <div className="flex gap-2" aria-hidden="true">
          {featuredReviews.map((review, i) => (
            <span
              key={review.author}
              className={cn(
                'h-1.5 rounded-full transition-all',
                i === carousel.index ? 'w-8 bg-brand-soft' : 'w-3 bg-ink-subtle/70',
              )}
            />
          ))}
        </div>
        <div className="flex gap-2">
          <button type="button" className={control} onClick={carousel.togglePlay} {...needsIsland}>
            {hydrated ? (
              <PlayToggleFace playing={carousel.playing} />
            ) : (
              // Before hydration knows the visitor's motion setting, CSS shows the face that matches it.
              <>
                <PlayToggleFace playing className="motion-reduce:hidden" />
                <PlayToggleFace playing={false} className="motion-safe:hidden" />
              </>
            )}
          </button>
          <button type="button" className={control} onClick={carousel.previous} {...needsIsland}>
            <Icon name="chevron-left" className="size-5" />
            <span className="sr-only">{carouselLabels.previous}</span>
          </button>
          <button type="button" className={control} onClick={carousel.next} {...needsIsland}>
            <Icon name="chevron-right" className="size-5" />
            <span className="sr-only">{carouselLabels.next}</span>
          </button>
        </div>
      </div>
    </section>
  )
}
