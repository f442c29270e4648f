// The requests api.cal.com takes, checked as Cal.com checks them: the cal-api-version routing, the
// JSON body parser, and GET /v2/slots's query and POST /v2/bookings's body through class-validator
// (whitelist, forbidNonWhitelisted) and Cal.com's pipes, with their 400 messages.
import {
  check,
  formatFailures,
  isIsoDate,
  isObject,
  isUrl,
  parseInstant,
  unknownProperties,
} from './validation.mjs'
import { isTimeZone } from './zones.mjs'

/** @typedef {import('./validation.mjs').Failure} Failure */

/**
 * @typedef {object} CalendarRequest a request to the API, as the server received it
 * @property {string} method
 * @property {string} url path and query, as sent, e.g. /v2/slots?start=2026-11-02&…
 * @property {Record<string, string | string[] | undefined>} headers names in lower case
 * @property {string} body
 */

/** Versions api.cal.com routes to their own controllers; any other value falls back to 2024-04-15. */
const KNOWN_VERSIONS = ['2024-04-15', '2024-06-11', '2024-06-14', '2024-08-13', '2024-09-04', '2026-02-25']

/**
 * The version a request is routed to, as the extractor in Cal.com's app.ts picks it.
 * @param {CalendarRequest} request
 */
export function apiVersion(request) {
  const header = request.headers['cal-api-version']
  return typeof header === 'string' && KNOWN_VERSIONS.includes(header) ? header : '2024-04-15'
}

/**
 * The body as Nest's JSON parser (body-parser, strict) reads it: an object or array, {} for an empty
 * body or another content type, or the SyntaxError's message.
 * @param {CalendarRequest} request
 * @returns {{ value: unknown } | { error: string }}
 */
export function parseBody(request) {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  const text = request.body.trim()
  if (type !== 'application/json' || text === '') return { value: {} }
  if (text[0] !== '{' && text[0] !== '[') {
    return { error: `Unexpected token '${text[0]}', "${text}" is not valid JSON` }
  }
  try {
    return { value: /** @type {unknown} */ (JSON.parse(text)) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

// ---------------------------------------------------------------------------------------------------
// GET /v2/slots

/** GetAvailableSlotsInput_2024_09_04's own properties. */
const SLOT_BASE_KEYS = [
  'start',
  'end',
  'timeZone',
  'duration',
  'format',
  'bookingUidToReschedule',
  'rrHostSubsetIds',
]

/** The subclasses GetSlotsInputPipe picks from, with their own properties (checked first). */
const SLOT_CLASSES = {
  byEventTypeId: ['type', 'eventTypeId'],
  byUsernameAndEventTypeSlug: ['type', 'eventTypeSlug', 'username', 'organizationSlug'],
  byTeamSlugAndEventTypeSlug: ['type', 'eventTypeSlug', 'teamSlug', 'organizationSlug'],
  byUsernames: ['type', 'usernames', 'organizationSlug'],
}

/**
 * @typedef {object} SlotsQuery GET /v2/slots's query once it passed the pipe
 * @property {keyof typeof SLOT_CLASSES} type how it names the event type
 * @property {Record<string, string>} values
 * @property {number} from the range's start, read in UTC
 * @property {number} to the range's end; a time of 00:00:00 means the day's last second
 * @property {number | undefined} duration
 * @property {'time' | 'range'} format
 */

/**
 * GET /v2/slots's query checked as GetSlotsInputPipe checks it, or its 400 message.
 * @param {URLSearchParams} params
 * @returns {{ query: SlotsQuery } | { error: string }}
 */
export function checkSlotsQuery(params) {
  /** @type {Record<string, string | string[]>} */
  const raw = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    raw[key] = all.length === 1 ? /** @type {string} */ (all[0]) : all
  }
  const has = (/** @type {string} */ key) => Object.hasOwn(raw, key)
  /** @type {keyof typeof SLOT_CLASSES} */
  const type = has('eventTypeId')
    ? 'byEventTypeId'
    : has('username') && has('eventTypeSlug')
      ? 'byUsernameAndEventTypeSlug'
      : has('teamSlug') && has('eventTypeSlug')
        ? 'byTeamSlugAndEventTypeSlug'
        : 'byUsernames'
  const failures = unknownProperties(raw, [...SLOT_CLASSES[type], ...SLOT_BASE_KEYS])
  const str = (/** @type {string} */ key, optional = false) => {
    if (optional && !has(key)) return
    check(failures, key, [typeof raw[key] !== 'string' && `${key} must be a string`])
  }
  const number = (/** @type {string} */ key) =>
    typeof raw[key] === 'string' && raw[key] ? Number.parseInt(raw[key]) : Number.NaN
  const notNumber = (/** @type {string} */ key) =>
    `${key} must be a number conforming to the specified constraints`
  if (has('type')) str('type')
  if (type === 'byEventTypeId') {
    check(failures, 'eventTypeId', [Number.isNaN(number('eventTypeId')) && notNumber('eventTypeId')])
  } else if (type === 'byUsernames') {
    const names = typeof raw.usernames === 'string' ? raw.usernames.split(',') : raw.usernames
    check(failures, 'usernames', [
      !Array.isArray(names) && 'each value in usernames must be a string',
      !(Array.isArray(names) && names.length >= 2) && 'The array must contain at least 2 elements.',
      !Array.isArray(names) && 'usernames must be an array',
    ])
    str('organizationSlug')
  } else {
    str('eventTypeSlug')
    str(type === 'byTeamSlugAndEventTypeSlug' ? 'teamSlug' : 'username')
    str('organizationSlug', true)
  }
  for (const key of ['start', 'end']) {
    check(failures, key, [!isIsoDate(raw[key], true) && `${key} must be a valid ISO 8601 date string`])
  }
  if (has('timeZone')) {
    check(failures, 'timeZone', [!isTimeZone(raw.timeZone) && 'timeZone must be a valid IANA time-zone'])
  }
  const duration = number('duration')
  if (has('duration')) check(failures, 'duration', [Number.isNaN(duration) && notNumber('duration')])
  const format = typeof raw.format === 'string' ? raw.format.toLowerCase() : raw.format
  if (format) {
    check(failures, 'format', [
      !['range', 'time'].includes(String(format)) && "slotFormat must be either 'range' or 'time'",
      typeof format !== 'string' && 'format must be a string',
    ])
  }
  if (has('bookingUidToReschedule')) str('bookingUidToReschedule')
  if (has('rrHostSubsetIds')) {
    const ids = [raw.rrHostSubsetIds ?? ''].flat().flatMap((list) => list.split(','))
    check(failures, 'rrHostSubsetIds', [
      ids.some((id) => Number.isNaN(Number.parseInt(id.trim(), 10))) &&
        'each value in rrHostSubsetIds must be a number conforming to the specified constraints',
    ])
  }
  if (failures.length) return { error: formatFailures(failures) }

  const values = /** @type {Record<string, string>} */ (raw)
  // As SlotsInputService_2024_09_04: a time of 00:00:00 (UTC) makes the end the day's last second.
  const day = 86_400_000
  const from = parseInstant(values.start ?? '')
  let to = parseInstant(values.end ?? '')
  if (((to % day) + day) % day < 1000) to += day - 1000
  const query = { type, values, from, to, duration: has('duration') ? duration : undefined }
  return { query: { ...query, format: format === 'range' ? 'range' : 'time' } }
}

// ---------------------------------------------------------------------------------------------------
// POST /v2/bookings

/** CreateBookingInput_2024_08_13's properties. */
// prettier-ignore
const BOOKING_KEYS = [
  'start', 'attendee', 'bookingFieldsResponses', 'eventTypeId', 'eventTypeSlug', 'username', 'teamSlug',
  'organizationSlug', 'guests', 'meetingUrl', 'location', 'metadata', 'lengthInMinutes', 'routing',
  'emailVerificationCode',
]
/** CreateBookingAttendee's properties. */
const ATTENDEE_KEYS = ['name', 'email', 'timeZone', 'phoneNumber', 'language']

/** The languages of BookingLanguage (packages/platform/types/bookings/2024-08-13/inputs/language.ts). */
// prettier-ignore
const LANGUAGES = [
  'ar', 'ca', 'de', 'es', 'eu', 'he', 'id', 'ja', 'lv', 'pl', 'ro', 'sr', 'th', 'vi', 'az', 'cs', 'el', 'es-419',
  'fi', 'hr', 'it', 'km', 'nl', 'pt', 'ru', 'sv', 'tr', 'zh-CN', 'bg', 'da', 'en', 'et', 'fr', 'hu', 'iw', 'ko',
  'no', 'pt-BR', 'sk', 'ta', 'uk', 'zh-TW', 'bn',
]

const NESTED = (/** @type {string} */ property) =>
  `nested property ${property} must be either object or array`

/**
 * The attendee's failures (CreateBookingAttendee).
 * @param {Record<string, unknown>} attendee
 * @returns {Failure[]}
 */
function attendeeFailures(attendee) {
  const failures = unknownProperties(attendee, ATTENDEE_KEYS)
  check(failures, 'name', [typeof attendee.name !== 'string' && 'name must be a string'])
  // email and phoneNumber carry @Validate(arrow function): class-validator finds no constraint class
  // for it, so their formats go unchecked here.
  check(failures, 'timeZone', [!isTimeZone(attendee.timeZone) && 'timeZone must be a valid IANA time-zone'])
  if (attendee.language != null) {
    check(failures, 'language', [
      !LANGUAGES.includes(/** @type {string} */ (attendee.language)) &&
        `language must be one of the following values: ${LANGUAGES.join(', ')}`,
    ])
  }
  check(failures, 'attendee email or phone', [
    !attendee.email &&
      !attendee.phoneNumber &&
      'Attendee must have at least one contact method (email or phone number)',
  ])
  return failures
}

/**
 * POST /v2/bookings's body checked as CreateBookingInputPipe checks it: its 400 message, or null.
 * @param {unknown} body the parsed JSON
 * @returns {string | null}
 */
export function checkBookingBody(body) {
  if (!isObject(body)) {
    // An array reaches class-validator as no class at all (forbidUnknownValues).
    return 'undefined property is wrong,an unknown value was passed to the validate function '
  }
  const recurring = Object.hasOwn(body, 'recurrenceCount')
  const instant = !recurring && body.instant === true
  const extra = recurring ? ['recurrenceCount'] : instant ? ['instant'] : []
  const failures = unknownProperties(body, [...extra, ...BOOKING_KEYS])
  if (recurring && body.recurrenceCount != null) {
    const count = body.recurrenceCount
    check(failures, 'recurrenceCount', [
      !(typeof count === 'number' && count >= 1) && 'recurrenceCount must not be less than 1',
      !Number.isInteger(count) && 'recurrenceCount must be an integer number',
    ])
  }
  check(failures, 'start', [!isIsoDate(body.start) && 'start must be a valid ISO 8601 date string'])
  const attendee = body.attendee
  if (attendee == null) {
    check(failures, 'attendee', [
      'attendee should not be null or undefined',
      attendee === null && NESTED('attendee'),
    ])
  } else if (!isObject(attendee)) {
    check(failures, 'attendee', [NESTED('attendee')])
  } else {
    const children = attendeeFailures(attendee)
    if (children.length) failures.push({ property: 'attendee', constraints: [], children })
  }
  const optional = (
    /** @type {string} */ key,
    /** @type {(value: unknown) => (string | false)[]} */ rules,
  ) => {
    if (body[key] != null) check(failures, key, rules(body[key]))
  }
  optional('bookingFieldsResponses', (v) => [!isObject(v) && 'bookingFieldsResponses must be an object'])
  optional('eventTypeId', (v) => [!Number.isInteger(v) && 'eventTypeId must be an integer number'])
  for (const key of ['eventTypeSlug', 'username', 'teamSlug', 'organizationSlug']) {
    optional(key, (v) => [typeof v !== 'string' && `${key} must be a string`])
  }
  optional('guests', (v) => [
    (Array.isArray(v) ? v.some((guest) => typeof guest !== 'string') : typeof v !== 'string') &&
      'each value in guests must be a string',
    !Array.isArray(v) && 'guests must be an array',
  ])
  optional('meetingUrl', (v) => [!isUrl(v) && 'meetingUrl must be a URL address'])
  optional('metadata', (v) => [
    isObject(v) &&
      (Object.keys(v).length > 50 ||
        Object.entries(v).some(
          ([key, value]) => key.length > 40 || (typeof value === 'string' && value.length > 500),
        )) &&
      'Metadata must have at most 50 keys, each key up to 40 characters, and string values up to 500 characters.',
    !isObject(v) && 'metadata must be an object',
  ])
  optional('lengthInMinutes', (v) => [
    !(typeof v === 'number' && v >= 1) && 'lengthInMinutes must not be less than 1',
    !Number.isInteger(v) && 'lengthInMinutes must be an integer number',
  ])
  optional('routing', (v) => [typeof v !== 'object' && NESTED('routing')])
  optional('emailVerificationCode', (v) => [
    typeof v !== 'string' && 'emailVerificationCode must be a string',
  ])
  if (instant)
    check(failures, 'instant', [typeof body.instant !== 'boolean' && 'instant must be a boolean value'])
  const identified =
    !!body.eventTypeId ||
    (!!body.eventTypeSlug && !!body.username) ||
    (!!body.eventTypeSlug && !!body.teamSlug)
  check(failures, 'eventTypeId or eventTypeSlug + username', [
    !identified &&
      'Either eventTypeId or eventTypeSlug + username or eventTypeSlug + teamSlug must be provided',
  ])
  return failures.length ? formatFailures(failures) : null
}
