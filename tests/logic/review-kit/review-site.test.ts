import { describe, expect, it } from 'vitest'
import { mayAskForReviews, reviewSite } from '../../../src/review-kit/review-site'

describe('reviewSite', () => {
  it('knows Google’s review box, Maps, Search and short links, in any country', () => {
    for (const link of [
      'https://search.google.com/local/writereview?placeid=x',
      'https://www.google.com/maps/place/x',
      'https://maps.google.co.uk/?cid=1',
      'https://www.google.com.au/search?q=x',
      'https://g.page/r/abc/review',
      'https://maps.app.goo.gl/abc',
    ]) {
      expect(reviewSite(link), link).toBe('google')
    }
  })

  it('knows Yelp, whose rules forbid asking for reviews', () => {
    expect(reviewSite('https://www.yelp.com/biz/corner-cup')).toBe('yelp')
    expect(reviewSite('https://m.yelp.ca/biz/x')).toBe('yelp')
    expect(mayAskForReviews('yelp')).toBe(false)
  })

  it('calls any other site, or a lookalike, another site', () => {
    for (const link of [
      'https://www.tripadvisor.com/x',
      'https://www.facebook.com/x/reviews',
      'https://notgoogle.com/x',
      'https://google.example.net/x',
      'https://yelp.reviews.example.org/x',
    ]) {
      expect(reviewSite(link), link).toBe('other')
    }
    expect(mayAskForReviews('google')).toBe(true)
    expect(mayAskForReviews('other')).toBe(true)
  })
})
