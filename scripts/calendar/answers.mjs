// The stand-in of Cal.com's API v2 as a pure function: `answer(state, request)` answers GET /v2/slots
// (cal-api-version 2024-09-04) and POST /v2/bookings (cal-api-version 2024-08-13) for the studio's
// one event type, in the shapes, envelopes and messages of Cal.com's source, and records a booking it
// makes in the state. The local inbox serves it over HTTP; the browser tests' fake through Playwright.
import { SLOT_MINUTES, bookingRefusal, freeSlots } from './availability.mjs'
import { EVENT_TYPE_ID, newBooking } from './bookings.mjs'
import { BODY_LIMIT, httpError, jsonAnswer } from './http.mjs'
import { apiVersion, checkBookingBody, checkSlotsQuery, parseBody } from './requests.mjs'
import { isObject, parseInstant } from './validation.mjs'
import { dateInZone, formatInZone, isTimeZone } from './zones.mjs'

/** @typedef {import('./http.mjs').Answer} Answer */
/** @typedef {import('./requests.mjs').CalendarRequest} CalendarRequest */
/** @typedef {import('./bookings.mjs').Booking} Booking */
/** @typedef {import('./availability.mjs').Busy} Busy */

export const SLOTS_PATH = '/v2/slots'
export const BOOKINGS_PATH = '/v2/bookings'
/** The cal-api-version GET /v2/slots needs; any other value (or none) answers 404. */
const SLOTS_VERSION = '2024-09-04'
/** The cal-api-version POST /v2/bookings is written for; 2026-02-25 answers the same for a regular booking. */
const BOOKINGS_VERSION = '2024-08-13'
const BOOKINGS_VERSIONS = [BOOKINGS_VERSION, '2026-02-25']

const MINUTE = 60_000

/**
 * The studio on Cal.com and its one event type.
 * @typedef {object} CalendarOptions
 * @property {string} timeZone the studio's IANA time zone, e.g. America/New_York
 * @property {string} username the studio's Cal.com username (VITE_CAL_LINK's first half)
 * @property {string} eventTypeSlug the event type's slug (VITE_CAL_LINK's second half)
 * @property {string} title the event type's title, e.g. Free call
 * @property {{ name: string, email: string }} host the studio's Cal.com user
 * @property {string} [videoBase] where the video calls are, `${videoBase}/<uid>`; default Cal Video's
 * @property {() => Date} [now] the current time; default the clock
 */

/**
 * The calendar's settings and what it has booked, which `answer` reads and adds to: `bookings`, each
 * booking made through the API, as returned; `taken`, times booked elsewhere; `nextId`, the next
 * booking's id.
 * @typedef {Required<CalendarOptions> & { bookings: Booking[], taken: Busy[], nextId: number }} CalendarState
 */

/**
 * A new calendar with nothing booked.
 * @param {CalendarOptions} options
 * @returns {CalendarState}
 */
export function calendarState(options) {
  if (!isTimeZone(options.timeZone)) throw new Error(`Not an IANA time zone: ${options.timeZone}`)
  return {
    videoBase: 'https://app.cal.com/video',
    now: () => new Date(),
    ...options,
    bookings: [],
    taken: [],
    nextId: 1,
  }
}

/** @param {CalendarState} state */
const busyTimes = (state) => [
  ...state.taken,
  ...state.bookings.map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) })),
]

/**
 * The answer to GET /v2/slots, version 2024-09-04.
 * @param {CalendarState} state
 * @param {string} path the request's URL (path and query)
 * @param {URLSearchParams} params
 * @returns {Answer}
 */
function answerSlots(state, path, params) {
  const checked = checkSlotsQuery(params)
  if ('error' in checked) return httpError(path, 400, checked.error)
  const { type, values, from, to, duration, format } = checked.query
  if (type === 'byEventTypeId') {
    if (Number.parseInt(values.eventTypeId ?? '') !== EVENT_TYPE_ID) {
      return httpError(path, 404, 'Event Type not found')
    }
  } else if (type === 'byUsernameAndEventTypeSlug') {
    if (values.organizationSlug) {
      const message = `slots-input.service.ts: Organization with slug ${values.organizationSlug} not found`
      return httpError(path, 404, message)
    }
    if (values.username !== state.username) {
      return httpError(path, 404, `User with username ${values.username} not found`)
    }
    if (values.eventTypeSlug !== state.eventTypeSlug) return httpError(path, 404, 'Event Type not found')
  } else if (type === 'byTeamSlugAndEventTypeSlug') {
    return httpError(path, 404, `Team with slug ${values.teamSlug} not found`)
  } else {
    return httpError(path, 404, 'Event Type not found')
  }
  const timeZone = values.timeZone
  const length = duration || SLOT_MINUTES
  const now = state.now().getTime()
  const starts = freeSlots({ from, to, now, timeZone: state.timeZone, busy: busyTimes(state), length })
  /** @type {Record<string, ({ start: string } | { start: string, end: string })[]>} */
  const data = {}
  for (const start of starts) {
    const slot = { start: formatInZone(start, timeZone) }
    ;(data[dateInZone(start, timeZone)] ??= []).push(
      format === 'range' ? { ...slot, end: formatInZone(start + length * MINUTE, timeZone) } : slot,
    )
  }
  // SlotsController_2024_09_04 returns { data, status }, in that order.
  return jsonAnswer(200, { data, status: 'success' })
}

/**
 * The answer to POST /v2/bookings, version 2024-08-13, once the body is parsed; records the booking.
 * @param {CalendarState} state
 * @param {string} path
 * @param {unknown} body
 * @returns {Answer}
 */
function answerBooking(state, path, body) {
  const refusal = checkBookingBody(body)
  if (refusal !== null || !isObject(body)) return httpError(path, 400, refusal ?? '')
  const { eventTypeId, username, eventTypeSlug: slug, organizationSlug, teamSlug } = body
  if (eventTypeId) {
    if (eventTypeId !== EVENT_TYPE_ID)
      return httpError(path, 404, `Event type with id ${eventTypeId} not found.`)
  } else if (username && slug) {
    if (organizationSlug || username !== state.username) {
      return httpError(path, 404, `User with username ${username} not found`)
    }
    if (slug !== state.eventTypeSlug) {
      return httpError(path, 404, `Event type with slug ${slug} belonging to user ${username} not found.`)
    }
  } else {
    return httpError(path, 404, `Team with slug ${teamSlug} not found`)
  }
  if (body.instant === true) {
    const message =
      'Instant bookings are only supported for team event types, not individual user event types.'
    return httpError(path, 400, message)
  }
  if (body.lengthInMinutes) {
    const message =
      "Can't specify 'lengthInMinutes' because event type does not have multiple possible lengths. Please, remove the 'lengthInMinutes' field from the request."
    return httpError(path, 400, message)
  }
  const start = parseInstant(String(body.start))
  const end = start + SLOT_MINUTES * MINUTE
  const now = state.now().getTime()
  const why = bookingRefusal({ start, end, now, timeZone: state.timeZone, busy: busyTimes(state) })
  if (why) return httpError(path, 400, why)
  const booking = newBooking(state, body, start)
  state.bookings.push(booking)
  return { ...jsonAnswer(201, { status: 'success', data: booking }), booked: booking }
}

/**
 * The 400 of the 2024-04-15 bookings controller (no or another cal-api-version): the global
 * ValidationPipe's BadRequestException({ errors }) about the old input's missing fields.
 * @param {string} path
 * @param {unknown} body
 * @returns {Answer}
 */
function oldBookingsAnswer(path, body) {
  const input = isObject(body) ? body : {}
  /** @type {{ property: string, children: never[], constraints: Record<string, string> }[]} */
  const errors = []
  /** @type {[property: string, name: string, ok: boolean, message: string][]} */
  const rules = [
    ['start', 'isString', typeof input.start === 'string', 'start must be a string'],
    [
      'eventTypeId',
      'isNumber',
      typeof input.eventTypeId === 'number',
      'eventTypeId must be a number conforming to the specified constraints',
    ],
    ['timeZone', 'isTimeZone', isTimeZone(input.timeZone), 'timeZone must be a valid IANA time-zone'],
    ['language', 'isString', typeof input.language === 'string', 'language must be a string'],
    ['metadata', 'isObject', isObject(input.metadata), 'metadata must be an object'],
  ]
  for (const [property, name, ok, message] of rules) {
    if (!ok) errors.push({ property, children: [], constraints: { [name]: message } })
  }
  return httpError(path, 400, 'Bad Request Exception', { errors })
}

/**
 * The calendar's answer to an API request, as api.cal.com would give it; a booking it makes is added
 * to `state.bookings` and named in the answer's `booked`.
 * @param {CalendarState} state
 * @param {CalendarRequest} request
 * @returns {Answer}
 */
export function answer(state, request) {
  const path = request.url
  if (!URL.canParse(path, 'http://localhost')) return httpError(path, 400, 'Bad Request')
  const url = new URL(path, 'http://localhost')
  const pathname = url.pathname.replace(/\/+$/, '') || '/'
  const version = apiVersion(request)
  // The JSON parser runs before routing, on every path.
  if (Buffer.byteLength(request.body) > BODY_LIMIT) {
    return jsonAnswer(413, { statusCode: 413, message: 'request entity too large' })
  }
  const parsed = parseBody(request)
  if ('error' in parsed) return httpError(path, 400, parsed.error)
  if (request.method === 'GET' && pathname === SLOTS_PATH && version === SLOTS_VERSION) {
    return answerSlots(state, path, url.searchParams)
  }
  if (request.method === 'POST' && pathname === BOOKINGS_PATH && version !== SLOTS_VERSION) {
    if (!BOOKINGS_VERSIONS.includes(version)) return oldBookingsAnswer(path, parsed.value)
    return answerBooking(state, path, parsed.value)
  }
  // Nest's not-found handler names the URL as api.cal.com received it, under /api.
  return httpError(path, 404, `Cannot ${request.method} ${path.startsWith('/v2') ? `/api${path}` : path}`)
}
