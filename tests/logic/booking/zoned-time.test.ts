import { describe, expect, it } from 'vitest'
import { addDays, dateKey, dayLabel, timeLabel, timeZones, zoneName } from '../../../src/booking/zoned-time'

const EN = { am: 'AM', pm: 'PM' }
const ES = { am: 'a.m.', pm: 'p.m.' }
/** The no-break space that keeps a date's parts and a time's AM or PM on one line. */
const NBSP = '\u00a0'

describe('zoned time', () => {
  it('names a day by its date in the page’s language, its date never split across two lines', () => {
    expect(dayLabel('2026-12-01', 'en')).toBe(`Tuesday, December${NBSP}1`)
    expect(dayLabel('2026-12-01', 'es')).toBe(`martes, 1${NBSP}de${NBSP}diciembre`)
  })

  it('writes a time in the visitor’s zone with the language’s words for AM and PM, never split from them', () => {
    const nineInNewYork = Date.parse('2026-12-01T14:00:00Z')
    expect(timeLabel(nineInNewYork, 'America/New_York', EN)).toBe(`9:00${NBSP}AM`)
    expect(timeLabel(nineInNewYork, 'Europe/Madrid', ES)).toBe(`3:00${NBSP}p.m.`)
    expect(timeLabel(Date.parse('2026-12-01T05:30:00Z'), 'America/New_York', EN)).toBe(`12:30${NBSP}AM`)
    expect(timeLabel(Date.parse('2026-12-01T17:00:00Z'), 'America/New_York', EN)).toBe(`12:00${NBSP}PM`)
  })

  it('follows a daylight-saving change: the same New York hour is an hour nearer Madrid after it', () => {
    // New York moves its clocks on Sunday, March 14, 2027; Madrid not until March 28.
    const before = Date.parse('2027-03-12T14:00:00Z') // Friday 9:00 in New York
    const after = Date.parse('2027-03-15T13:00:00Z') // Monday 9:00 in New York
    expect(timeLabel(before, 'America/New_York', EN)).toBe(`9:00${NBSP}AM`)
    expect(timeLabel(after, 'America/New_York', EN)).toBe(`9:00${NBSP}AM`)
    expect(timeLabel(before, 'Europe/Madrid', EN)).toBe(`3:00${NBSP}PM`)
    expect(timeLabel(after, 'Europe/Madrid', EN)).toBe(`2:00${NBSP}PM`)
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
