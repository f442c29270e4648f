import type { BrowserContext, Route } from '@playwright/test'
import { SLOT_MINUTES } from '../../scripts/calendar/availability.mjs'
import type { Booking } from '../../scripts/calendar/bookings.mjs'
import {
  BOOKINGS_PATH,
  SLOTS_PATH,
  answer,
  calendarState,
  type CalendarState,
} from '../../scripts/calendar/answers.mjs'
import { PREFLIGHT, serverErrorReply, throttledReply, type Answer } from '../../scripts/calendar/http.mjs'
import { DEFAULT_CAL_API } from '../../scripts/settings.mjs'
import { ScriptedReplies } from './scripted-replies'

// A fake of Cal.com's public API v2 at its real address, for the browser tests (CalendarApi below).

export type { Booking }

/** The e2e build's VITE_CAL_LINK, username/event-slug. */
export const E2E_CAL_LINK = 'brightpath/free-call'
/** The studio's time zone: its calendar opens weekdays 9:00–17:00 there. */
export const STUDIO_TIME_ZONE = 'America/New_York'

/** Markup that runs script if a page ever renders it as HTML (an alert, or window.pwned). */
export const HOSTILE_MARKUP = '<img src=x onerror="window.pwned=1;alert(1)"><b>bold</b>'

/** How the fake answers one request. */
export type CalendarReply =
  /** The real answer (the default): the free slots, the booking, or Cal.com's error for the request. */
  | { answer: true }
  /** Cal.com's 429 when its rate limit is hit (ThrottlerException in its error envelope). */
  | { error: 'throttled' }
  /** Nest's plain 500, {"statusCode":500,"message":"Internal server error"}. */
  | { error: 'server' }
  /**
   * The real answer with HOSTILE_MARKUP in every string a page might show: titles, names, emails,
   * notes, locations (addresses keep their address, the markup in their fragment), error messages.
   * Times, time zones, dates, ids, usernames, slugs, statuses and languages stay as they are.
   */
  | { markup: true }
  /** The connection fails without a reply. */
  | { abort: 'internetdisconnected' | 'connectionreset' }
  /** No reply ever comes. */
  | { hang: true }

/** A request as the fake received it. */
export interface CalendarRequest {
  method: string
  url: URL
  /** Names in lower case. */
  headers: Record<string, string>
  body: string
}

const DEFAULT_REPLY: CalendarReply = { answer: true }

/**
 * One of the API's endpoints: the replies the test scripts for it (ScriptedReplies) and every request
 * it received, preflights aside.
 */
export class CalendarEndpoint extends ScriptedReplies<CalendarReply> {
  readonly requests: CalendarRequest[] = []

  constructor() {
    super(DEFAULT_REPLY)
  }

  /** The JSON bodies of the requests, in order. */
  payloads(): unknown[] {
    return this.requests.map((request) => JSON.parse(request.body))
  }

  /** Records a request and gives its reply (CalendarApi calls it for each request). */
  receive(request: CalendarRequest): Promise<CalendarReply> {
    this.requests.push(request)
    return this.nextReply()
  }
}

/** Keys whose strings a page parses rather than shows: left as they are by `{ markup: true }`. */
const PARSED = new Set([
  'status',
  'timestamp',
  'path',
  'code',
  'start',
  'end',
  'createdAt',
  'updatedAt',
  'timeZone',
  'language',
  'uid',
  'icsUid',
  'slug',
  'username',
])

/** `value` with HOSTILE_MARKUP in each non-empty string a page might show (`key`: the property holding it). */
function hostile(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (value === '' || PARSED.has(key)) return value
    // Addresses stay addresses (new URL() still reads them), with the markup in the fragment.
    if (/^https?:\/\//.test(value)) return `${value}#">${HOSTILE_MARKUP}`
    return `${HOSTILE_MARKUP} ${value} ${HOSTILE_MARKUP}`
  }
  if (Array.isArray(value)) return value.map((item) => hostile(item, key))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, hostile(item, name)]))
  }
  return value
}

/**
 * Cal.com's API v2, faked with `context.route()` at its real address (DEFAULT_CAL_API, which the e2e
 * build asks): GET /v2/slots and POST /v2/bookings record each request on their endpoint and answer
 * as the test scripts it. The real answer, the default, comes from the same stand-in as the local
 * inbox's calendar (scripts/calendar/), in the shapes, envelopes, messages and headers of Cal.com's
 * source, for the e2e build's event (E2E_CAL_LINK) with the studio in New York. Its clock is the
 * machine's until `setNow`; tests that install Playwright's clock set the same time here.
 */
export class CalendarApi {
  readonly slots = new CalendarEndpoint()
  readonly bookings = new CalendarEndpoint()
  private readonly state: CalendarState
  private readonly made: Booking[] = []

  constructor() {
    const [username = '', eventTypeSlug = ''] = E2E_CAL_LINK.split('/')
    this.state = calendarState({
      timeZone: STUDIO_TIME_ZONE,
      username,
      eventTypeSlug,
      title: 'Free call',
      host: { name: 'Brightpath Studio', email: 'hello@brightpath.studio' },
    })
  }

  /** The bookings made so far through the API, as returned (with the markup, if it was scripted). */
  get booked(): readonly Booking[] {
    return this.made
  }

  /** The fake's clock: tests install Playwright's clock at a fixed date and set the same here. */
  setNow(date: Date): void {
    const now = new Date(date)
    this.state.now = () => now
  }

  /** Books a time directly (another visitor took it meanwhile), by its UTC ISO start: it leaves the slots. */
  take(start: string): void {
    const at = Date.parse(start)
    if (Number.isNaN(at))
      throw new Error(`take() needs an ISO start, e.g. 2026-11-02T14:00:00.000Z: "${start}"`)
    this.state.taken.push({ start: at, end: at + SLOT_MINUTES * 60_000 })
  }

  async listen(context: BrowserContext): Promise<void> {
    await context.route(
      (url) => url.href.startsWith(`${DEFAULT_CAL_API}/`),
      (route) => this.answer(route),
    )
  }

  /** Releases every held reply (the test is over). */
  releaseAll(): void {
    this.slots.releaseAll()
    this.bookings.releaseAll()
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request()
    // Playwright answers most preflights itself; any that reaches here gets api.cal.com's answer.
    if (request.method() === 'OPTIONS') {
      return route.fulfill({ status: 204, headers: PREFLIGHT }).catch(() => undefined)
    }
    const url = new URL(request.url())
    // The path and query as api.cal.com receives them: /v2/slots?…
    const path = `${url.pathname}${url.search}`
    const pathname = url.pathname.replace(/\/+$/, '')
    const endpoint =
      pathname === SLOTS_PATH ? this.slots : pathname === BOOKINGS_PATH ? this.bookings : undefined
    const recorded = {
      method: request.method(),
      url,
      headers: request.headers(),
      body: request.postData() ?? '',
    }
    const reply = endpoint ? await endpoint.receive(recorded) : DEFAULT_REPLY
    if ('hang' in reply) return
    if ('abort' in reply) return route.abort(reply.abort).catch(() => undefined)
    const answered = this.reply(reply, { ...recorded, url: path })
    await route
      .fulfill({ status: answered.status, headers: answered.headers, body: answered.body })
      // The page may be gone (a reload, the end of the test) while a reply was held.
      .catch(() => undefined)
  }

  /** The answer a reply stands for; a booking it makes is recorded as returned. */
  private reply(
    reply: Exclude<CalendarReply, { hang: true } | { abort: string }>,
    request: { method: string; url: string; headers: Record<string, string>; body: string },
  ): Answer {
    if ('error' in reply)
      return reply.error === 'throttled' ? throttledReply(request.url) : serverErrorReply()
    const answered = answer(this.state, request)
    if (!('markup' in reply)) {
      if (answered.booked) this.made.push(answered.booked)
      return answered
    }
    const body = hostile(JSON.parse(answered.body))
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined
    if (answered.booked) this.made.push(data as Booking)
    return { ...answered, body: JSON.stringify(body) }
  }
}
