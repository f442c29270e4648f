// The two requests the stand-in takes, read as Google's front end reads JSON into a proto message
// and then checked as places_service.proto documents them:
// - SearchTextRequest (text_query required; max_result_count and, in the live API's discovery
//   document, page_size and page_token: "If 0 or no value is provided, a default of 20 is used. The
//   maximum value is 20; values above 20 will be set to 20. Negative values will return an
//   INVALID_ARGUMENT error. If both max_result_count and page_size are specified, max_result_count
//   will be ignored." page_size is not in googleapis' places_service.proto yet);
// - SearchNearbyRequest (location_restriction.circle required, a Circle of geometry.proto: center
//   as google.type.LatLng, radius in meters "within [0.0, 50000.0]", which the API wants above 0;
//   max_result_count "between 1 and 20 … If the number is set to negative or exceeds the upper
//   limit, an INVALID_ARGUMENT error is returned"; a type both included and excluded is refused;
//   rank_preference DISTANCE or POPULARITY, the default).
// The JSON errors use the front end's words ("Invalid JSON payload received. Unknown name \"x\": Cannot
// find field.", "Invalid value at 'page_size' (TYPE_INT32), \"x\"", "Unexpected token." with the place
// marked), with a google.rpc.BadRequest. The checks after them use the stand-in's own words: no
// captured Places answer to them was found, and the page never shows an API's words.
import { invalidArgument } from './http.mjs'

/** @typedef {import('./http.mjs').GoogleError} GoogleError */
/**
 * A proto field's type as JSON carries it; a message's `fields` null when the stand-in takes it unread.
 * @typedef {'string' | 'bool' | 'int32' | 'double' | { enum: string, values: string[] }
 *   | { message: string, fields: Record<string, FieldType> | null } | { repeated: FieldType }} FieldType
 */
/** @typedef {{ latitude: number, longitude: number }} LatLng */

const enumOf = (/** @type {string} */ name, /** @type {string} */ values) => ({
  enum: `google.maps.places.v1.${name}`,
  values: values.split(' '),
})
const unread = (/** @type {string} */ name) => ({ message: name, fields: null })
const LAT_LNG = { message: 'google.type.LatLng', fields: { latitude: 'double', longitude: 'double' } }
const CIRCLE = { message: 'google.maps.places.v1.Circle', fields: { center: LAT_LNG, radius: 'double' } }
const VIEWPORT = unread('google.geo.type.Viewport')
const ROUTING = unread('google.maps.places.v1.RoutingParameters')
const TYPES = { repeated: 'string' }

/** SearchTextRequest's fields (places_service.proto, with page_size and page_token of the live API). */
const SEARCH_TEXT = /** @type {Record<string, FieldType>} */ ({
  textQuery: 'string',
  languageCode: 'string',
  regionCode: 'string',
  rankPreference: enumOf(
    'SearchTextRequest.RankPreference',
    'RANK_PREFERENCE_UNSPECIFIED DISTANCE RELEVANCE',
  ),
  includedType: 'string',
  openNow: 'bool',
  minRating: 'double',
  maxResultCount: 'int32',
  pageSize: 'int32',
  pageToken: 'string',
  priceLevels: {
    repeated: enumOf(
      'PriceLevel',
      'PRICE_LEVEL_UNSPECIFIED PRICE_LEVEL_FREE PRICE_LEVEL_INEXPENSIVE PRICE_LEVEL_MODERATE PRICE_LEVEL_EXPENSIVE PRICE_LEVEL_VERY_EXPENSIVE',
    ),
  },
  strictTypeFiltering: 'bool',
  locationBias: {
    message: 'google.maps.places.v1.SearchTextRequest.LocationBias',
    fields: { rectangle: VIEWPORT, circle: CIRCLE },
  },
  locationRestriction: {
    message: 'google.maps.places.v1.SearchTextRequest.LocationRestriction',
    fields: { rectangle: VIEWPORT },
  },
  evOptions: unread('google.maps.places.v1.SearchTextRequest.EVOptions'),
  routingParameters: ROUTING,
  searchAlongRouteParameters: unread('google.maps.places.v1.SearchTextRequest.SearchAlongRouteParameters'),
  includePureServiceAreaBusinesses: 'bool',
  includeFutureOpeningBusinesses: 'bool',
})

/** SearchNearbyRequest's fields (places_service.proto). */
const SEARCH_NEARBY = /** @type {Record<string, FieldType>} */ ({
  languageCode: 'string',
  regionCode: 'string',
  includedTypes: TYPES,
  excludedTypes: TYPES,
  includedPrimaryTypes: TYPES,
  excludedPrimaryTypes: TYPES,
  maxResultCount: 'int32',
  locationRestriction: {
    message: 'google.maps.places.v1.SearchNearbyRequest.LocationRestriction',
    fields: { circle: CIRCLE },
  },
  rankPreference: enumOf(
    'SearchNearbyRequest.RankPreference',
    'RANK_PREFERENCE_UNSPECIFIED DISTANCE POPULARITY',
  ),
  routingParameters: ROUTING,
  includeFutureOpeningBusinesses: 'bool',
})

/** @typedef {{ field?: string, description: string }} Violation */

const camel = (/** @type {string} */ name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase())
const snake = (/** @type {string} */ name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const INVALID = 'Invalid JSON payload received.'

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/** How the front end shows a value it refused. */
const shown = (/** @type {unknown} */ value) =>
  isObject(value) ? 'Starting an object on a scalar field' : JSON.stringify(value)

/** The proto type the front end names for a field's type. */
function typeName(/** @type {FieldType} */ type) {
  if (typeof type === 'string') return `TYPE_${type.toUpperCase()}`
  if ('enum' in type) return `type.googleapis.com/${type.enum}`
  if ('message' in type) return `type.googleapis.com/${type.message}`
  return typeName(type.repeated)
}

/**
 * A JSON value read as a field of `type`: the value (numbers from strings, enum names from numbers),
 * or undefined with the failure added to `problems`.
 * @param {unknown} value
 * @param {FieldType} type
 * @param {string} path the field's proto path, e.g. location_restriction.circle.radius
 * @param {Violation[]} problems
 * @returns {unknown}
 */
function readValue(value, type, path, problems) {
  const refuse = () =>
    void problems.push({
      field: path,
      description: `Invalid value at '${path}' (${typeName(type)}), ${shown(value)}`,
    })
  if (Array.isArray(value) && !(typeof type === 'object' && 'repeated' in type)) {
    problems.push({ field: path, description: `${INVALID} Proto field is not repeating, cannot start list.` })
    return undefined
  }
  if (type === 'string' || type === 'bool')
    return typeof value === (type === 'bool' ? 'boolean' : 'string') ? value : refuse()
  if (type === 'int32') {
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value
    return Number.isInteger(number) && Math.abs(Number(number)) < 2 ** 31 ? number : refuse()
  }
  if (type === 'double') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof number === 'number' && !Number.isNaN(number) ? number : refuse()
  }
  if ('enum' in type) {
    if (typeof value === 'string' && type.values.includes(value)) return value
    return Number.isInteger(value) && type.values[Number(value)] ? type.values[Number(value)] : refuse()
  }
  if ('repeated' in type) {
    if (!Array.isArray(value)) return refuse()
    return value.map((item, i) => readValue(item, type.repeated, `${path}[${i}]`, problems))
  }
  if (!isObject(value)) return refuse()
  return type.fields ? readMessage(value, type.fields, path, problems) : value
}

/**
 * A JSON object read as a message with `fields` (either name, json_name or the proto's, is taken).
 * @param {Record<string, unknown>} object
 * @param {Record<string, FieldType>} fields
 * @param {string} path '' for the request itself
 * @param {Violation[]} problems
 * @returns {Record<string, unknown>} the fields set, by JSON name
 */
function readMessage(object, fields, path, problems) {
  /** @type {Record<string, unknown>} */
  const read = {}
  for (const [key, value] of Object.entries(object)) {
    const name = camel(key)
    const type = fields[name]
    if (!type) {
      const at = path ? ` at '${path}'` : ''
      problems.push({
        ...(path ? { field: path } : {}),
        description: `${INVALID} Unknown name "${key}"${at}: Cannot find field.`,
      })
    } else if (value !== null) {
      read[name] = readValue(value, type, path ? `${path}.${snake(name)}` : snake(name), problems)
    }
  }
  return read
}

/**
 * Whether JSON.parse stops within the text rather than at its end (a complete value is not stopped).
 * @param {string} text
 */
function stopsWithin(text) {
  try {
    JSON.parse(text)
    return false
  } catch (error) {
    const said = error instanceof Error ? error.message : ''
    return !/end of JSON input/.test(said) && Number(/position (\d+)/.exec(said)?.[1] ?? 0) < text.length
  }
}

/**
 * The front end's words for JSON it cannot parse, with the place it stopped at marked under it.
 * @param {string} text not JSON
 */
function syntaxMessage(text) {
  // The shortest beginning of the text that JSON.parse stops within ends just past that place.
  let [low, high] = [0, text.length]
  if (!stopsWithin(text)) low = high
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (stopsWithin(text.slice(0, middle + 1))) high = middle
    else low = middle + 1
  }
  const position = low
  const start = Math.max(0, text.lastIndexOf('\n', position - 1) + 1, position - 20)
  const line = text.slice(start, position + 20).split('\n')[0] ?? ''
  const what = position === text.length ? 'Unexpected end of string. Expected a value.' : 'Unexpected token.'
  return `${INVALID} ${what}\n${line}\n${' '.repeat(position - start)}^`
}

/**
 * The request's body read as SearchTextRequest or SearchNearbyRequest: its fields by JSON name, or
 * the front end's 400. An empty body is an empty message.
 * @param {string} text
 * @param {'SearchText' | 'SearchNearby'} method
 * @returns {{ value: Record<string, unknown> } | { error: GoogleError }}
 */
export function readRequest(text, method) {
  /** @type {unknown} */
  let json = {}
  try {
    if (text.trim() !== '') json = JSON.parse(text)
  } catch {
    const description = syntaxMessage(text)
    return { error: invalidArgument(description, [{ description }]) }
  }
  if (!isObject(json)) {
    const description = `${INVALID} Unknown name "": Root element must be a message.`
    return { error: invalidArgument(description, [{ description }]) }
  }
  /** @type {Violation[]} */
  const problems = []
  const value = readMessage(json, method === 'SearchText' ? SEARCH_TEXT : SEARCH_NEARBY, '', problems)
  if (!problems.length) return { value }
  return { error: invalidArgument(problems.map((p) => p.description).join('\n'), problems) }
}

/**
 * A Circle's center and radius, or why they are refused.
 * @param {unknown} circle as read
 * @param {string} path
 * @returns {{ center: LatLng, radius: number } | { error: string }}
 */
export function readCircle(circle, path) {
  const { center, radius } = /** @type {{ center?: Partial<LatLng>, radius?: number }} */ (circle ?? {})
  if (!center) return { error: `${path}.center is required.` }
  const { latitude = 0, longitude = 0 } = center
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return {
      error: `Invalid ${path}.center: the latitude must be within [-90, 90] and the longitude within [-180, 180].`,
    }
  }
  if (!(radius !== undefined && radius > 0 && radius <= 50000)) {
    return { error: `Invalid ${path}.radius: ${radius ?? 0}. It must be greater than 0 and at most 50000.` }
  }
  return { center: { latitude, longitude }, radius }
}
