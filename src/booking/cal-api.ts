import type { BookingFault } from '../content/types'
import type { BookingConfig } from '../lib/env'
import { isObject } from '../lib/is-object'
import { addDays, isTimeZone } from './zoned-time'

/** How long the studio's free call lasts, in minutes (its event type on Cal.com). */
export const CALL_MINUTES = 30

/** A request to Cal.com stops with a message after this long (issue: 30 s). */
export const CALENDAR_TIME_LIMIT_MS = 30_000

/** The API versions these requests are written for (Cal.com's `cal-api-version` header). */
const SLOTS_VERSION = '2024-09-04'
const BOOKINGS_VERSION = '2024-08-13'

/** Why a request failed: a fault, or (booking only) the time was taken meanwhile. */
export class CalendarError extends Error {
  constructor(
    readonly fault: BookingFault | 'taken',
    detail: string,
  ) {
    super(`Cal.com request failed (${fault}): ${detail}`)
    this.name = 'CalendarError'
  }
}

/** The free times of each day from `from` to `to` (date keys in `timeZone`), as ISO instants. */
export type FreeTimes = Record<string, string[]>

export interface CallRequest {
  start: string
  name: string
  email: string
  notes: string
  timeZone: string
  language: string
}

export interface BookedCall {
  uid: string
  start: string
  end: string
  /** The studio's zone, its host's on Cal.com; the visitor's when the answer names none. */
  hostTimeZone: string
}

/** The fault an HTTP status stands for; a 400 on a booking means the time is no longer free. */
function faultOf(status: number, booking: boolean): BookingFault | 'taken' {
  if (status === 429) return 'busy'
  if (status === 400 && booking) return 'taken'
  return 'unavailable'
}

/**
 * One request with the page's own time limit: rejects with a CalendarError for a network failure
 * or no answer within CALENDAR_TIME_LIMIT_MS (on the page's timers), and for an error status.
 */
async function request(url: string, init: RequestInit, booking: boolean): Promise<unknown> {
  const controller = new AbortController()
  const limit = window.setTimeout(() => controller.abort(), CALENDAR_TIME_LIMIT_MS)
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, credentials: 'omit' })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw new CalendarError(faultOf(response.status, booking), `HTTP ${response.status}`)
    return body
  } catch (error) {
    if (error instanceof CalendarError) throw error
    throw new CalendarError(controller.signal.aborted ? 'timeout' : 'network', String(error))
  } finally {
    window.clearTimeout(limit)
  }
}

/**
 * The event's free times from day `from` to day `to`, in `timeZone`. Cal.com reads `start` and
 * `end` as UTC days, so the request asks a day more on each side and keeps the days asked for.
 */
export async function fetchFreeTimes(
  settings: BookingConfig,
  { from, to, timeZone }: { from: string; to: string; timeZone: string },
): Promise<FreeTimes> {
  const url = new URL(`${settings.api}/slots`)
  url.search = new URLSearchParams({
    eventTypeSlug: settings.eventTypeSlug,
    username: settings.username,
    start: addDays(from, -1),
    end: addDays(to, 1),
    timeZone,
  }).toString()
  const body = await request(url.href, { headers: { 'cal-api-version': SLOTS_VERSION } }, false)
  const days = isObject(body) && isObject(body.data) ? body.data : {}
  const free: FreeTimes = {}
  for (const [day, slots] of Object.entries(days)) {
    if (day < from || day > to || !Array.isArray(slots)) continue
    const starts = slots.flatMap((slot) =>
      isObject(slot) && typeof slot.start === 'string' && !Number.isNaN(Date.parse(slot.start))
        ? [slot.start]
        : [],
    )
    if (starts.length > 0) free[day] = starts
  }
  return free
}

/**
 * Books the call; the answer's `uid`, `start`, `end` and its host's zone, each checked, or the
 * request's own.
 */
export async function bookCall(settings: BookingConfig, call: CallRequest): Promise<BookedCall> {
  const notes = call.notes.trim()
  const body = await request(
    `${settings.api}/bookings`,
    {
      method: 'POST',
      headers: { 'cal-api-version': BOOKINGS_VERSION, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        start: new Date(call.start).toISOString(),
        eventTypeSlug: settings.eventTypeSlug,
        username: settings.username,
        attendee: {
          name: call.name.trim(),
          email: call.email.trim(),
          timeZone: call.timeZone,
          language: call.language,
        },
        ...(notes ? { bookingFieldsResponses: { notes } } : {}),
      }),
    },
    true,
  )
  const data = isObject(body) && isObject(body.data) ? body.data : {}
  const instant = (value: unknown, fallback: number) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : fallback
  const start = instant(data.start, Date.parse(call.start))
  const host = Array.isArray(data.hosts) && isObject(data.hosts[0]) ? data.hosts[0] : {}
  return {
    hostTimeZone:
      typeof host.timeZone === 'string' && isTimeZone(host.timeZone) ? host.timeZone : call.timeZone,
    uid: typeof data.uid === 'string' && /^[\w-]+$/.test(data.uid) ? data.uid : crypto.randomUUID(),
    start: new Date(start).toISOString(),
    end: new Date(instant(data.end, start + CALL_MINUTES * 60_000)).toISOString(),
  }
}
