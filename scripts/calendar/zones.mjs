// Time-zone arithmetic with Intl alone, daylight-saving changes included: the wall clock of an
// instant in a zone, the instant of a wall-clock time, and instants written as Cal.com writes them.

const MINUTE = 60_000
const DAY = 86_400_000

/** @type {Map<string, Intl.DateTimeFormat>} Intl's formatters by time zone, each made once (the slow part) */
const formatters = new Map()

const pad = (/** @type {number} */ n, width = 2) => String(n).padStart(width, '0')

/**
 * Whether Intl knows the time zone (class-validator's IsTimeZone asks Intl the same way).
 * @param {unknown} timeZone
 * @returns {timeZone is string}
 */
export function isTimeZone(timeZone) {
  if (typeof timeZone !== 'string' || timeZone === '') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/**
 * The wall-clock date and time of an instant in a time zone.
 * @param {number} instant epoch milliseconds
 * @param {string} timeZone
 */
export function zonedParts(instant, timeZone) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  /** @type {Record<string, number>} */
  const parts = {}
  for (const part of formatter.formatToParts(instant)) parts[part.type] = Number(part.value)
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/**
 * The time zone's offset from UTC at an instant, in minutes (-240 for New York in summer).
 * @param {number} instant
 * @param {string} timeZone
 */
function offsetMinutes(instant, timeZone) {
  const p = zonedParts(instant, timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE)
}

/**
 * The instant a wall-clock time happens in a time zone. Of a time that happens twice (when clocks go
 * back) the first; a time that never happens (when clocks go forward) is moved forward by the gap.
 * @param {number} year
 * @param {number} month 1–12
 * @param {number} day
 * @param {number} minuteOfDay minutes after midnight
 * @param {string} timeZone
 */
export function zonedTimeToInstant(year, month, day, minuteOfDay, timeZone) {
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay)
  const before = offsetMinutes(wall - DAY, timeZone)
  const after = offsetMinutes(wall + DAY, timeZone)
  const fits = [before, after]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => instant + offsetMinutes(instant, timeZone) * MINUTE === wall)
  return fits.length ? Math.min(...fits) : wall - before * MINUTE
}

/**
 * An instant as Cal.com writes a slot (Luxon's toISO): milliseconds and the zone's offset, `Z` only
 * for the zone names UTC and GMT.
 * @param {number} instant
 * @param {string | undefined} timeZone undefined: UTC
 */
export function formatInZone(instant, timeZone) {
  if (!timeZone || ['utc', 'gmt'].includes(timeZone.toLowerCase())) return new Date(instant).toISOString()
  const p = zonedParts(instant, timeZone)
  const offset = offsetMinutes(instant, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const millis = pad(((instant % 1000) + 1000) % 1000, 3)
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `.${millis}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

/**
 * The date (YYYY-MM-DD) of an instant in a time zone, as Cal.com keys the slots.
 * @param {number} instant
 * @param {string | undefined} timeZone undefined: UTC (the zone of Cal.com's servers)
 */
export function dateInZone(instant, timeZone) {
  const p = zonedParts(instant, timeZone ?? 'UTC')
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}
