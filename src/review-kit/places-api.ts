/**
 * The review kit's two requests to Google's Places API (New), from the visitor's browser with the
 * studio's browser key: find the business (places:searchText), then its nearest neighbours of the
 * same kind (places:searchNearby). Request and answer fields are the JSON names of Google's
 * definitions (googleapis/googleapis: google/maps/places/v1/places_service.proto and place.proto).
 */
import type { Language } from '../content/languages'
import type { PlacesFault } from '../content/types'
import type { PlacesConfig } from '../lib/env'
import { isObject } from '../lib/is-object'
import { PLACE_FIELD_MASK, readPlaces, type LatLng, type Place } from './place'

/** A request stops with a message after this long (issue: 15 s), on the page's own timers. */
export const PLACES_TIME_LIMIT_MS = 15_000

/** A search shorter than this (once trimmed) is refused before any request: every request is billed. */
export const MIN_QUERY_LENGTH = 3

/** The matches a search shows. */
export const SEARCH_RESULTS = 5

/** The neighbours the comparison shows. */
export const NEIGHBOURS = 5

/** How far the neighbours may be, in metres. */
export const NEIGHBOURHOOD_RADIUS_M = 5000

/** Why a request failed (src/content/types.ts); finding nothing is not a fault: an empty list. */
export type { PlacesFault }

export class PlacesError extends Error {
  constructor(
    readonly fault: PlacesFault,
    detail: string,
    /** ErrorInfo's `reason`, such as API_KEY_HTTP_REFERRER_BLOCKED, for the console; never shown. */
    readonly reason?: string,
  ) {
    super(`Places API request failed (${fault}): ${detail}`)
    this.name = 'PlacesError'
  }
}

/** What Google's error envelope (google.rpc.Status) says, each part only when it is well formed. */
export interface GoogleError {
  code?: number
  /** The canonical code's name: INVALID_ARGUMENT, PERMISSION_DENIED, RESOURCE_EXHAUSTED, … */
  status?: string
  /** The first google.rpc.ErrorInfo's reason: API_KEY_INVALID, API_KEY_HTTP_REFERRER_BLOCKED, … */
  reason?: string
}

const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo'

/**
 * Reads `{"error": {"code", "message", "status", "details": [{"@type": …ErrorInfo, "reason"}]}}`
 * from any body at all; the message is never read (the page shows its own words).
 */
export function readGoogleError(body: unknown): GoogleError {
  const error = isObject(body) && isObject(body.error) ? body.error : {}
  const read: GoogleError = {}
  if (typeof error.code === 'number') read.code = error.code
  if (typeof error.status === 'string' && /^[A-Z_]+$/.test(error.status)) read.status = error.status
  const info = Array.isArray(error.details)
    ? error.details.find((detail) => isObject(detail) && detail['@type'] === ERROR_INFO)
    : undefined
  if (isObject(info) && typeof info.reason === 'string' && /^[A-Z0-9_]+$/.test(info.reason)) {
    read.reason = info.reason
  }
  return read
}

/** The fault an error status stands for. */
export function faultOf(status: number): PlacesFault {
  if (status === 429) return 'busy'
  if (status >= 500) return 'google'
  return 'unavailable'
}

/** The JSON of a body read as text, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** One POST with the page's own time limit (setTimeout, which Playwright's clock drives). Rejects with a PlacesError. */
async function post(
  settings: PlacesConfig,
  method: 'searchText' | 'searchNearby',
  body: Record<string, unknown>,
): Promise<Place[]> {
  const controller = new AbortController()
  const limit = setTimeout(() => controller.abort(), PLACES_TIME_LIMIT_MS)
  let ok: boolean
  let status: number
  let text: string
  try {
    const response = await fetch(`${settings.api}/places:${method}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-Api-Key': settings.key,
        'X-Goog-FieldMask': PLACE_FIELD_MASK,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    })
    ok = response.ok
    status = response.status
    text = await response.text()
  } catch (error) {
    throw new PlacesError(controller.signal.aborted ? 'timeout' : 'network', String(error))
  } finally {
    clearTimeout(limit)
  }
  const answer = parseJson(text)
  if (!ok) {
    const { status: name, reason } = readGoogleError(answer)
    throw new PlacesError(faultOf(status), [`HTTP ${status}`, name, reason].filter(Boolean).join(' '), reason)
  }
  if (!isObject(answer)) throw new PlacesError('google', `HTTP ${status} with an answer that is not JSON`)
  return readPlaces(answer)
}

/** The search as it is sent, or undefined when it is too short to send (MIN_QUERY_LENGTH). */
export function searchableQuery(query: string): string | undefined {
  const trimmed = query.trim().replace(/\s+/g, ' ')
  return trimmed.length >= MIN_QUERY_LENGTH ? trimmed : undefined
}

/**
 * Up to SEARCH_RESULTS businesses that match `query` ("name and city"), named in `language`; an
 * empty list when nothing matches. A query too short to send rejects with a RangeError and sends
 * nothing (the dialog refuses it before, with searchableQuery).
 */
export async function searchBusinesses(
  settings: PlacesConfig,
  query: string,
  language: Language,
): Promise<Place[]> {
  const textQuery = searchableQuery(query)
  if (textQuery === undefined) throw new RangeError(`A search needs ${MIN_QUERY_LENGTH} characters or more`)
  // `pageSize` is Text Search's page size today; the older `maxResultCount` is deprecated.
  const places = await post(settings, 'searchText', {
    textQuery,
    languageCode: language,
    pageSize: SEARCH_RESULTS,
  })
  return places.slice(0, SEARCH_RESULTS)
}

/**
 * The nearest NEIGHBOURS places of `place`'s primary type within NEIGHBOURHOOD_RADIUS_M, nearest
 * first, the business itself left out. Without a location or a primary type there is nothing to
 * compare with: an empty list, and no request.
 */
export async function findNeighbours(
  settings: PlacesConfig,
  place: Place,
  language: Language,
): Promise<Place[]> {
  const { location, primaryType } = place
  if (location === undefined || primaryType === undefined) return []
  const center: LatLng = { latitude: location.latitude, longitude: location.longitude }
  const places = await post(settings, 'searchNearby', {
    includedPrimaryTypes: [primaryType],
    // One more than shown: the business itself is usually among them.
    maxResultCount: NEIGHBOURS + 1,
    locationRestriction: { circle: { center, radius: NEIGHBOURHOOD_RADIUS_M } },
    rankPreference: 'DISTANCE',
    languageCode: language,
  })
  return places.filter((neighbour) => neighbour.id !== place.id).slice(0, NEIGHBOURS)
}
