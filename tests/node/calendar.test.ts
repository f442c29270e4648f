import { describe, expect, it } from 'vitest'
import {
  BOOKINGS_PATH,
  SLOTS_PATH,
  answer,
  calendarState,
  type CalendarState,
} from '../../scripts/calendar/answers.mjs'
import { freeSlots } from '../../scripts/calendar/availability.mjs'
import { MESSAGES, serverErrorReply, throttledReply } from '../../scripts/calendar/http.mjs'
import { checkBookingBody, checkSlotsQuery } from '../../scripts/calendar/requests.mjs'
import { formatInZone, zonedTimeToInstant } from '../../scripts/calendar/zones.mjs'

// scripts/calendar/ stands in for Cal.com's API v2: slots and bookings in the shapes, envelopes and
// messages of Cal.com's source. Here, its parts without a server; its clock is set by each test.
const STUDIO = 'America/New_York'
const NY = (instant: number) => formatInZone(instant, STUDIO).slice(0, 16)

/** A studio in New York whose clock says `now`. */
const studio = (now: string): CalendarState =>
  calendarState({
    timeZone: STUDIO,
    username: 'studio',
    eventTypeSlug: '30min',
    title: '30 Min Meeting',
    host: { name: 'Studio', email: 'studio@example.com' },
    now: () => new Date(now),
  })

/** The studio-time starts (YYYY-MM-DDTHH:MM) of freeSlots over a UTC range. */
const studioTimes = (from: string, to: string, now: string) =>
  freeSlots({ from: Date.parse(from), to: Date.parse(to), now: Date.parse(now), timeZone: STUDIO }).map(NY)

const SLOTS_HEADERS = { 'cal-api-version': '2024-09-04' }
const BOOKING_HEADERS = { 'cal-api-version': '2024-08-13', 'content-type': 'application/json' }
const ana = { name: 'Ana Ruiz', email: 'ana@example.com', timeZone: 'Europe/Berlin', language: 'es' }

/** GET /v2/slots?`query` answered on `state`: the status and parsed body. */
function getSlots(state: CalendarState, query: string, headers: Record<string, string> = SLOTS_HEADERS) {
  const answered = answer(state, { method: 'GET', url: `${SLOTS_PATH}?${query}`, headers, body: '' })
  return { ...answered, json: JSON.parse(answered.body) }
}

/** POST /v2/bookings answered on `state`. */
function postBooking(state: CalendarState, body: unknown, headers: Record<string, string> = BOOKING_HEADERS) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const answered = answer(state, { method: 'POST', url: BOOKINGS_PATH, headers, body: text })
  return { ...answered, json: JSON.parse(answered.body) }
}

/** Expects Cal.com's error envelope (HttpExceptionFilter) with these values. */
function expectEnvelope(
  answered: { status: number; headers: Record<string, string>; json: unknown },
  status: number,
  code: string,
  message: string,
  path: string,
) {
  expect(answered.status).toBe(status)
  expect(answered.headers['Access-Control-Allow-Origin']).toBe('*')
  expect(answered.json).toEqual({
    status: 'error',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    path,
    error: { code, message, details: { message, error: expect.any(String), statusCode: status } },
  })
}

describe('the free slots', () => {
  it('are every 30 minutes from 9:00 to 16:30 studio time, on weekdays only', () => {
    // Friday 30 October to Monday 2 November 2026.
    const times = studioTimes('2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z', '2026-10-01T00:00:00Z')
    const days = [...new Set(times.map((time) => time.slice(0, 10)))]
    expect(days).toEqual(['2026-10-30', '2026-11-02'])
    for (const day of days) {
      const slots = times.filter((time) => time.startsWith(day))
      expect(slots).toHaveLength(16)
      expect(slots.at(0)?.slice(11)).toBe('09:00')
      expect(slots.at(-1)?.slice(11)).toBe('16:30')
    }
  })

  it('follow the studio’s clock across daylight-saving changes', () => {
    const first = (day: string) =>
      new Date(
        freeSlots({
          from: Date.parse(`${day}T00:00:00Z`),
          to: Date.parse(`${day}T23:59:59Z`),
          now: Date.parse('2026-01-01T00:00:00Z'),
          timeZone: STUDIO,
        })[0] ?? Number.NaN,
      ).toISOString()
    // Clocks go back at 2:00 on Sunday 1 November 2026 and forward on Sunday 8 March 2026.
    expect([first('2026-10-30'), first('2026-11-02')]).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ])
    expect([first('2026-03-06'), first('2026-03-09')]).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ])
    // A time that happens twice is the first; one that never happens moves forward by the gap.
    expect(new Date(zonedTimeToInstant(2026, 11, 1, 90, STUDIO)).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    )
    expect(new Date(zonedTimeToInstant(2026, 3, 8, 150, STUDIO)).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
    // Luxon writes Z only for UTC itself; another zone at offset 0 gets +00:00.
    expect(formatInZone(Date.parse('2026-12-01T10:00:00Z'), 'Europe/London')).toBe(
      '2026-12-01T10:00:00.000+00:00',
    )
    expect(formatInZone(Date.parse('2026-12-01T10:00:00Z'), 'UTC')).toBe('2026-12-01T10:00:00.000Z')
  })

  it('start at least a minute after now and leave out what is busy', () => {
    const now = '2026-10-30T15:10:00Z' // 11:10 in New York
    expect(studioTimes('2026-10-30T00:00:00Z', '2026-10-30T23:59:59Z', now).at(0)).toBe('2026-10-30T11:30')
    // Cal.com's earliest start is now plus the minimum notice, or plus a minute.
    expect(studioTimes('2026-10-30T00:00:00Z', '2026-10-30T23:59:59Z', '2026-10-30T15:29:30Z').at(0)).toBe(
      '2026-10-30T12:00',
    )
    const busy = [{ start: Date.parse('2026-10-30T17:15:00Z'), end: Date.parse('2026-10-30T17:45:00Z') }]
    const times = freeSlots({
      from: Date.parse('2026-10-30T00:00:00Z'),
      to: Date.parse('2026-10-30T23:59:59Z'),
      now: Date.parse(now),
      timeZone: STUDIO,
      busy,
    }).map((start) => NY(start).slice(11))
    expect(times).not.toContain('13:00')
    expect(times).not.toContain('13:30')
    expect(times).toContain('12:30')
    expect(times).toContain('14:00')
  })
})

describe('the request checks', () => {
  it('word a booking body’s refusals as CreateBookingInputPipe does', () => {
    expect(checkBookingBody({})).toBe(
      'start property is wrong,start must be a valid ISO 8601 date string , ' +
        'attendee property is wrong,attendee should not be null or undefined , ' +
        'eventTypeId or eventTypeSlug + username property is wrong,' +
        'Either eventTypeId or eventTypeSlug + username or eventTypeSlug + teamSlug must be provided ',
    )
    const body = { start: '2026-11-02T14:00:00Z', eventTypeSlug: '30min', username: 'studio' }
    expect(checkBookingBody({ ...body, attendee: { name: 'Ana', timeZone: 'Europe/Berlin' } })).toBe(
      'attendee property is wrong, attendee email or phone property is wrong,' +
        'Attendee must have at least one contact method (email or phone number) ',
    )
    expect(
      checkBookingBody({ ...body, attendee: { name: 'Ana', email: 'a@b.co', timeZone: 'Mars/Base' } }),
    ).toBe('attendee property is wrong, timeZone property is wrong,timeZone must be a valid IANA time-zone ')
    // An unknown field is a 400 (forbidNonWhitelisted), e.g. a top-level timeZone.
    expect(
      checkBookingBody({
        ...body,
        timeZone: 'UTC',
        attendee: { name: 'A', email: 'a@b.co', timeZone: 'UTC' },
      }),
    ).toBe('timeZone property is wrong,property timeZone should not exist ')
    expect(
      checkBookingBody({ ...body, attendee: { name: 'A', email: 'a@b.co', timeZone: 'UTC' } }),
    ).toBeNull()
  })

  it('never throw, whatever the body', () => {
    for (const body of [null, [], 'x', 3, { attendee: [] }, { attendee: null, guests: 5, metadata: [] }]) {
      expect(typeof checkBookingBody(body)).toBe('string')
    }
  })

  it('refuse a slots query’s unknown parameter, as GetSlotsInputPipe does', () => {
    const query = 'eventTypeSlug=30min&username=studio&start=2026-11-02&end=2026-11-02'
    expect(checkSlotsQuery(new URLSearchParams(`${query}&_=123`))).toEqual({
      error: '_ property is wrong,property _ should not exist ',
    })
    // The end's 00:00:00 is the day's last second; start and end are read in UTC.
    expect(checkSlotsQuery(new URLSearchParams(query))).toMatchObject({
      query: {
        from: Date.parse('2026-11-02T00:00:00Z'),
        to: Date.parse('2026-11-02T23:59:59Z'),
        format: 'time',
      },
    })
  })
})

describe('the answer', () => {
  it('books on a calendar state and then leaves the time out of the slots', () => {
    const state = studio('2026-10-28T12:00:00Z')
    const slots = () =>
      getSlots(state, 'eventTypeSlug=30min&username=studio&start=2026-10-30&end=2026-10-30').json.data[
        '2026-10-30'
      ] as { start: string }[]
    expect(slots()).toHaveLength(16)
    const booked = postBooking(state, { start: '2026-10-30T13:00:00Z', eventTypeId: 1, attendee: ana })
    expect(booked.status).toBe(201)
    expect(booked.booked).toEqual(booked.json.data)
    expect(state.bookings).toEqual([booked.json.data])
    expect(slots().map((slot) => slot.start)).not.toContain('2026-10-30T13:00:00.000Z')
    expect(slots()).toHaveLength(15)
    // A time taken elsewhere leaves too, and booking it is refused.
    state.taken.push({ start: Date.parse('2026-10-30T14:00:00Z'), end: Date.parse('2026-10-30T14:30:00Z') })
    expect(slots()).toHaveLength(14)
    const refused = postBooking(state, { start: '2026-10-30T14:00:00Z', eventTypeId: 1, attendee: ana })
    expectEnvelope(refused, 400, 'BadRequestException', MESSAGES.taken, BOOKINGS_PATH)
  })

  it('gives each slot its own offset when the visitor’s clocks change in the range', () => {
    const query = 'eventTypeSlug=30min&username=studio&start=2026-10-23&end=2026-11-02&timeZone=Europe/Berlin'
    const data = getSlots(studio('2026-10-01T00:00:00Z'), query).json.data as Record<
      string,
      { start: string }[]
    >
    // Berlin goes back on 25 October, New York on 1 November: a week five hours apart, not six.
    expect(data['2026-10-23']?.at(0)?.start).toBe('2026-10-23T15:00:00.000+02:00')
    expect(data['2026-10-26']?.at(0)?.start).toBe('2026-10-26T14:00:00.000+01:00')
    expect(data['2026-11-02']?.at(0)?.start).toBe('2026-11-02T15:00:00.000+01:00')
    expect(Object.keys(data)).toEqual([
      '2026-10-23',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-11-02',
    ])
  })

  it('lists slots grouped by the visitor’s dates, in the visitor’s offset', () => {
    const query = 'eventTypeSlug=30min&username=studio&start=2026-10-30&end=2026-10-30&timeZone=Asia/Tokyo'
    const { status, headers, json } = getSlots(studio('2026-10-28T12:00:00Z'), query)
    expect(status).toBe(200)
    expect(headers['Content-Type']).toBe('application/json; charset=utf-8')
    expect(json.status).toBe('success')
    // Friday 9:00–16:30 in New York (UTC-4) is 22:00 that day to 5:30 the next in Tokyo (UTC+9).
    expect(Object.keys(json.data)).toEqual(['2026-10-30', '2026-10-31'])
    expect(json.data['2026-10-30'].at(0)).toEqual({ start: '2026-10-30T22:00:00.000+09:00' })
    expect(json.data['2026-10-30']).toHaveLength(4)
    expect(json.data['2026-10-31'].at(-1)).toEqual({ start: '2026-10-31T05:30:00.000+09:00' })
    expect(json.data['2026-10-31']).toHaveLength(12)
  })

  it('answers slots in UTC without a timeZone, and with an end when format=range', () => {
    const query = 'eventTypeSlug=30min&username=studio&start=2026-11-02&end=2026-11-02&format=range'
    expect(getSlots(studio('2026-10-28T12:00:00Z'), query).json.data['2026-11-02'].at(0)).toEqual({
      start: '2026-11-02T14:00:00.000Z',
      end: '2026-11-02T14:30:00.000Z',
    })
  })

  it('answers 404 to slots without cal-api-version 2024-09-04, as api.cal.com does', () => {
    const query = 'eventTypeSlug=30min&username=studio&start=2026-11-02&end=2026-11-02'
    for (const headers of [{}, { 'cal-api-version': '2024-08-13' }] as Record<string, string>[]) {
      expectEnvelope(
        getSlots(studio('2026-10-28T12:00:00Z'), query, headers),
        404,
        'NotFoundException',
        `Cannot GET /api${SLOTS_PATH}?${query}`,
        `${SLOTS_PATH}?${query}`,
      )
    }
  })

  it('refuses a bad slots query with 400 and an unknown studio with 404', () => {
    const state = studio('2026-10-28T12:00:00Z')
    const query = 'eventTypeSlug=30min&username=studio&start=2026-02-30&end=2026-11-02&timeZone=Mars/Base'
    expectEnvelope(
      getSlots(state, query),
      400,
      'BadRequestException',
      'start property is wrong,start must be a valid ISO 8601 date string , ' +
        'timeZone property is wrong,timeZone must be a valid IANA time-zone ',
      `${SLOTS_PATH}?${query}`,
    )
    const bob = 'eventTypeSlug=30min&username=bob&start=2026-11-02&end=2026-11-02'
    expectEnvelope(
      getSlots(state, bob),
      404,
      'NotFoundException',
      'User with username bob not found',
      `${SLOTS_PATH}?${bob}`,
    )
  })

  it('refuses a taken, closed or past time with 400 and Cal.com’s message', () => {
    const state = studio('2026-10-28T12:00:00Z')
    const booking = { eventTypeId: 1, attendee: ana }
    expect(postBooking(state, { ...booking, start: '2026-11-02T15:00:00Z' }).status).toBe(201)
    // Taken (at 15:00 and overlapping it), Saturday, after 17:00.
    for (const start of [
      '2026-11-02T15:00:00Z',
      '2026-11-02T15:15:00Z',
      '2026-10-31T14:00:00Z',
      '2026-11-03T21:45:00Z',
    ]) {
      expectEnvelope(
        postBooking(state, { ...booking, start }),
        400,
        'BadRequestException',
        MESSAGES.taken,
        BOOKINGS_PATH,
      )
    }
    expectEnvelope(
      postBooking(state, { ...booking, start: '2026-10-27T14:00:00Z' }),
      400,
      'BadRequestException',
      'Attempting to book a meeting in the past.',
      BOOKINGS_PATH,
    )
    expect(state.bookings).toHaveLength(1)
  })

  it('refuses a body without start, attendee or email, or with an unknown field, with 400 in the envelope', () => {
    const state = studio('2026-10-28T12:00:00Z')
    const valid = { start: '2026-11-04T15:00:00Z', eventTypeId: 1, attendee: ana }
    const refusals = [
      [{ ...valid, start: undefined }, 'start property is wrong,start must be a valid ISO 8601 date string '],
      [
        { ...valid, attendee: undefined },
        'attendee property is wrong,attendee should not be null or undefined ',
      ],
      [
        { ...valid, attendee: { name: 'Ana', timeZone: 'UTC' } },
        'attendee property is wrong, attendee email or phone property is wrong,' +
          'Attendee must have at least one contact method (email or phone number) ',
      ],
      [{ ...valid, notes: 'Hi' }, 'notes property is wrong,property notes should not exist '],
    ] as const
    for (const [body, message] of refusals) {
      expectEnvelope(postBooking(state, body), 400, 'BadRequestException', message, BOOKINGS_PATH)
    }
    expect(state.bookings).toEqual([])
  })

  it('answers bad JSON with 400, as Nest maps the parser’s SyntaxError, and a huge body with 413', () => {
    const state = studio('2026-10-28T12:00:00Z')
    const bad = postBooking(state, '{"start": ')
    expect(bad.status).toBe(400)
    expect(bad.json.error.code).toBe('BadRequestException')
    expect(bad.json.error.message).toMatch(/JSON/)
    expect(postBooking(state, 'x'.repeat(200_000)).json).toEqual({
      statusCode: 413,
      message: 'request entity too large',
    })
  })

  it('answers an unknown path or method with 404 in the envelope', () => {
    const state = studio('2026-10-28T12:00:00Z')
    const nope = answer(state, { method: 'GET', url: '/v2/nope', headers: {}, body: '' })
    expectEnvelope(
      { ...nope, json: JSON.parse(nope.body) },
      404,
      'NotFoundException',
      'Cannot GET /api/v2/nope',
      '/v2/nope',
    )
    const del = answer(state, { method: 'DELETE', url: BOOKINGS_PATH, headers: BOOKING_HEADERS, body: '' })
    expectEnvelope(
      { ...del, json: JSON.parse(del.body) },
      404,
      'NotFoundException',
      `Cannot DELETE /api${BOOKINGS_PATH}`,
      BOOKINGS_PATH,
    )
  })

  it('has the rate limit’s 429 and the plain 500 for the tests’ scripted failures', () => {
    const throttled = throttledReply(BOOKINGS_PATH)
    expect(throttled.status).toBe(429)
    expect(throttled.headers['Access-Control-Allow-Origin']).toBe('*')
    expect(JSON.parse(throttled.body)).toMatchObject({
      status: 'error',
      path: BOOKINGS_PATH,
      error: { code: 'ThrottlerException', message: MESSAGES.throttled, details: MESSAGES.throttled },
    })
    const failed = serverErrorReply()
    expect([failed.status, JSON.parse(failed.body)]).toEqual([
      500,
      { statusCode: 500, message: 'Internal server error' },
    ])
  })
})
