import { reviewKit as copy } from '@content/review-kit'
import { site } from '@content/site'
import { decimal } from '../content/numbers'
import { wholeNumber } from '../content/whole-number'
import type { Place } from './place'

/** "4.3": a rating as the page's language writes it, to one decimal. */
export const ratingNumber = (rating: number) => decimal(rating, 1, site.language)

/** "4.3 ★ · 127 reviews", or that it has none yet. */
export function ratingText({ rating, userRatingCount }: Pick<Place, 'rating' | 'userRatingCount'>): string {
  if (rating === undefined || !userRatingCount) return copy.noReviews
  return copy.rating(ratingNumber(rating), wholeNumber(userRatingCount, site.language), userRatingCount)
}
