/**
 * A place as the Places API (New) answers it, in the JSON names of Google's own definitions
 * (googleapis/googleapis: google/maps/places/v1/place.proto, google/type/localized_text.proto and
 * latlng.proto), limited to the fields the review kit asks for (PLACE_FIELD_MASK).
 */
import { isObject } from '../lib/is-object'

/** The fields the kit asks for, as the `X-Goog-FieldMask` header names them: billed by what is asked. */
export const PLACE_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.rating',
  'places.userRatingCount',
  'places.primaryType',
].join(',')

/** google.type.LocalizedText: a name in the language Google had it in. */
export interface LocalizedText {
  text: string
  languageCode?: string
}

/** google.type.LatLng, in degrees. */
export interface LatLng {
  latitude: number
  longitude: number
}

/**
 * One place. Every field but the id and the name may be missing: the API leaves out what it does
 * not know (no `rating` and no `userRatingCount` before the first review, no `primaryType` when
 * its type is not a supported one, no `location` for a business that only visits its customers).
 */
export interface Place {
  /** The place ID: the review link's `placeid`. */
  id: string
  displayName: LocalizedText
  formattedAddress?: string
  location?: LatLng
  /** 1.0–5.0, from the reviews. */
  rating?: number
  /** How many reviews, with or without text. */
  userRatingCount?: number
  /** e.g. "dentist", "restaurant". */
  primaryType?: string
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

function readLocation(value: unknown): LatLng | undefined {
  if (!isObject(value)) return undefined
  const latitude = finite(value.latitude)
  const longitude = finite(value.longitude)
  if (latitude === undefined || longitude === undefined) return undefined
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined
  return { latitude, longitude }
}

/** One place of an answer, each field checked; undefined without an id or a name to show. */
export function readPlace(value: unknown): Place | undefined {
  if (!isObject(value) || !isObject(value.displayName)) return undefined
  const id = text(value.id)
  const name = text(value.displayName.text)
  if (id === undefined || name === undefined) return undefined
  const languageCode = text(value.displayName.languageCode)
  const place: Place = { id, displayName: languageCode ? { text: name, languageCode } : { text: name } }
  const address = text(value.formattedAddress)
  if (address !== undefined) place.formattedAddress = address
  const location = readLocation(value.location)
  if (location !== undefined) place.location = location
  const rating = finite(value.rating)
  if (rating !== undefined && rating >= 1 && rating <= 5) place.rating = rating
  const count = finite(value.userRatingCount)
  if (count !== undefined && Number.isInteger(count) && count >= 0) place.userRatingCount = count
  const primaryType = text(value.primaryType)
  if (primaryType !== undefined) place.primaryType = primaryType
  return place
}

/**
 * The places of a SearchTextResponse or SearchNearbyResponse: `{}` (nothing found, no `places`
 * key at all) is an empty list, and a place without an id or a name is left out.
 */
export function readPlaces(body: unknown): Place[] {
  if (!isObject(body) || !Array.isArray(body.places)) return []
  return body.places.flatMap((value) => readPlace(value) ?? [])
}
