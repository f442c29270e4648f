// The studio's one event type and its opening hours: 30-minute calls, weekdays 9:00–17:00 in the
// studio's time zone, one every 30 minutes. Which times are free, and why a booking cannot be made.
import { MESSAGES } from './http.mjs'
import { zonedParts, zonedTimeToInstant } from './zones.mjs'

/** The event type's length, in minutes. */
export const SLOT_MINUTES = 30

/** @typedef {{ start: number, end: number }} Busy a taken interval, in epoch milliseconds */

const MINUTE = 60_000
const DAY = 86_400_000
/** Opening hours, in minutes after midnight studio time. */
const OPENS = 9 * 60
const CLOSES = 17 * 60
/** Monday to Friday (Date's getUTCDay). */
const WORK_DAYS = [1, 2, 3, 4, 5]
/** Slots are looked for at most this far ahead, so that a range of centuries stays cheap. */
const HORIZON = 5 * 366 * DAY

/**
 * @typedef {object} SlotsRange
 * @property {number} from the first instant a slot may start at
 * @property {number} to the last instant a slot may start at
 * @property {number} now
 * @property {string} timeZone the studio's
 * @property {Busy[]} [busy] taken intervals
 * @property {number} [length] each slot's minutes; default SLOT_MINUTES
 */

/**
 * The free slots' starts, in order: every `length` minutes from 9:00 while the slot ends by 17:00
 * (studio time) on weekdays, from `from` to `to`, at least a minute after `now` (Cal.com's
 * getStartTime with no minimum notice), not overlapping anything busy.
 * @param {SlotsRange} range
 * @returns {number[]}
 */
export function freeSlots({ from, to, now, timeZone, busy = [], length = SLOT_MINUTES }) {
  const earliest = Math.max(from, now + MINUTE)
  const last = Math.min(to, now + HORIZON)
  /** @type {number[]} */
  const starts = []
  if (!(length > 0) || earliest > last) return starts
  const first = zonedParts(earliest, timeZone)
  const end = zonedParts(last, timeZone)
  const lastDay = Date.UTC(end.year, end.month - 1, end.day)
  for (let day = Date.UTC(first.year, first.month - 1, first.day); day <= lastDay; day += DAY) {
    const date = new Date(day)
    if (!WORK_DAYS.includes(date.getUTCDay())) continue
    for (let minute = OPENS; minute + length <= CLOSES; minute += length) {
      const start = zonedTimeToInstant(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        minute,
        timeZone,
      )
      const stop = start + length * MINUTE
      if (start < earliest || start > last) continue
      if (busy.some((taken) => start < taken.end && taken.start < stop)) continue
      starts.push(start)
    }
  }
  return starts
}

/**
 * Why a booking from `start` to `end` cannot be made, in Cal.com's words, or null when it can: in
 * the past, outside the opening hours of one weekday, or overlapping a busy time.
 * @param {{ start: number, end: number, now: number, timeZone: string, busy?: Busy[] }} booking
 * @returns {string | null}
 */
export function bookingRefusal({ start, end, now, timeZone, busy = [] }) {
  if (start < now) return MESSAGES.past
  const p = zonedParts(start, timeZone)
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()
  const opens = zonedTimeToInstant(p.year, p.month, p.day, OPENS, timeZone)
  const closes = zonedTimeToInstant(p.year, p.month, p.day, CLOSES, timeZone)
  const open = WORK_DAYS.includes(weekday) && opens <= start && end <= closes
  if (!open || busy.some((taken) => start < taken.end && taken.start < end)) return MESSAGES.taken
  return null
}
