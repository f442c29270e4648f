import { localeOf, type Language } from '../content/languages'
import { unbroken } from '../content/unbroken'

/**
 * Dates and times in a time zone, with the platform's Intl alone, written in the variant of the
 * page's language (es-US: "martes, 1 de diciembre", "9:00 a.m."). A day is its date key,
 * `YYYY-MM-DD`, as Cal.com keys its free times by the day in the zone asked for.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone and options, made once: making one is the costly part. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, made)
  }
  return made
}

/** The parts of `instant` in `timeZone`, as numbers: year, month, day, hour (0–23) and minute. */
function partsIn(instant: number, timeZone: string) {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The day `instant` falls on in `timeZone`. */
export function dateKey(instant: number, timeZone: string): string {
  const { year, month, day } = partsIn(instant, timeZone)
  return `${year}-${pad(month)}-${pad(day)}`
}

/** The day `days` after (or before) the day `key`. */
export function addDays(key: string, days: number): string {
  const date = new Date(`${key}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * A day's pill, in two short lines: "Tuesday" over "Dec 1" ("martes" over "1 dic"); its name stays
 * the whole dayLabel.
 */
export function dayFace(key: string, language: Language): { weekday: string; date: string } {
  const date = new Date(`${key}T12:00:00Z`)
  const locale = localeOf(language)
  return {
    weekday: formatter(locale, { timeZone: 'UTC', weekday: 'long' }).format(date),
    date: formatter(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(date),
  }
}

/** A space no line breaks at: it keeps a date's month with its day. */
const NO_BREAK = '\u00a0'

/**
 * "Tuesday, December 1" ("martes, 1 de diciembre"): a day by its date, in the page's language. A
 * line may break after the weekday, never inside the date ("December 1", "1 de diciembre").
 */
export function dayLabel(key: string, language: Language): string {
  const parts = formatter(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).formatToParts(new Date(`${key}T12:00:00Z`))
  return parts
    .map((part, index) =>
      part.type === 'literal' && parts[index - 1]?.type !== 'weekday'
        ? part.value.replace(/\s/g, NO_BREAK)
        : part.value,
    )
    .join('')
}

/** "9:00 AM" ("9:00 a.m."): the time of `instant` in `timeZone`, on one line. */
export function timeLabel(instant: number, timeZone: string, language: Language): string {
  return unbroken(
    formatter(localeOf(language), { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant),
  )
}

/** The zone's name in the page's language at `instant`: "Central European Standard Time". */
export function zoneName(timeZone: string, language: Language, instant: number): string {
  const name = formatter(localeOf(language), { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  return name ?? timeZone
}

/**
 * A call's time as the studio's CRM keeps it, the same in every language: its day, start and end
 * on the 24-hour clock in `timeZone`, and the zone: "2027-03-10 10:00–10:30 America/New_York".
 */
export function callTimeText(start: number, end: number, timeZone: string): string {
  const from = partsIn(start, timeZone)
  const to = partsIn(end, timeZone)
  const day = `${from.year}-${pad(from.month)}-${pad(from.day)}`
  return `${day} ${pad(from.hour)}:${pad(from.minute)}–${pad(to.hour)}:${pad(to.minute)} ${timeZone}`
}

/** Whether the browser knows `timeZone` by that name (an answer from a server may name any). */
export function isTimeZone(timeZone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone !== ''
  } catch {
    return false
  }
}

/** The browser's own zone; UTC where the browser names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** Every zone the browser knows, for the visitor to choose from, with `current` among them. */
export function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone')
  return known.includes(current) ? known : [current, ...known].sort()
}
