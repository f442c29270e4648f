import { afterEach, describe, expect, it } from 'vitest'
import {
  LOCAL_CAL_LINK,
  LOCAL_HUBSPOT_FORM,
  localCalendarTimeZone,
  prepareLocalServices,
} from '../../scripts/local-services.mjs'
import type { Inbox } from '../../scripts/local-inbox.mjs'

// `npm start` and `npm run dev` decide where messages and bookings go from the environment (which
// wins over the .env files, so these tests set every variable they depend on).
const NAMES = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_ORIGIN',
  'VITE_CAL_LINK',
  'VITE_CAL_API',
  'LOCAL_CALENDAR_TIME_ZONE',
  'VITE_PLACES_API_KEY',
  'VITE_PLACES_API',
  'VITE_HUBSPOT_PORTAL_ID',
  'VITE_HUBSPOT_FORM_ID',
  'VITE_HUBSPOT_API',
  'VITE_HUBSPOT_CONSENT',
]
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))
const EMAILJS = {
  VITE_EMAILJS_PUBLIC_KEY: 'key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
  VITE_EMAILJS_ORIGIN: '',
}
/** A Places API key: the review kit searches Google, not the local inbox (tests/node/places.test.ts has that). */
const PLACES = { VITE_PLACES_API_KEY: 'key', VITE_PLACES_API: '' }
/** A HubSpot form: leads go to HubSpot, not the local inbox (below, and tests/node/local-inbox.test.ts). */
const CRM = {
  VITE_HUBSPOT_PORTAL_ID: '24681357',
  VITE_HUBSPOT_FORM_ID: '0c7e3f51-92a4-4d8b-b6e1-5a2f9d3c8e74',
  VITE_HUBSPOT_API: '',
  VITE_HUBSPOT_CONSENT: '',
}
let inbox: Inbox | undefined

afterEach(async () => {
  await inbox?.close()
  inbox = undefined
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('the local calendar’s time zone', () => {
  it('is LOCAL_CALENDAR_TIME_ZONE, as Intl spells it, else this machine’s', () => {
    expect(localCalendarTimeZone('america/new_york')).toBe('America/New_York')
    expect(localCalendarTimeZone('UTC')).toBe('UTC')
    expect(localCalendarTimeZone('')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('refuses what is not an IANA time zone, saying so', () => {
    for (const setting of ['Mars/Base', '+01:00', 'New York']) {
      expect(() => localCalendarTimeZone(setting)).toThrow(
        `LOCAL_CALENDAR_TIME_ZONE must be an IANA time zone such as America/New_York or Europe/Madrid`,
      )
    }
  })
})

describe('the local services', () => {
  it('answer bookings locally when VITE_CAL_LINK is not set, and point the build at them', async () => {
    Object.assign(process.env, EMAILJS, PLACES, CRM, {
      VITE_CAL_LINK: '',
      VITE_CAL_API: '',
      LOCAL_CALENDAR_TIME_ZONE: 'Asia/Tokyo',
    })
    const prepared = await prepareLocalServices(0, { log: () => undefined })
    inbox = prepared.inbox
    if (!inbox) throw new Error('no inbox')
    expect(process.env.VITE_CAL_LINK).toBe(LOCAL_CAL_LINK)
    expect(process.env.VITE_CAL_API).toBe(`${inbox.url}/v2`)
    expect(process.env.VITE_EMAILJS_PUBLIC_KEY).toBe('key')
    expect(prepared.note.split('\n')).toEqual([
      'Messages go to EmailJS at https://api.emailjs.com.',
      `Cal.com is not configured: calls booked on the site arrive in the local inbox at ${inbox.url}/ and in ` +
        'this terminal (weekdays 9:00–17:00 Asia/Tokyo; LOCAL_CALENDAR_TIME_ZONE sets the zone).',
      "The review kit's searches go to the Places API at https://places.googleapis.com/v1.",
      'Leads go to HubSpot at https://api.hsforms.com (docs/crm.md).',
    ])
    // The calendar answers for brightpath/free-call, opening 9:00 in Tokyo (a Monday two weeks on);
    // EmailJS is not stood in for.
    const monday = new Date(Date.now() + 14 * 86_400_000)
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7))
    const day = monday.toISOString().slice(0, 10)
    const query = `username=brightpath&eventTypeSlug=free-call&start=${day}&end=${day}&timeZone=Asia/Tokyo`
    const slots = await fetch(`${process.env.VITE_CAL_API}/slots?${query}`, {
      headers: { 'cal-api-version': '2024-09-04' },
    })
    expect((await slots.json()).data[day]?.at(0)).toEqual({ start: `${day}T09:00:00.000+09:00` })
    expect((await fetch(`${inbox.url}/api/v1.0/email/send`, { method: 'POST', body: '{}' })).status).toBe(404)
  })

  it('start nothing when EmailJS, Cal.com and the Places API are set, and say where bookings go', async () => {
    Object.assign(process.env, EMAILJS, PLACES, CRM, { VITE_CAL_LINK: 'someone/call', VITE_CAL_API: '' })
    const prepared = await prepareLocalServices(0)
    expect(prepared.inbox).toBeUndefined()
    expect(prepared.note.split('\n')[1]).toBe(
      'Bookings go to Cal.com at https://api.cal.com/v2 (someone/call).',
    )
    Object.assign(process.env, { VITE_CAL_API: 'https://cal.example/v2' })
    expect((await prepareLocalServices(0)).note).toContain('Bookings go to Cal.com at https://cal.example/v2')
  })

  it('stand in for EmailJS when only Cal.com is set', async () => {
    const none = { VITE_EMAILJS_PUBLIC_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_TEMPLATE_ID: '' }
    Object.assign(process.env, none, PLACES, CRM, { VITE_CAL_LINK: 'someone/call', VITE_CAL_API: '' })
    const prepared = await prepareLocalServices(0, { log: () => undefined })
    inbox = prepared.inbox
    expect(process.env.VITE_EMAILJS_ORIGIN).toBe(inbox?.url)
    expect(process.env.VITE_CAL_LINK).toBe('someone/call')
    expect((await fetch(`${inbox?.url}/v2/slots`)).status).toBe(404)
  })

  it('keep each lead as a CRM contact when VITE_HUBSPOT_PORTAL_ID is not set, and point the build at it', async () => {
    Object.assign(process.env, EMAILJS, PLACES, CRM, {
      VITE_CAL_LINK: 'someone/call',
      VITE_HUBSPOT_PORTAL_ID: '',
      VITE_HUBSPOT_FORM_ID: '',
      VITE_HUBSPOT_CONSENT: 'process',
    })
    const prepared = await prepareLocalServices(0, { log: () => undefined })
    inbox = prepared.inbox
    if (!inbox) throw new Error('no inbox')
    expect(process.env).toMatchObject({
      VITE_HUBSPOT_PORTAL_ID: LOCAL_HUBSPOT_FORM.portalId,
      VITE_HUBSPOT_FORM_ID: LOCAL_HUBSPOT_FORM.formId,
      VITE_HUBSPOT_API: inbox.url,
    })
    expect(prepared.note.split('\n')[3]).toBe(
      `HubSpot is not configured: each lead (a message sent, a call booked) arrives in the local inbox's ` +
        `CRM contacts at ${inbox.url}/ and in this terminal, as HubSpot would take it.`,
    )
    // Its form asks the consent VITE_HUBSPOT_CONSENT names, as the studio's would.
    const url = `${inbox.url}/submissions/v3/integration/submit/${LOCAL_HUBSPOT_FORM.portalId}/${LOCAL_HUBSPOT_FORM.formId}`
    const fields = [{ name: 'email', value: 'ana@casaverde.com' }]
    const refused = await fetch(url, { method: 'POST', body: JSON.stringify({ fields }) })
    expect((await refused.json()).errors).toEqual([
      expect.objectContaining({ errorType: 'MISSING_PROCESSING_CONSENT' }),
    ])
    const legalConsentOptions = { consent: { consentToProcess: true, text: 'By sending this, you agree.' } }
    expect(
      (await fetch(url, { method: 'POST', body: JSON.stringify({ fields, legalConsentOptions }) })).status,
    ).toBe(200)
    expect(inbox.contacts).toHaveLength(1)
  })

  it('refuse a bad LOCAL_CALENDAR_TIME_ZONE before starting anything', async () => {
    Object.assign(process.env, EMAILJS, PLACES, CRM, {
      VITE_CAL_LINK: '',
      LOCAL_CALENDAR_TIME_ZONE: 'Mars/Base',
    })
    await expect(prepareLocalServices(0)).rejects.toThrow(
      'LOCAL_CALENDAR_TIME_ZONE must be an IANA time zone',
    )
  })
})
