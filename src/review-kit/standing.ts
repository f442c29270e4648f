/**
 * Where a business stands against its nearest neighbours of the same kind: the median review
 * count and the median rating of those that have both, for one plain sentence ("The 5 nearest
 * dentists have a median of 212 reviews at 4.6 ★. You have 87 reviews at 4.1 ★.").
 */
import type { Place } from './place'

/** The fewest rated neighbours that make a comparison. */
export const MIN_RATED_NEIGHBOURS = 2

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(numbers: readonly number[]): number | undefined {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}

export type Standing =
  | {
      /** How many neighbours the medians are of: those with both a rating and a review count. */
      neighbours: number
      /** May end in .5 (an even count); the sentence rounds it. */
      medianReviews: number
      /** May have more than one decimal (an even count); the sentence rounds it. */
      medianRating: number
    }
  | { tooFew: true }

type Rated = Pick<Place, 'id' | 'rating' | 'userRatingCount'>

/**
 * The comparison of `business` with `neighbours`. A neighbour without a rating or without a review
 * count (no reviews yet, or a field Google left out) is not compared, and neither is the business
 * itself or a place listed twice; with fewer than MIN_RATED_NEIGHBOURS left, there is no comparison.
 */
export function standing(business: Rated, neighbours: readonly Rated[]): Standing {
  const seen = new Set([business.id])
  const rated: { rating: number; reviews: number }[] = []
  for (const { id, rating, userRatingCount } of neighbours) {
    if (seen.has(id)) continue
    seen.add(id)
    if (rating === undefined || userRatingCount === undefined) continue
    if (!Number.isFinite(rating) || !Number.isFinite(userRatingCount) || userRatingCount < 1) continue
    rated.push({ rating, reviews: userRatingCount })
  }
  const medianReviews = median(rated.map(({ reviews }) => reviews))
  const medianRating = median(rated.map(({ rating }) => rating))
  if (rated.length < MIN_RATED_NEIGHBOURS || medianReviews === undefined || medianRating === undefined) {
    return { tooFew: true }
  }
  return { neighbours: rated.length, medianReviews, medianRating }
}
