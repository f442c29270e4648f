/**
 * The address a customer opens to leave a review: Google's, made from the place ID after a search,
 * or the review page the owner pastes by hand (Google, Yelp, Facebook, Tripadvisor, …). Only an
 * address that passed checkReviewPage is ever put in a QR code or a message.
 */
import type { ReviewPageProblem } from '../content/types'

/**
 * Opens Google's review box for the place, on phones too (the Places API's own
 * `googleMapsLinks.writeAReviewUri` works only on the desktop web, per its documentation).
 */
export const GOOGLE_WRITE_REVIEW = 'https://search.google.com/local/writereview'

/** The longest review page accepted by hand: a QR code of it must stay readable from a counter card. */
export const MAX_REVIEW_PAGE_LENGTH = 2000

/** The review link of a place found on Google. */
export function googleReviewLink(placeId: string): string {
  return `${GOOGLE_WRITE_REVIEW}?placeid=${encodeURIComponent(placeId)}`
}

/**
 * Why a review page typed by hand is refused: nothing typed; longer than MAX_REVIEW_PAGE_LENGTH;
 * not an https: address (http:, javascript:, data:, mailto:, …); or not an address at all (no
 * scheme, no host with a dot, or anything else that does not parse).
 */
export type { ReviewPageProblem }

export type ReviewPageCheck = { ok: true; url: string } | { ok: false; problem: ReviewPageProblem }

/** The review page the owner pasted, as the address to encode (the URL's own spelling), or why not. */
export function checkReviewPage(typed: string): ReviewPageCheck {
  const text = typed.trim()
  if (text === '') return { ok: false, problem: 'empty' }
  if (text.length > MAX_REVIEW_PAGE_LENGTH) return { ok: false, problem: 'tooLong' }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, problem: 'notAnAddress' }
  }
  if (url.protocol !== 'https:') return { ok: false, problem: 'notHttps' }
  // A page on the web: a named host with a dot in it, not a bare word or an address with a password.
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'notAnAddress' }
  }
  // Spelled out by the URL parser (spaces and accents percent-encoded), it may grow past the limit.
  if (url.href.length > MAX_REVIEW_PAGE_LENGTH) return { ok: false, problem: 'tooLong' }
  return { ok: true, url: url.href }
}
