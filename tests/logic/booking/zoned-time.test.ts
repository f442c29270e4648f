import { describe, expect, it } from 'vitest'
import { addDays, dateKey, dayLabel, timeLabel, timeZones, zoneName } from '../../../src/booking/zoned-time'

/** The no-break space that keeps a date's parts, and a time with its AM or PM, on one line. */
const NBSP = '\u00a0'
/** A time as the page writes it: its space a no-break space, so that it never splits across lines. */
const onOneLine = (time: string) => time.replace(' ', NBSP)

describe('zoned time', () => {
  it('names a day by its date in the page’s language, its date never split across two lines', () => {
    expect(dayLabel('2026-12-01', 'en')).toBe(`Tuesday, December${NBSP}1`)
    expect(dayLabel('2026-12-01', 'es')).toBe(`martes, 1${NBSP}de${NBSP}diciembre`)
  })

  it('writes a time in the visitor’s zone as the page’s variant does (es-US: "3:00 p.m."), on one line', () => {
    const nineInNewYork = Date.parse('2026-12-01T14:00:00Z')
    expect(timeLabel(nineInNewYork, 'America/New_York', 'en')).toBe(onOneLine('9:00 AM'))
    expect(timeLabel(nineInNewYork, 'Europe/Madrid', 'es')).toBe(onOneLine('3:00 p.m.'))
    expect(timeLabel(Date.parse('2026-12-01T05:30:00Z'), 'America/New_York', 'en')).toBe(
      onOneLine('12:30 AM'),
    )
    expect(timeLabel(Date.parse('2026-12-01T17:00:00Z'), 'America/New_York', 'en')).toBe(
      onOneLine('12:00 PM'),
    )
  })

  it('follows a daylight-saving change: the same New York hour is an hour nearer Madrid after it', () => {
    // New York moves its clocks on Sunday, March 14, 2027; Madrid not until March 28.
    const before = Date.parse('2027-03-12T14:00:00Z') // Friday 9:00 in New York
    const after = Date.parse('2027-03-15T13:00:00Z') // Monday 9:00 in New York
    expect(timeLabel(before, 'America/New_York', 'en')).toBe(onOneLine('9:00 AM'))
    expect(timeLabel(after, 'America/New_York', 'en')).toBe(onOneLine('9:00 AM'))
    expect(timeLabel(before, 'Europe/Madrid', 'en')).toBe(onOneLine('3:00 PM'))
    expect(timeLabel(after, 'Europe/Madrid', 'en')).toBe(onOneLine('2:00 PM'))
  })

  it('keys an instant by the day it falls on in the zone', () => {
    const instant = Date.parse('2026-12-02T03:00:00Z')
    expect(dateKey(instant, 'America/Los_Angeles')).toBe('2026-12-01')
    expect(dateKey(instant, 'Asia/Tokyo')).toBe('2026-12-02')
  })

  it('counts days across months, years and clock changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14')
  })

  it('names a zone in the page’s language, and offers every zone with the current one among them', () => {
    const winter = Date.parse('2026-12-01T12:00:00Z')
    expect(zoneName('Europe/Madrid', 'en', winter)).toBe('Central European Standard Time')
    expect(zoneName('America/Mexico_City', 'es', winter)).toBe('hora estándar central')
    expect(timeZones('Europe/Madrid')).toContain('Europe/Madrid')
    expect(timeZones('Etc/Unknown_Test')).toContain('Etc/Unknown_Test')
  })
})
