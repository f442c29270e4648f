/** The booked call as an event of an iCalendar file (RFC 5545), made in the browser. */
export interface CalendarEvent {
  uid: string
  start: string
  end: string
  title: string
  description: string
  /** When the file is made: its DTSTAMP. */
  now: number
}

/** A UTC date-time as iCalendar writes it: 20261201T140000Z. */
const utc = (instant: string | number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped (§3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** A content line folded at 75 octets, as §3.1 asks, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (encoder.encode(current + character).length > limit) {
      parts.push(current)
      current = ''
    }
    current += character
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The file's text: one VEVENT, its lines ended with CRLF. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Studio site//Free call//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}@cal.com`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
