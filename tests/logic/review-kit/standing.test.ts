import { describe, expect, it } from 'vitest'
import { median, standing } from '../../../src/review-kit/standing'

const business = { id: 'me', rating: 4.1, userRatingCount: 87 }
const place = (id: string, rating?: number, userRatingCount?: number) => ({ id, rating, userRatingCount })

describe('the median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([212, 40, 500, 90])).toBe(151)
    expect(median([4.5, 4.6])).toBeCloseTo(4.55)
    expect(median([7])).toBe(7)
  })

  it('is undefined for no numbers, and leaves out what is not a number', () => {
    expect(median([])).toBeUndefined()
    expect(median([Number.NaN])).toBeUndefined()
    expect(median([1, Number.NaN, 3, Number.POSITIVE_INFINITY])).toBe(2)
  })

  it('does not reorder the list it is given', () => {
    const numbers = [3, 1, 2]
    median(numbers)
    expect(numbers).toEqual([3, 1, 2])
  })
})

describe('where a business stands', () => {
  it('gives the neighbours’ median reviews and rating', () => {
    const neighbours = [
      place('a', 4.6, 212),
      place('b', 4.8, 530),
      place('c', 4.2, 95),
      place('d', 4.6, 300),
      place('e', 3.9, 12),
    ]
    expect(standing(business, neighbours)).toEqual({ neighbours: 5, medianReviews: 212, medianRating: 4.6 })
  })

  it('compares only neighbours with both a rating and a review count, each once, never the business', () => {
    const neighbours = [
      place('me', 5, 9999),
      place('a', 4.6, 212),
      place('a', 4.6, 212),
      place('b'),
      place('c', 4.0),
      place('d', undefined, 40),
      place('e', 4.4, 100),
      place('f', 4.2, 0),
    ]
    const result = standing(business, neighbours)
    expect(result).toMatchObject({ neighbours: 2, medianReviews: 156 })
    expect('medianRating' in result && result.medianRating).toBeCloseTo(4.5)
  })

  it('makes no comparison with fewer than two rated neighbours', () => {
    expect(standing(business, [])).toEqual({ tooFew: true })
    expect(standing(business, [place('a', 4.6, 212)])).toEqual({ tooFew: true })
    expect(standing(business, [place('a', 4.6, 212), place('b'), place('me', 4, 3)])).toEqual({
      tooFew: true,
    })
  })

  it('compares a business that has no reviews yet', () => {
    expect(standing({ id: 'new' }, [place('a', 4, 10), place('b', 5, 30)])).toEqual({
      neighbours: 2,
      medianReviews: 20,
      medianRating: 4.5,
    })
  })
})
