import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { Stars } from '../components/Stars'
import { featuredTestimonials } from '../content/testimonials'
import { useCarousel } from '../hooks/use-carousel'
import { REDUCED_MOTION, useMediaQuery } from '../hooks/use-media-query'
import { cn } from '../lib/cn'

export const ROTATION_MS = 4000

const control =
  'grid size-11 place-items-center rounded-full border border-line text-ink transition-colors hover:border-brand-soft hover:bg-surface'

/** The rotating testimonial carousel: pause/play, previous/next, arrow keys; pauses on hover and focus. */
export function ReviewsCarousel() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const carousel = useCarousel({
    count: featuredTestimonials.length,
    intervalMs: ROTATION_MS,
    autoplay: !reducedMotion,
  })

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') carousel.next()
    else if (event.key === 'ArrowLeft') carousel.previous()
    else return
    event.preventDefault()
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Client stories"
      onKeyDown={onKeyDown}
      onPointerEnter={() => carousel.setHovered(true)}
      onPointerLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false)
      }}
      className="relative mx-auto mt-14 max-w-4xl rounded-card border border-line bg-gradient-to-br from-canvas-raised to-surface/60 p-7 sm:p-12"
    >
      <Quote aria-hidden="true" className="absolute top-8 right-8 size-12 text-brand/25" />
      <div aria-live={carousel.playing ? 'off' : 'polite'} className="grid">
        {featuredTestimonials.map((testimonial, i) => {
          const current = i === carousel.index
          return (
            <div
              key={testimonial.author}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${featuredTestimonials.length}`}
              aria-hidden={!current}
              inert={!current}
              className={cn(
                '[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none',
                current ? 'opacity-100' : 'opacity-0',
              )}
            >
              <figure>
                <Stars rating={testimonial.rating} />
                <blockquote className="mt-5 text-xl leading-relaxed font-medium text-pretty sm:text-2xl">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold">{testimonial.author}</span>
                  <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                </figcaption>
              </figure>
            </div>
          )
        })}
      </div>

      <div className="mt-8 flex items-center justify-between gap-4">
        <div className="flex gap-2" aria-hidden="true">
          {featuredTestimonials.map((testimonial, i) => (
            <span
              key={testimonial.author}
              className={cn(
                'h-1.5 rounded-full transition-all',
                i === carousel.index ? 'w-8 bg-brand' : 'w-3 bg-line',
              )}
            />
          ))}
        </div>
        <div className="flex gap-2">
          <button type="button" className={control} onClick={carousel.togglePlay}>
            {carousel.playing ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">{carousel.playing ? 'Pause rotation' : 'Play rotation'}</span>
          </button>
          <button type="button" className={control} onClick={carousel.previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous testimonial</span>
          </button>
          <button type="button" className={control} onClick={carousel.next}>
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">Next testimonial</span>
          </button>
        </div>
      </div>
    </section>
  )
}
