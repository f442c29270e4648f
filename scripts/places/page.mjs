// The local inbox's words about its stand-in of the Places API: one line on how to try it, and the
// sample businesses it answers from, said plainly to be samples. Every name is shown as text.
import { escapeHtml } from '../calendar/page.mjs'
import { SAMPLE_PLACES, SAMPLE_SEARCH, SAMPLE_TOWN, SAMPLE_TYPES } from './samples.mjs'

/** @typedef {import('./samples.mjs').Place} Place */

/**
 * The line on how to try the review kit's search locally.
 * @param {readonly Place[]} [places]
 */
export const placesIntro = (places = SAMPLE_PLACES) =>
  `<p>${places.length} sample businesses answer the review kit's search in place of Google's Places API ` +
  `(listed below). To try it, open “Get your free review link” and search for “${SAMPLE_SEARCH}”.</p>`

/** @param {Place} place */
function placeItem(place) {
  const type = SAMPLE_TYPES[place.primaryType]?.en ?? place.primaryType
  const reviews =
    place.rating === undefined
      ? 'no reviews yet'
      : `${place.rating} ★ · ${place.userRatingCount ?? 0} reviews`
  return `<li><b>${escapeHtml(place.displayName.text)}</b>, ${escapeHtml(type)}: ${escapeHtml(place.formattedAddress)} (${reviews})</li>`
}

/**
 * The list of sample businesses.
 * @param {readonly Place[]} [places]
 */
export const placesSection = (places = SAMPLE_PLACES) =>
  `<section><h2>Sample businesses</h2><p>These are samples, not real businesses: ${escapeHtml(SAMPLE_TOWN)} ` +
  `and Sampleshire are made up. The local stand-in of the Places API finds them by the words of their ` +
  `names, addresses and types, and their neighbours within the radius asked for.</p>\n` +
  `<ul>${places.map(placeItem).join('\n')}</ul></section>`
