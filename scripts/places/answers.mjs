// The stand-in of Google's Places API (New) as a pure function: `answer(request, options)` answers
// POST places:searchText (SearchTextRequest → SearchTextResponse) and POST places:searchNearby
// (SearchNearbyRequest → SearchNearbyResponse) of google.maps.places.v1.Places
// (googleapis/googleapis: google/maps/places/v1/places_service.proto, place.proto), with Google's
// CORS, its error envelope (google.rpc.Status, google.rpc.ErrorInfo) and the field mask every
// request must carry, over the sample businesses of samples.mjs. The local inbox serves it over
// HTTP under /places/v1; the browser tests' fake (tests/e2e/places-fake.ts) through Playwright at
// the API's real address.
//
// The checks come in the order Google's front end and then the API make them: the address, the
// key (the `X-Goog-Api-Key` header or a `key` parameter), the JSON body, the field mask's paths,
// the field mask's presence, the request's values.
import { applyFieldMask, readFieldMask } from './fieldmask.mjs'
import {
  apiKeyInvalid,
  errorAnswer,
  fieldMaskRequired,
  invalidArgument,
  jsonAnswer,
  missingKey,
  notFoundAnswer,
  preflightAnswer,
  unknownFieldPath,
} from './http.mjs'
import { readRequest } from './requests.mjs'
import { SAMPLE_PLACES } from './samples.mjs'
import { searchNearby, searchText } from './search.mjs'

/** @typedef {import('./http.mjs').Answer} Answer */
/** @typedef {import('./samples.mjs').Place} Place */

/**
 * A request to the API, as the server received it.
 * @typedef {object} PlacesRequest
 * @property {string} method
 * @property {string} path the path and query below the API's base, e.g. /places:searchText
 * @property {Record<string, string | string[] | undefined>} headers names in lower case
 * @property {string} body
 */

/**
 * @typedef {object} PlacesOptions
 * @property {readonly Place[]} [places] the places it finds; default the samples
 * @property {readonly string[]} [keys] the API keys it takes; default any (other keys get
 *   API_KEY_INVALID)
 * @property {string} [basePath] the base's path, which Google's 404 page names; default /v1
 */

export const SEARCH_TEXT = '/places:searchText'
export const SEARCH_NEARBY = '/places:searchNearby'
/** Google's own limit for a request body is larger; the stand-in's is this. */
export const BODY_LIMIT = 100 * 1024

const METHODS = /** @type {const} */ ({ [SEARCH_TEXT]: 'SearchText', [SEARCH_NEARBY]: 'SearchNearby' })

/**
 * A header's value, the first if it came more than once.
 * @param {PlacesRequest['headers']} headers
 * @param {string} name
 */
const header = (headers, name) => [headers[name]].flat()[0]

/**
 * The API's answer to a request, as places.googleapis.com would give it.
 * @param {PlacesRequest} request
 * @param {PlacesOptions} [options]
 * @returns {Answer}
 */
export function answer(request, { places = SAMPLE_PLACES, keys, basePath = '/v1' } = {}) {
  if (request.method === 'OPTIONS') return preflightAnswer(request.headers)
  const url = URL.canParse(request.path, 'https://places.googleapis.com')
    ? new URL(request.path, 'https://places.googleapis.com')
    : undefined
  const method =
    url && request.method === 'POST' ? METHODS[/** @type {keyof METHODS} */ (url.pathname)] : undefined
  if (!url || !method) return notFoundAnswer(`${basePath}${request.path.split('?')[0]}`)
  const origin = header(request.headers, 'origin')
  const pretty = url.searchParams.get('prettyPrint') !== 'false'
  const refuse = (/** @type {import('./http.mjs').GoogleError} */ error) => errorAnswer(error, origin, pretty)

  const key = header(request.headers, 'x-goog-api-key') || url.searchParams.get('key')
  if (!key) return refuse(missingKey())
  if (keys && !keys.includes(key)) return refuse(apiKeyInvalid())
  if (Buffer.byteLength(request.body) > BODY_LIMIT) {
    return refuse(invalidArgument(`Request payload size exceeds the limit: ${BODY_LIMIT} bytes.`))
  }
  const read = readRequest(request.body, method)
  if ('error' in read) return refuse(read.error)
  const mask =
    header(request.headers, 'x-goog-fieldmask') ||
    url.searchParams.get('fields') ||
    url.searchParams.get('$fields')
  const selection = mask?.trim() ? readFieldMask(mask, method) : undefined
  if (selection && 'unknown' in selection) return refuse(unknownFieldPath(selection.unknown))
  if (!selection) return refuse(fieldMaskRequired())
  const found = method === 'SearchText' ? searchText(read.value, places) : searchNearby(read.value, places)
  if ('error' in found) return refuse(invalidArgument(found.error))
  return jsonAnswer(200, applyFieldMask(found.response, selection.selection), origin, pretty)
}
