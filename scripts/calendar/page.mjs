// How the local inbox shows a booking: a block of text for the terminal and an article for its page
// at GET /, both saying when (in the studio's time zone and the attendee's), who and their notes.
// Everything the visitor typed is escaped on the page and stripped of control characters in the terminal.

import { zonedParts } from './zones.mjs'

/** @typedef {import('./bookings.mjs').Booking} Booking */

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe to put in HTML, as an element's content or a quoted attribute. */
export const escapeHtml = (/** @type {unknown} */ text) =>
  String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/** Text with its control characters but tab and line feed (escape sequences among them) shown as �. */
export const printable = (/** @type {unknown} */ text) =>
  // eslint-disable-next-line no-control-regex
  String(text).replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\ufffd')

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (/** @type {number} */ n) => String(n).padStart(2, '0')

/**
 * A booking's time in a time zone, e.g. "Mon 2 Nov 2026, 10:00–10:30 America/New_York".
 * @param {Booking} booking
 * @param {string} timeZone
 */
function when(booking, timeZone) {
  const start = zonedParts(Date.parse(booking.start), timeZone)
  const end = zonedParts(Date.parse(booking.end), timeZone)
  const weekday = WEEKDAYS[new Date(Date.UTC(start.year, start.month - 1, start.day)).getUTCDay()]
  const day = `${weekday} ${start.day} ${MONTHS[start.month - 1]} ${start.year}`
  return `${day}, ${pad(start.hour)}:${pad(start.minute)}–${pad(end.hour)}:${pad(end.minute)} ${timeZone}`
}

/**
 * The booking's when, who and notes, in words.
 * @param {Booking} booking
 * @param {string} studioTimeZone
 */
function describe(booking, studioTimeZone) {
  const attendee = booking.attendees[0]
  const zone = attendee?.timeZone ?? studioTimeZone
  const notes = booking.bookingFieldsResponses.notes
  return {
    studio: when(booking, studioTimeZone),
    attendee: zone === studioTimeZone ? '' : when(booking, zone),
    who: `${attendee?.name ?? ''} <${attendee?.email || attendee?.phoneNumber || ''}>`,
    notes: typeof notes === 'string' && notes.trim() ? notes : '',
  }
}

/**
 * The block the terminal shows for a new booking.
 * @param {Booking} booking
 * @param {string} studioTimeZone
 */
export function bookingText(booking, studioTimeZone) {
  const { studio, attendee, who, notes } = describe(booking, studioTimeZone)
  return printable(
    `\n📅 New booking: ${booking.title}\n` +
      `When: ${studio}${attendee ? ` (the attendee's ${attendee})` : ''}\n` +
      `Who: ${who}\n` +
      `Notes: ${notes || '(none)'}\n`,
  )
}

/**
 * The booking's article on the inbox page.
 * @param {Booking} booking
 * @param {string} studioTimeZone
 */
export function bookingArticle(booking, studioTimeZone) {
  const { studio, attendee, who, notes } = describe(booking, studioTimeZone)
  return `<article class="booking"><h2>📅 ${escapeHtml(booking.title)}</h2>
<p><b>When:</b> ${escapeHtml(studio)}${attendee ? ` (the attendee's ${escapeHtml(attendee)})` : ''}
· <b>Who:</b> ${escapeHtml(who)} · <b>Booked:</b> <time>${escapeHtml(booking.createdAt)}</time></p>
${notes ? `<pre>${escapeHtml(notes)}</pre>` : '<p>No notes.</p>'}</article>`
}
