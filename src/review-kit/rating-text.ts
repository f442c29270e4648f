import { reviewKit as copy } from '@content/review-kit'
import { site } from '@content/site'
import { wholeNumber } from '../content/whole-number'
import type { Place } from './place'

/** "4.3" ("4,3" in Spanish): a rating as the page's language writes it, to one decimal. */
export const ratingNumber = (rating: number) =>
  new Intl.NumberFormat(site.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)

/** "4.3 ★ · 127 reviews", or that it has none yet. */
export function ratingText({ rating, userRatingCount }: Pick<Place, 'rating' | 'userRatingCount'>): string {
  if (rating === undefined || !userRatingCount) return copy.noReviews
  return copy.rating(ratingNumber(rating), wholeNumber(userRatingCount, site.language), userRatingCount)
}
