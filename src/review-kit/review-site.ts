import { reviewKit as copy } from '@content/review-kit'

/** The review site a link is on, for the rules the kit shows: Google's, Yelp's, or any other's. */
export type ReviewSite = keyof typeof copy.rules

/** A host that is `domain` or below it, in any of its countries (google.com, google.co.uk, yelp.ca). */
const isOn = (host: string, domain: string) =>
  new RegExp(`(^|\\.)${domain}\\.(com?\\.)?[a-z]{2,3}$`).test(host)

/**
 * Where a review link leads: Google (its review box, Maps, Search, or a g.page or maps.app.goo.gl short link), Yelp,
 * or another site. Only a link that passed checkReviewPage (an https address) is ever asked about.
 */
export function reviewSite(link: string): ReviewSite {
  const host = new URL(link).hostname.toLowerCase()
  if (isOn(host, 'google') || host === 'g.page' || host === 'maps.app.goo.gl') return 'google'
  if (isOn(host, 'yelp')) return 'yelp'
  return 'other'
}

/** Whether the site's rules let a business ask its customers for reviews: Yelp's forbid it. */
export const mayAskForReviews = (site: ReviewSite) => site !== 'yelp'
