import { describe, expect, it } from 'vitest'
import {
  checkReviewPage,
  googleReviewLink,
  MAX_REVIEW_PAGE_LENGTH,
} from '../../../src/review-kit/review-link'

describe('the review link', () => {
  it('opens Google’s review box for the place ID, encoded', () => {
    expect(googleReviewLink('ChIJN1t_tDeuEmsRUsoyG83frY4')).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
    )
    expect(googleReviewLink('a&b=<c> d#e')).toBe(
      'https://search.google.com/local/writereview?placeid=a%26b%3D%3Cc%3E%20d%23e',
    )
  })
})

describe('a review page typed by hand', () => {
  it.each([
    ['https://www.yelp.com/writeareview/biz/abc123', 'https://www.yelp.com/writeareview/biz/abc123'],
    ['  https://g.page/r/CabcDEF/review \n', 'https://g.page/r/CabcDEF/review'],
    ['HTTPS://WWW.Tripadvisor.com/UserReviewEdit-g1-d2', 'https://www.tripadvisor.com/UserReviewEdit-g1-d2'],
    ['https://www.facebook.com/joes diner/reviews', 'https://www.facebook.com/joes%20diner/reviews'],
    ['https://bäckerei.de/bewertung', 'https://xn--bckerei-5wa.de/bewertung'],
  ])('accepts %j as %s', (typed, url) => {
    expect(checkReviewPage(typed)).toEqual({ ok: true, url })
  })

  it.each([
    ['', 'empty'],
    ['  \n ', 'empty'],
    ['http://www.yelp.com/biz/abc', 'notHttps'],
    ['javascript:alert(1)', 'notHttps'],
    ['JavaScript:alert(document.cookie)//https://g.page', 'notHttps'],
    ['data:text/html,<script>alert(1)</script>', 'notHttps'],
    ['mailto:joe@joes-diner.com', 'notHttps'],
    ['ftp://files.example.com/review', 'notHttps'],
    ['www.yelp.com/biz/abc', 'notAnAddress'],
    ['joes diner', 'notAnAddress'],
    ['https://', 'notAnAddress'],
    ['https://localhost/review', 'notAnAddress'],
    ['https://user:secret@www.yelp.com/biz/abc', 'notAnAddress'],
    [`https://g.page/${'a'.repeat(MAX_REVIEW_PAGE_LENGTH)}`, 'tooLong'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(checkReviewPage(typed)).toEqual({ ok: false, problem })
  })

  it('takes exactly 2,000 characters, and counts them as the link spells them', () => {
    const base = 'https://g.page/'
    const longest = base + 'a'.repeat(MAX_REVIEW_PAGE_LENGTH - base.length)
    expect(checkReviewPage(longest)).toEqual({ ok: true, url: longest })
    expect(checkReviewPage(`${longest}a`)).toEqual({ ok: false, problem: 'tooLong' })
    // 1,000 typed characters that the link spells as 3,000.
    expect(checkReviewPage(`${base}${' '.repeat(1000)}x`)).toEqual({ ok: false, problem: 'tooLong' })
  })
})
