// The two searches over the sample places, once a request has been read (requests.mjs), in the
// shapes of SearchTextResponse and SearchNearbyResponse (places_service.proto): `places` in the
// order of the Place fields' numbers, as Google writes them, and no `places` at all (an empty
// message, `{}`) when nothing is found.
// - Text search: every word of the query (but a few small ones: "in", "near", "de", …) must begin a
//   word of the place's name, address or type (in English or Spanish), read without case or
//   accents; a plural ending is forgiven. The places whose names match most words come first, or the
//   nearest with rankPreference DISTANCE and a locationBias circle. Pages of pageSize (or
//   maxResultCount) places, 20 at most, each but the last with a nextPageToken.
// - Nearby search: the places within the circle, of the types asked for (a place matches
//   includedTypes by any of its types and includedPrimaryTypes by its primary type), the nearest
//   first with rankPreference DISTANCE (great-circle distance), else the most reviewed first
//   (POPULARITY, the default), maxResultCount at most.
// Each place carries primaryTypeDisplayName in the request's language (English unless Spanish).
import { readCircle } from './requests.mjs'
import { SAMPLE_TYPES } from './samples.mjs'

/** @typedef {import('./samples.mjs').Place} Place */
/** @typedef {import('./requests.mjs').LatLng} LatLng */
/** @typedef {{ response: Record<string, unknown> } | { error: string }} Result */

const STOP_WORDS = new Set('a an and at in near of the to en de del el la las los y cerca'.split(' '))
/** Place's fields in the order of their numbers in place.proto. */
const FIELD_ORDER = `name id types formattedAddress location rating businessStatus userRatingCount displayName
  primaryTypeDisplayName primaryType`.split(/\s+/)
const MAX_RESULTS = 20

/** Text without case or accents (Café → cafe). */
const fold = (/** @type {string} */ text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const words = (/** @type {string} */ text) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** Whether a word of a query names a word of a place: it begins it, or is it with a plural ending. */
const names = (/** @type {string} */ query, /** @type {string} */ word) =>
  word.startsWith(query) || (word.length >= 4 && query.startsWith(word) && query.length - word.length <= 2)

/**
 * The great-circle distance between two points, in meters (haversine, Earth's mean radius).
 * @param {LatLng} a
 * @param {LatLng} b
 */
export function distanceMeters(a, b) {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The place as the API gives it: its fields in Google's order, its type's name in the language asked for.
 * @param {Place} place
 * @param {unknown} languageCode
 */
function shown(place, languageCode) {
  const type = SAMPLE_TYPES[place.primaryType]
  const spanish = typeof languageCode === 'string' && /^es(-|$)/i.test(languageCode)
  /** @type {Record<string, unknown>} */
  const fields = { ...place }
  if (type)
    fields.primaryTypeDisplayName = { text: spanish ? type.es : type.en, languageCode: spanish ? 'es' : 'en' }
  return Object.fromEntries(FIELD_ORDER.filter((key) => key in fields).map((key) => [key, fields[key]]))
}

/** An opaque page token: the query and where the next page starts. */
const pageToken = (/** @type {string} */ query, /** @type {number} */ offset) =>
  Buffer.from(JSON.stringify([query, offset])).toString('base64url')

/**
 * Where a page token's page starts, if it was given for this query.
 * @param {string} token
 * @param {string} query
 */
function pageStart(token, query) {
  try {
    const [asked, offset] = JSON.parse(Buffer.from(token, 'base64url').toString())
    return asked === query && Number.isInteger(offset) && offset > 0 ? Number(offset) : undefined
  } catch {
    return undefined
  }
}

/**
 * The answer to places:searchText.
 * @param {Record<string, unknown>} request SearchTextRequest, as read
 * @param {readonly Place[]} places
 * @returns {Result}
 */
export function searchText(request, places) {
  const {
    textQuery = '',
    pageSize = 0,
    maxResultCount = 0,
    minRating,
    includedType,
  } = /** @type {{ textQuery?: string, pageSize?: number, maxResultCount?: number, minRating?: number, includedType?: string }} */ (
    request
  )
  if (!textQuery.trim()) return { error: 'Empty text_query.' }
  if (pageSize < 0) return { error: `Invalid page_size: ${pageSize}. It must not be negative.` }
  if (maxResultCount < 0)
    return { error: `Invalid max_result_count: ${maxResultCount}. It must not be negative.` }
  if (minRating !== undefined && !(minRating >= 0 && minRating <= 5)) {
    return { error: `Invalid min_rating: ${minRating}. It must be within [0, 5].` }
  }
  if (request.locationBias && request.locationRestriction) {
    return { error: 'location_bias and location_restriction cannot both be set.' }
  }
  const start = request.pageToken ? pageStart(String(request.pageToken), textQuery) : 0
  if (start === undefined) return { error: 'Invalid page_token.' }
  const size = Math.min(pageSize || maxResultCount || MAX_RESULTS, MAX_RESULTS)
  const wanted = words(textQuery).filter((word) => !STOP_WORDS.has(word))
  const floor = Math.ceil((minRating ?? 0) * 2) / 2
  const relevance = (/** @type {Place} */ place) => {
    const name = words(place.displayName.text)
    return wanted.filter((word) => name.some((part) => names(word, part))).length
  }
  let found = places
    .filter((place) => {
      const type = SAMPLE_TYPES[place.primaryType]
      const all = words(
        `${place.displayName.text} ${place.formattedAddress} ${type?.words ?? place.primaryType}`,
      )
      return wanted.length > 0 && wanted.every((word) => all.some((part) => names(word, part)))
    })
    .filter((place) => !includedType || place.types.includes(includedType))
    .filter((place) => floor === 0 || (place.rating ?? 0) >= floor)
    .toSorted((a, b) => relevance(b) - relevance(a))
  const bias = /** @type {{ circle?: { center?: LatLng } } | undefined} */ (request.locationBias)
  const from = bias?.circle?.center
  if (request.rankPreference === 'DISTANCE' && from) {
    found = found.toSorted((a, b) => distanceMeters(from, a.location) - distanceMeters(from, b.location))
  }
  const page = found.slice(start, start + size)
  /** @type {Record<string, unknown>} */
  const response = {}
  if (page.length) response.places = page.map((place) => shown(place, request.languageCode))
  if (start + size < found.length) response.nextPageToken = pageToken(textQuery, start + size)
  return { response }
}

/** SearchNearbyRequest's lists of types: included, then excluded. */
const TYPE_LISTS = /** @type {const} */ ([
  ['includedTypes', 'excludedTypes'],
  ['includedPrimaryTypes', 'excludedPrimaryTypes'],
])
const proto = (/** @type {string} */ name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * The answer to places:searchNearby.
 * @param {Record<string, unknown>} request SearchNearbyRequest, as read
 * @param {readonly Place[]} places
 * @returns {Result}
 */
export function searchNearby(request, places) {
  const restriction = /** @type {{ circle?: unknown } | undefined} */ (request.locationRestriction)
  if (!restriction) return { error: 'location_restriction is required.' }
  if (!restriction.circle) return { error: 'location_restriction.circle is required.' }
  const area = readCircle(restriction.circle, 'location_restriction.circle')
  if ('error' in area) return area
  const count = Number(request.maxResultCount ?? 0)
  if (count < 0 || count > MAX_RESULTS) {
    return { error: `Invalid max_result_count: ${count}. It must be between 1 and ${MAX_RESULTS}.` }
  }
  const list = (/** @type {string} */ name) => /** @type {string[]} */ (request[name] ?? [])
  for (const [included, excluded] of TYPE_LISTS) {
    const tooMany = [included, excluded].find((name) => list(name).length > 50)
    if (tooMany) return { error: `Too many types in ${proto(tooMany)}: at most 50.` }
    const both = list(included).filter((type) => list(excluded).includes(type))
    if (both.length) {
      return { error: `Conflicting types in ${proto(included)} and ${proto(excluded)}: ${both.join(', ')}.` }
    }
  }
  const [types, excludedTypes, primary, excludedPrimary] = [
    list('includedTypes'),
    list('excludedTypes'),
    list('includedPrimaryTypes'),
    list('excludedPrimaryTypes'),
  ]
  const away = (/** @type {Place} */ place) => distanceMeters(area.center, place.location)
  const found = places
    .filter((place) => away(place) <= area.radius)
    .filter((place) => !types.length || place.types.some((type) => types.includes(type)))
    .filter((place) => !place.types.some((type) => excludedTypes.includes(type)))
    .filter((place) => !primary.length || primary.includes(place.primaryType))
    .filter((place) => !excludedPrimary.includes(place.primaryType))
    .toSorted((a, b) =>
      request.rankPreference === 'DISTANCE'
        ? away(a) - away(b)
        : (b.userRatingCount ?? 0) - (a.userRatingCount ?? 0),
    )
    .slice(0, count || MAX_RESULTS)
  return {
    response: found.length ? { places: found.map((place) => shown(place, request.languageCode)) } : {},
  }
}
