import type { BookingFault } from '../types'

/** Booking a free call on Cal.com: its button, its dialog and every state of it. */
export const booking = {
  /** The button that opens the dialog, and without script the link to the public booking page. */
  button: 'Book a free call',
  /** Its words below 400 px, a part of the full words (which stay its name). */
  buttonOnPhone: 'Book a free call',
  title: 'Book a free 30-minute call',
  intro: 'Pick a time that suits you. We’ll talk about your business and your site, with no obligation.',
  timeZone: 'Time zone',
  /** Under the time zone: its name, e.g. "Central European Standard Time". */
  timeZoneHint: (name: string) => `Times are shown in ${name}.`,
  days: 'Day',
  times: 'Time',
  earlier: 'Earlier dates',
  later: 'Later dates',
  /** The week pager's words below 400 px, where both keep one row (their full words stay their names). */
  earlierOnPhone: 'Earlier',
  laterOnPhone: 'Later',
  loading: 'Loading free times…',
  noFreeTime: 'There are no free times on these dates. Try later dates, or write to us instead.',
  writeInstead: 'Write to us instead',
  /** The optional field: what the visitor wants to talk about. */
  notes: 'What would you like to talk about? (optional)',
  confirm: 'Confirm booking',
  booking: 'Booking…',
  /** The free times could not be loaded, by cause; then Try again and the public page. */
  loadFaults: {
    busy: 'The calendar is busy right now and could not show the free times.',
    unavailable: 'The calendar is not answering properly right now, so the free times could not be shown.',
    network: 'The free times could not be loaded: your connection seems to be down.',
    timeout: 'The calendar took longer than 30 seconds to answer, so the free times are not shown.',
  } satisfies Record<BookingFault, string>,
  tryAgain: 'Try again',
  publicPage: 'Or book on our Cal.com page (opens in a new tab)',
  /** The booking was not made, by cause; what the visitor typed and chose is still there. */
  bookFaults: {
    busy: 'The calendar is busy right now, so your call is not booked yet. Please confirm again in a moment.',
    unavailable: 'The calendar could not book your call just now. Please confirm again in a moment.',
    network:
      'Your call is not booked: your connection seems to be down. Please confirm again once it is back.',
    timeout:
      'The calendar took longer than 30 seconds to answer, so your call is not booked. Please confirm again.',
  } satisfies Record<BookingFault, string>,
  taken: 'Sorry, that time was taken a moment ago. Here are the times still free: please pick another.',
  /** The confirmation: the day and time in the visitor's zone. */
  booked: (when: string) => `Your call is booked for ${when}.`,
  /** "Tuesday, December 1, 9:00 AM (Central European Standard Time)". */
  when: (day: string, time: string, zone: string) => `${day}, ${time} (${zone})`,
  emailed: (email: string) => `Cal.com is emailing the meeting link and the details to ${email}.`,
  addToCalendar: 'Add to calendar',
  /** The calendar file's event, and its file name (without .ics). */
  eventTitle: (studio: string) => `Free 30-minute call with ${studio}`,
  fileName: 'free-call',
}
