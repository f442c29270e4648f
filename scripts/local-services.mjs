// Decides where the local run's contact form, booking dialog, review kit and leads go, for `npm start`
// and `npm run dev`: the real EmailJS when VITE_EMAILJS_PUBLIC_KEY, _SERVICE_ID and _TEMPLATE_ID are
// all set, the real Cal.com when VITE_CAL_LINK is set, Google's Places API when VITE_PLACES_API_KEY is
// set, HubSpot when VITE_HUBSPOT_PORTAL_ID is set (environment or .env.localhost.local); for what is
// not set, the local inbox started here
// (scripts/local-inbox.mjs), whose calendar opens weekdays 9:00–17:00 in LOCAL_CALENDAR_TIME_ZONE
// (default this machine's), whose Places API finds sample businesses and whose stand-in of HubSpot's
// Forms API keeps each lead as a CRM contact (scripts/hubspot/). Sets process.env so that the
// build or dev server that follows points at the right place.
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { isTimeZone } from './calendar/zones.mjs'
import { PLACES_BASE, startInbox } from './local-inbox.mjs'
import { SAMPLE_SEARCH } from './places/samples.mjs'
import { DEFAULT_CAL_API, DEFAULT_EMAILJS_ORIGIN, DEFAULT_PLACES_API } from './settings.mjs'
import { DEFAULT_HUBSPOT_API } from './hubspot/api.mjs'

const EMAILJS_VARS = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID']
/** The Cal.com event the local calendar answers for when VITE_CAL_LINK is not set. */
export const LOCAL_CAL_LINK = 'brightpath/free-call'
/** The key the build gives the local inbox's Places API when VITE_PLACES_API_KEY is not set (it takes any). */
export const LOCAL_PLACES_KEY = 'local'
/** The HubSpot form the local inbox stands in for when VITE_HUBSPOT_PORTAL_ID is not set: made up. */
export const LOCAL_HUBSPOT_FORM = { portalId: '1234567', formId: '00000000-0000-4000-8000-000000000000' }
const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * The studio's time zone for the local calendar: the IANA name in LOCAL_CALENDAR_TIME_ZONE (as Intl
 * spells it), else this machine's.
 * @param {string | undefined} [setting] default process.env.LOCAL_CALENDAR_TIME_ZONE
 */
export function localCalendarTimeZone(setting = process.env.LOCAL_CALENDAR_TIME_ZONE) {
  const machine = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  if (!setting) return machine()
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(setting) || !isTimeZone(setting)) {
    throw new Error(
      `LOCAL_CALENDAR_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/Madrid ` +
        `(unset: this machine's, ${machine()}): "${setting}"`,
    )
  }
  return new Intl.DateTimeFormat('en-US', { timeZone: setting }).resolvedOptions().timeZone
}

/**
 * Starts the local inbox if EmailJS, Cal.com, the Places API or HubSpot is not configured, and says
 * where messages, bookings, the review kit's searches and leads go (four lines, for the terminal).
 * @param {number} inboxPort the inbox's port (0: a free one)
 * @param {{ log?: (line: string) => void }} [options] `log` receives each message and booking; default console.log
 * @returns {Promise<{ note: string, inbox: import('./local-inbox.mjs').Inbox | undefined }>}
 */
export async function prepareLocalServices(inboxPort, { log } = {}) {
  const env = loadEnv('localhost', root, 'VITE_')
  const missing = EMAILJS_VARS.filter((name) => !env[name])
  if (missing.length > 0 && missing.length < EMAILJS_VARS.length) {
    throw new Error(
      `To send through EmailJS set all of ${EMAILJS_VARS.join(', ')}; missing: ${missing.join(', ')}`,
    )
  }
  const localEmail = missing.length > 0
  const localCalendar = !env.VITE_CAL_LINK
  const localPlaces = !env.VITE_PLACES_API_KEY
  const localCrm = !env.VITE_HUBSPOT_PORTAL_ID
  // A local form asks the consent VITE_HUBSPOT_CONSENT names, as the studio's HubSpot form would.
  const consent = env.VITE_HUBSPOT_CONSENT === 'process' ? 'process' : 'none'
  const timeZone = localCalendar ? localCalendarTimeZone() : ''
  const [username = '', eventTypeSlug = ''] = LOCAL_CAL_LINK.split('/')
  const inbox =
    localEmail || localCalendar || localPlaces || localCrm
      ? await startInbox({
          port: inboxPort,
          ...(log ? { log } : {}),
          email: localEmail,
          calendar: localCalendar
            ? {
                timeZone,
                username,
                eventTypeSlug,
                title: 'Free call',
                host: {
                  name: env.VITE_STUDIO_NAME || 'Studio',
                  email: env.VITE_CONTACT_EMAIL || 'studio@example.com',
                },
              }
            : undefined,
          places: localPlaces,
          crm: localCrm ? { ...LOCAL_HUBSPOT_FORM, consent } : undefined,
        })
      : undefined
  const notes = []
  if (inbox && localEmail) {
    Object.assign(process.env, {
      VITE_EMAILJS_PUBLIC_KEY: 'local-public-key',
      VITE_EMAILJS_SERVICE_ID: 'local_service',
      VITE_EMAILJS_TEMPLATE_ID: 'local_template',
      VITE_EMAILJS_ORIGIN: inbox.url,
    })
    notes.push(
      `EmailJS is not configured: messages arrive in the local inbox at ${inbox.url}/ and in this terminal.`,
    )
  } else {
    notes.push(`Messages go to EmailJS at ${env.VITE_EMAILJS_ORIGIN || DEFAULT_EMAILJS_ORIGIN}.`)
  }
  if (inbox && localCalendar) {
    Object.assign(process.env, { VITE_CAL_LINK: LOCAL_CAL_LINK, VITE_CAL_API: `${inbox.url}/v2` })
    notes.push(
      `Cal.com is not configured: calls booked on the site arrive in the local inbox at ${inbox.url}/ and in ` +
        `this terminal (weekdays 9:00–17:00 ${timeZone}; LOCAL_CALENDAR_TIME_ZONE sets the zone).`,
    )
  } else {
    notes.push(`Bookings go to Cal.com at ${env.VITE_CAL_API || DEFAULT_CAL_API} (${env.VITE_CAL_LINK}).`)
  }
  if (inbox && localPlaces) {
    Object.assign(process.env, {
      VITE_PLACES_API_KEY: LOCAL_PLACES_KEY,
      VITE_PLACES_API: inbox.url + PLACES_BASE,
    })
    notes.push(
      `The Places API is not configured: the review kit finds sample businesses on the local inbox ` +
        `(${inbox.url}/ lists them; search for “${SAMPLE_SEARCH}”).`,
    )
  } else {
    notes.push(
      `The review kit's searches go to the Places API at ${env.VITE_PLACES_API || DEFAULT_PLACES_API}.`,
    )
  }
  if (inbox && localCrm) {
    Object.assign(process.env, {
      VITE_HUBSPOT_PORTAL_ID: LOCAL_HUBSPOT_FORM.portalId,
      VITE_HUBSPOT_FORM_ID: LOCAL_HUBSPOT_FORM.formId,
      VITE_HUBSPOT_API: inbox.url,
    })
    notes.push(
      `HubSpot is not configured: each lead (a message sent, a call booked) arrives in the local inbox's ` +
        `CRM contacts at ${inbox.url}/ and in this terminal, as HubSpot would take it.`,
    )
  } else {
    notes.push(`Leads go to HubSpot at ${env.VITE_HUBSPOT_API || DEFAULT_HUBSPOT_API} (docs/crm.md).`)
  }
  return { note: notes.join('\n'), inbox }
}
