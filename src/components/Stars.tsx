import { ratingLabel } from '@content/reviews'
import { Icon } from './Icon'

/** A row of filled stars with a text alternative ("Rated 5 out of 5"). */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-star" role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star-filled" className="size-4" />
      ))}
    </p>
  )
}
