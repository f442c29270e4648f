import { describe, expect, it } from 'vitest'
import { calendarFile } from '../../../src/booking/calendar-file'

const event = {
  uid: 'bk7Qx2',
  start: '2026-12-01T14:00:00.000Z',
  end: '2026-12-01T14:30:00.000Z',
  title: 'Free 30-minute call with Brightpath Studio',
  description: 'Cal.com is emailing the meeting link, and the details; to ana@example.com.\nSee you',
  now: Date.parse('2026-11-28T10:00:00Z'),
}

describe('calendarFile', () => {
  it('writes one event in UTC, each line ended with CRLF (RFC 5545)', () => {
    const file = calendarFile(event)
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = file.replace(/\r\n /g, '').split('\r\n')
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0'])
    expect(lines).toContain('UID:bk7Qx2@cal.com')
    expect(lines).toContain('DTSTAMP:20261128T100000Z')
    expect(lines).toContain('DTSTART:20261201T140000Z')
    expect(lines).toContain('DTEND:20261201T143000Z')
    expect(lines).toContain('SUMMARY:Free 30-minute call with Brightpath Studio')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const lines = calendarFile(event).replace(/\r\n /g, '').split('\r\n')
    expect(lines).toContain(
      'DESCRIPTION:Cal.com is emailing the meeting link\\, and the details\\; to ana@example.com.\\nSee you',
    )
  })

  it('folds a line longer than 75 octets without splitting a character', () => {
    const title = 'Llamada gratuita de 30 minutos con Estudio Peña & Núñez — diseño, reservas y reseñas'
    const file = calendarFile({ ...event, title })
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(file.replace(/\r\n /g, '')).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`)
  })
})
