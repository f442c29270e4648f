import { Icon } from '../../components/Icon'
import { Stars } from '../../components/Stars'
import { reviews, verifiedBadge } from '@content/reviews'
import { roleAtBusiness } from '../../content/reviewer'

/** The grid of verified reviews below the carousel. */
export function ReviewGrid() {
  return (
    <ul className="mt-16 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.author} className="rounded-card border border-line bg-canvas-raised p-6">
          <figure className="flex h-full flex-col">
            <Stars rating={review.rating} />
            <blockquote className="mt-4 flex-1 text-pretty text-ink-muted">
              <p>“{review.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4">
              <span>
                <span className="block font-semibold">{review.author}</span>
                <span className="block text-sm text-ink-muted">{roleAtBusiness(review)}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-accent-emerald">
                <Icon name="badge-check" className="size-4" />
                {verifiedBadge}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
