// The response field mask that every Places API (New) request must carry ("every request … requires
// a field mask set outside of the request proto (`all/*`, is not assumed). The field mask can be set
// via the HTTP header `X-Goog-FieldMask`", places_service.proto): read as Google's front end reads
// it (paths separated by commas, relative to the response message, `*` for everything, sub-fields
// grouped as `places(id,displayName)`, names in JSON or proto spelling), and applied to an answer.
//
// The paths it knows are the fields of SearchTextResponse (places, routingSummaries,
// contextualContents, and the live API's nextPageToken and searchUri) and SearchNearbyResponse
// (places, routingSummaries), and under `places` the fields of google.maps.places.v1.Place
// (place.proto), with the sub-fields of LocalizedText and LatLng.

/** Place's fields by JSON name, as place.proto lists them. */
const PLACE_FIELDS = new Set(
  `name id displayName types primaryType primaryTypeDisplayName googleMapsTypeLabel nationalPhoneNumber
  internationalPhoneNumber formattedAddress shortFormattedAddress postalAddress addressComponents plusCode
  location viewport rating googleMapsUri websiteUri reviews regularOpeningHours utcOffsetMinutes timeZone
  photos adrFormatAddress businessStatus openingDate priceLevel attributions userRatingCount iconMaskBaseUri
  iconBackgroundColor takeout delivery dineIn curbsidePickup reservable servesBreakfast servesLunch servesDinner
  servesBeer servesWine servesBrunch servesVegetarianFood currentOpeningHours currentSecondaryOpeningHours
  regularSecondaryOpeningHours editorialSummary outdoorSeating liveMusic menuForChildren servesCocktails
  servesDessert servesCoffee goodForChildren allowsDogs restroom goodForGroups goodForWatchingSports
  paymentOptions parkingOptions subDestinations accessibilityOptions fuelOptions evChargeOptions
  generativeSummary containingPlaces pureServiceAreaBusiness addressDescriptor googleMapsLinks priceRange
  reviewSummary evChargeAmenitySummary neighborhoodSummary consumerAlert movedPlace movedPlaceId
  transitStation`.split(/\s+/),
)

/** Place's fields that hold a plain value (no sub-fields), of those the stand-in's places carry. */
const SCALARS = new Set(
  `name id types primaryType formattedAddress shortFormattedAddress rating userRatingCount
  googleMapsUri websiteUri businessStatus priceLevel utcOffsetMinutes`.split(/\s+/),
)

/** The sub-fields of Place's LocalizedText and LatLng fields. */
const LOCALIZED = ['text', 'languageCode']
const SUBFIELDS = /** @type {Record<string, string[]>} */ ({
  displayName: LOCALIZED,
  primaryTypeDisplayName: LOCALIZED,
  googleMapsTypeLabel: LOCALIZED,
  location: ['latitude', 'longitude'],
})

/** @typedef {'place' | 'scalar' | 'any'} Kind what a response field holds */
/** The responses' fields. */
const RESPONSES = /** @type {Record<'SearchText' | 'SearchNearby', Record<string, Kind>>} */ ({
  SearchText: {
    places: 'place',
    routingSummaries: 'any',
    contextualContents: 'any',
    nextPageToken: 'scalar',
    searchUri: 'scalar',
  },
  SearchNearby: { places: 'place', routingSummaries: 'any' },
})

/**
 * The fields a mask selects: `true` for a whole field.
 * @typedef {true | { [field: string]: Selection }} Selection
 */

const camel = (/** @type {string} */ name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase())

/**
 * The mask's paths, its groups `a(b,c)` spelt out as a.b and a.c; undefined when its parentheses
 * do not pair up.
 * @param {string} text
 * @returns {string[] | undefined}
 */
function expand(text) {
  /** @type {string[]} */
  const paths = []
  let i = 0
  let broken = false
  const list = (/** @type {string} */ prefix, /** @type {boolean} */ nested) => {
    let name = ''
    let grouped = false
    const flush = () => {
      if (!grouped && name.trim()) paths.push(prefix + name.trim())
      name = ''
      grouped = false
    }
    while (i < text.length && !broken) {
      const c = text[i++]
      if (c === ',') flush()
      else if (c === '(') {
        list(`${prefix}${name.trim()}.`, true)
        grouped = true
      } else if (c === ')') {
        flush()
        broken ||= !nested
        return
      } else name += c
    }
    flush()
    broken ||= nested
  }
  list('', false)
  return broken ? undefined : paths
}

/**
 * Whether a path names a field of the method's response.
 * @param {string[]} path
 * @param {'SearchText' | 'SearchNearby'} method
 */
function known([head = '', field, ...deeper], method) {
  const kind = RESPONSES[method][head]
  if (!kind) return false
  if (field === undefined || kind === 'any') return true
  if (kind === 'scalar' || !PLACE_FIELDS.has(field)) return false
  if (!deeper.length) return true
  if (SCALARS.has(field)) return false
  const sub = SUBFIELDS[field]
  return !sub || (deeper.length === 1 && sub.includes(deeper[0] ?? ''))
}

/**
 * The fields a mask selects from the method's response, or the path it cannot read.
 * @param {string} text the X-Goog-FieldMask header (or the `fields` parameter)
 * @param {'SearchText' | 'SearchNearby'} method
 * @returns {{ selection: Selection } | { unknown: string }}
 */
export function readFieldMask(text, method) {
  const paths = expand(text)
  if (!paths) return { unknown: text }
  /** @type {Selection} */
  let selection = {}
  for (const path of paths) {
    if (path === '*') {
      selection = true
      continue
    }
    const names = path.split('.').map((name) => camel(name.trim().replace(/^`|`$/g, '')))
    if (!known(names, method)) return { unknown: path }
    if (selection === true) continue
    let node = selection
    names.forEach((name, i) => {
      const next = node[name]
      if (next === true) return
      if (i === names.length - 1) node[name] = true
      else node = node[name] = next ?? {}
    })
  }
  return { selection }
}

/**
 * The value with only the selected fields (in each item of a list).
 * @param {unknown} value
 * @param {Selection} selection
 * @returns {unknown}
 */
export function applyFieldMask(value, selection) {
  if (selection === true || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item) => applyFieldMask(item, selection))
  const object = /** @type {Record<string, unknown>} */ (value)
  return Object.fromEntries(
    Object.keys(object)
      .filter((key) => key in selection)
      .map((key) => [key, applyFieldMask(object[key], /** @type {Selection} */ (selection[key]))]),
  )
}
