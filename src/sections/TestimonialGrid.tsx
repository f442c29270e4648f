import { Icon } from '../components/Icon'
import { Stars } from '../components/Stars'
import { testimonials } from '../content/testimonials'

/** The grid of verified reviews below the carousel. */
export function TestimonialGrid() {
  return (
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
                <Icon name="badge-check" className="size-4" />
                Verified
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
