import { BadgeCheck } from 'lucide-react'
import { SectionHeading } from '../components/SectionHeading'
import { Stars } from '../components/Stars'
import { reviewsIntro, testimonials } from '../content/testimonials'
import { ReviewsCarousel } from './ReviewsCarousel'

export function Reviews() {
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="scroll-mt-16 border-t border-line/60 bg-canvas-raised/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reviews-title" intro={reviewsIntro} />
        <ReviewsCarousel />
        <ul className="mt-16 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author} className="rounded-card border border-line bg-canvas-raised p-6">
              <figure className="flex h-full flex-col">
                <Stars rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-pretty text-ink-muted">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4">
                  <span>
                    <span className="block font-semibold">{testimonial.author}</span>
                    <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-accent-emerald">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Verified
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
