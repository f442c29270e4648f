import type { BrowserContext, Route } from '@playwright/test'
import { beforeEach, describe, expect, it } from 'vitest'
import { CalendarApi, E2E_CAL_LINK, HOSTILE_MARKUP } from '../e2e/calendar-fake'
import { DEFAULT_CAL_API } from '../../scripts/settings.mjs'

// The browser tests' fake of Cal.com's API (tests/e2e/calendar-fake.ts), driven here through a
// stand-in of Playwright's context and routes: what it records and how it answers each scripted reply.

interface Outcome {
  fulfilled?: { status: number; headers: Record<string, string>; body: string }
  aborted?: string
}

/** A route for one request, which keeps what the fake did with it. */
function route(method: string, url: string, headers: Record<string, string> = {}, body?: unknown) {
  const outcome: Outcome = {}
  const stub = {
    request: () => ({
      method: () => method,
      url: () => url,
      headers: () => headers,
      postData: () => (body === undefined ? null : JSON.stringify(body)),
    }),
    fulfill: async (reply: Outcome['fulfilled']) => void (outcome.fulfilled = reply),
    abort: async (code: string) => void (outcome.aborted = code),
  }
  return { route: stub as unknown as Route, outcome }
}

const [username, eventTypeSlug] = E2E_CAL_LINK.split('/')
const SLOTS_URL = `${DEFAULT_CAL_API}/slots?username=${username}&eventTypeSlug=${eventTypeSlug}&start=2026-11-01&end=2026-11-03&timeZone=Europe/Madrid`
const booking = (start: string) => ({
  start,
  eventTypeSlug,
  username,
  attendee: { name: 'Ana', email: 'ana@example.com', timeZone: 'Europe/Madrid', language: 'es' },
  bookingFieldsResponses: { notes: 'Hello' },
})

describe('the browser tests’ fake of Cal.com', () => {
  let api: CalendarApi
  let handle: (route: Route) => Promise<void>
  let matches: (url: URL) => boolean

  beforeEach(async () => {
    api = new CalendarApi()
    api.setNow(new Date('2026-10-28T12:00:00Z'))
    const context = {
      route: async (match: (url: URL) => boolean, handler: (route: Route) => Promise<void>) => {
        matches = match
        handle = handler
      },
    }
    await api.listen(context as unknown as BrowserContext)
  })

  /** Sends one request through the fake and waits for what it did. */
  async function send(method: string, url: string, headers: Record<string, string> = {}, body?: unknown) {
    const { route: stub, outcome } = route(method, url, headers, body)
    await handle(stub)
    return outcome
  }
  const getSlots = () => send('GET', SLOTS_URL, { 'cal-api-version': '2024-09-04' })
  const post = (start: string) =>
    send(
      'POST',
      `${DEFAULT_CAL_API}/bookings`,
      { 'cal-api-version': '2024-08-13', 'content-type': 'application/json' },
      booking(start),
    )
  const starts = (outcome: Outcome) =>
    (JSON.parse(outcome.fulfilled?.body ?? '{}').data['2026-11-02'] as { start: string }[]).map(
      (s) => s.start,
    )

  it('routes Cal.com’s API only, and answers the real slots and booking with api.cal.com’s headers', async () => {
    expect(matches(new URL(SLOTS_URL))).toBe(true)
    expect(matches(new URL('https://cal.com/brightpath/free-call'))).toBe(false)
    const slots = await getSlots()
    expect(slots.fulfilled?.status).toBe(200)
    expect(slots.fulfilled?.headers).toMatchObject({
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'application/json; charset=utf-8',
    })
    expect(starts(slots).at(0)).toBe('2026-11-02T15:00:00.000+01:00')
    const booked = await post('2026-11-02T14:00:00.000Z')
    expect(booked.fulfilled?.status).toBe(201)
    const { data } = JSON.parse(booked.fulfilled?.body ?? '{}')
    expect(api.booked).toEqual([data])
    expect(data).toMatchObject({ title: 'Free call between Brightpath Studio and Ana', description: 'Hello' })
    expect(starts(await getSlots())).not.toContain('2026-11-02T15:00:00.000+01:00')
    // Each endpoint records its own requests, with the parsed URL.
    expect(api.slots.requests.map((request) => request.url.searchParams.get('timeZone'))).toEqual([
      'Europe/Madrid',
      'Europe/Madrid',
    ])
    expect(api.bookings.payloads()).toEqual([booking('2026-11-02T14:00:00.000Z')])
  })

  it('answers a preflight like api.cal.com without recording it', async () => {
    const outcome = await send('OPTIONS', `${DEFAULT_CAL_API}/bookings`)
    expect(outcome.fulfilled?.status).toBe(204)
    expect(outcome.fulfilled?.headers['Access-Control-Allow-Headers']).toContain('cal-api-version')
    expect(api.bookings.requests).toEqual([])
  })

  it('refuses a time another visitor took meanwhile with Cal.com’s 400', async () => {
    api.take('2026-11-02T14:00:00.000Z')
    expect(starts(await getSlots())).not.toContain('2026-11-02T15:00:00.000+01:00')
    const refused = await post('2026-11-02T14:00:00.000Z')
    expect(refused.fulfilled?.status).toBe(400)
    expect(JSON.parse(refused.fulfilled?.body ?? '{}').error.code).toBe('BadRequestException')
    expect(api.booked).toEqual([])
    expect(() => api.take('soon')).toThrow('take() needs an ISO start')
  })

  it('answers the scripted failures: 429, 500, a dropped connection, no reply, a held reply', async () => {
    api.slots.replyNext({ error: 'throttled' })
    api.slots.replyNext({ error: 'server' })
    api.slots.replyNext({ abort: 'connectionreset' })
    const throttled = await getSlots()
    expect(throttled.fulfilled?.status).toBe(429)
    expect(JSON.parse(throttled.fulfilled?.body ?? '{}').error.code).toBe('ThrottlerException')
    const failed = await getSlots()
    expect([failed.fulfilled?.status, JSON.parse(failed.fulfilled?.body ?? '{}')]).toEqual([
      500,
      { statusCode: 500, message: 'Internal server error' },
    ])
    expect((await getSlots()).aborted).toBe('connectionreset')
    api.bookings.replyNext({ hang: true })
    expect(await post('2026-11-02T14:00:00.000Z')).toEqual({})
    // A held booking is made when it is released, not before.
    const held = api.bookings.holdNext()
    const pending = post('2026-11-02T14:00:00.000Z')
    await Promise.resolve()
    expect(api.booked).toEqual([])
    held.release()
    expect((await pending).fulfilled?.status).toBe(201)
    expect(api.booked).toHaveLength(1)
    expect(api.bookings.requests).toHaveLength(2)
  })

  it('puts hostile markup in the strings a page shows, and none in times, zones or ids', async () => {
    api.bookings.replyNext({ markup: true })
    const { data } = JSON.parse((await post('2026-11-02T14:00:00.000Z')).fulfilled?.body ?? '{}')
    expect(api.booked).toEqual([data])
    for (const text of [data.title, data.description, data.attendees[0].name, data.hosts[0].name]) {
      expect(text).toContain(HOSTILE_MARKUP)
    }
    // An address stays one, with the markup in its fragment.
    expect(URL.canParse(data.location)).toBe(true)
    expect(data.location).toMatch(/^https:\/\/app\.cal\.com\/video\/\w+#.*<img/)
    expect(data).toMatchObject({
      start: '2026-11-02T14:00:00.000Z',
      end: '2026-11-02T14:30:00.000Z',
      status: 'accepted',
      eventType: { id: 1, slug: 'free-call' },
      attendees: [{ timeZone: 'Europe/Madrid', language: 'es' }],
    })
    api.slots.replyNext({ markup: true })
    expect(starts(await getSlots()).at(0)).toBe('2026-11-02T15:30:00.000+01:00')
  })
})
