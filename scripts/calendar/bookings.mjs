// A booking in the shape POST /v2/bookings (cal-api-version 2024-08-13) returns it: Cal.com's
// BookingOutput_2024_08_13 as its output service fills it for a new, regular, accepted booking.
import { randomInt } from 'node:crypto'
import { SLOT_MINUTES } from './availability.mjs'
import { isObject, isUrl } from './validation.mjs'

/**
 * @typedef {object} BookingHost
 * @property {number} id
 * @property {string} name
 * @property {string} email
 * @property {string} displayEmail
 * @property {string} username
 * @property {string} timeZone
 */

/**
 * @typedef {object} BookingAttendee
 * @property {string} name
 * @property {string} email
 * @property {string} displayEmail
 * @property {string} timeZone
 * @property {string} language
 * @property {boolean} absent
 * @property {string} [phoneNumber]
 */

/**
 * A booking as POST /v2/bookings returns it in `data`.
 * @typedef {object} Booking
 * @property {number} id
 * @property {string} uid 22 base58 characters
 * @property {string} title "<event type's title> between <host> and <attendee>"
 * @property {string} description the attendee's notes
 * @property {BookingHost[]} hosts
 * @property {'accepted'} status
 * @property {string} cancellationReason
 * @property {string} cancelledByEmail
 * @property {null} rescheduledByEmail
 * @property {string} start UTC, e.g. 2026-11-02T14:00:00.000Z
 * @property {string} end
 * @property {number} duration minutes
 * @property {number} eventTypeId
 * @property {{ id: number, slug: string }} eventType
 * @property {string} meetingUrl
 * @property {string} location
 * @property {boolean} absentHost
 * @property {string} createdAt
 * @property {string | null} updatedAt
 * @property {Record<string, unknown>} metadata
 * @property {number | null} rating
 * @property {string} icsUid
 * @property {BookingAttendee[]} attendees
 * @property {string[]} [guests]
 * @property {Record<string, unknown>} bookingFieldsResponses the attendee's answers, notes among them
 */

/** The ids of the studio's one event type and its one host. */
export const EVENT_TYPE_ID = 1
const HOST_ID = 1

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** A booking uid like Cal.com's (22 base58 characters). */
const newUid = () => Array.from({ length: 22 }, () => BASE58[randomInt(BASE58.length)]).join('')

/** An email without the "+<25 characters>" Cal.com adds to managed users' (getDisplayEmail). */
const displayEmail = (/** @type {string} */ email) => email.replace(/\+[a-zA-Z0-9]{25}/, '')

/**
 * Where a location string goes in the booking's responses (InputBookingsService's transformLocation).
 * @param {string} location
 */
const responseLocation = (location) =>
  isUrl(location) || location.startsWith('www.')
    ? { value: 'link', optionValue: location }
    : { value: 'somewhereElse', optionValue: location }

/**
 * The booking a checked body makes, at `start`, on the state's event type (not yet recorded).
 * @param {import('./answers.mjs').CalendarState} state
 * @param {Record<string, unknown>} input the body, checked by checkBookingBody
 * @param {number} start
 * @returns {Booking}
 */
export function newBooking(state, input, start) {
  const attendee = isObject(input.attendee) ? input.attendee : {}
  const uid = newUid()
  const name = String(attendee.name)
  const email = typeof attendee.email === 'string' ? attendee.email : ''
  const phoneNumber =
    typeof attendee.phoneNumber === 'string' && attendee.phoneNumber ? attendee.phoneNumber : undefined
  const guests = /** @type {string[] | undefined} */ (input.guests)
  const location = input.location ?? input.meetingUrl
  /** @type {Record<string, unknown>} */
  const responses = {
    ...(isObject(input.bookingFieldsResponses) ? input.bookingFieldsResponses : {}),
    name,
    email,
    ...(phoneNumber ? { attendeePhoneNumber: phoneNumber } : {}),
    ...(guests ? { guests } : {}),
    ...(typeof location === 'string'
      ? { location: responseLocation(location) }
      : location
        ? { location }
        : {}),
  }
  responses.displayEmail = displayEmail(email)
  if (guests) responses.displayGuests = guests.map(displayEmail)
  // Cal Video's link (the event type's default location), as the booking's metadata.videoCallUrl.
  const video = `${state.videoBase}/${uid}`
  return {
    id: state.nextId++,
    uid,
    title: `${state.title} between ${state.host.name} and ${name}`,
    description: typeof responses.notes === 'string' ? responses.notes : '',
    hosts: [
      {
        id: HOST_ID,
        ...state.host,
        displayEmail: displayEmail(state.host.email),
        username: state.username,
        timeZone: state.timeZone,
      },
    ],
    status: 'accepted',
    cancellationReason: '',
    cancelledByEmail: '',
    rescheduledByEmail: null,
    start: new Date(start).toISOString(),
    end: new Date(start + SLOT_MINUTES * 60_000).toISOString(),
    duration: SLOT_MINUTES,
    eventTypeId: EVENT_TYPE_ID,
    eventType: { id: EVENT_TYPE_ID, slug: state.eventTypeSlug },
    meetingUrl: video,
    location: video,
    absentHost: false,
    createdAt: state.now().toISOString(),
    updatedAt: null,
    metadata: isObject(input.metadata) ? input.metadata : {},
    rating: null,
    icsUid: `${uid}@Cal.com`,
    attendees: [
      {
        name,
        email,
        displayEmail: displayEmail(email),
        timeZone: String(attendee.timeZone),
        language: typeof attendee.language === 'string' ? attendee.language : 'en',
        absent: false,
        ...(phoneNumber ? { phoneNumber } : {}),
      },
    ],
    ...(guests ? { guests } : {}),
    bookingFieldsResponses: responses,
  }
}
