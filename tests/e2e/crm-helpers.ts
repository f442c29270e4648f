import type { Page } from '@playwright/test'
import { formatInZone } from '../../scripts/calendar/zones.mjs'
import type { ErrorType } from '../../scripts/hubspot/errors.mjs'
import { RETRY_DELAY_MS } from '../../src/crm/attempt'
import { STUDIO_NAME } from './contact-helpers'
import { expect, networkSettled, type ConsoleProblems } from './fixtures'
import { SUBMIT_URL, type HubSpotApi, type HubSpotReply } from './hubspot-fake'
import type { Received } from './plausible-fake'

/**
 * The sentence beside the send buttons in the build whose HubSpot form asks consent to process, in
 * each language, as the issue asks it to be shown and sent: word for word.
 */
export const CONSENT = {
  en: `By sending this, you agree that ${STUDIO_NAME} stores and processes your details to reply to you.`,
  es: `Al enviar esto, acepta que ${STUDIO_NAME} guarde y trate sus datos para responderle.`,
}

/** A lead as the studio's CRM must receive it. */
export interface ExpectedLead {
  email: string
  firstname: string
  lastname: string
  message: string
  source: 'contact' | 'plan' | 'quote' | 'check' | 'review-kit' | 'assistant' | 'booking'
}

/** The lead of a message EmailJS accepted: its sender, and its subject and message as sent. */
export function leadOf(payload: unknown, source: ExpectedLead['source']): ExpectedLead {
  const { template_params: sent } = payload as { template_params: Record<string, string> }
  const [firstname = '', ...rest] = (sent.from_name ?? '').split(' ')
  return {
    email: sent.from_email ?? '',
    firstname,
    lastname: rest.join(' '),
    message: `${sent.subject ?? ''}\n\n${sent.message ?? ''}`,
    source,
  }
}

/**
 * Expects the CRM's submissions so far to be one for each lead given, in order: HubSpot's body
 * exactly (the five fields, the time in milliseconds, the page's address and title, the consent in
 * the words the page showed, no hutk, no IP address), posted as JSON to the form's endpoint.
 */
export async function expectSubmissions(
  hubspot: HubSpotApi,
  page: Page,
  leads: ExpectedLead[],
  consent: string,
): Promise<void> {
  await expect.poll(() => hubspot.requests.length).toBe(leads.length)
  const url = new URL(page.url())
  const context = { pageUri: `${url.origin}${url.pathname}`, pageName: await page.title() }
  for (const request of hubspot.requests) {
    expect(request).toMatchObject({ method: 'POST', url: SUBMIT_URL })
    expect(request.headers['content-type']).toBe('application/json')
  }
  expect(hubspot.payloads()).toEqual(
    leads.map(({ email, firstname, lastname, message, source }) => ({
      submittedAt: expect.stringMatching(/^\d{13}$/),
      fields: [
        { name: 'email', value: email },
        { name: 'firstname', value: firstname },
        { name: 'lastname', value: lastname },
        { name: 'message', value: message },
        { name: 'site_lead_source', value: source },
      ],
      context,
      legalConsentOptions: { consent: { consentToProcess: true, text: consent } },
    })),
  )
}

/**
 * A booked call as the studio's CRM keeps it: its day, start and end on the 24-hour clock in the
 * studio's zone, and the zone ("2027-03-10 10:00–10:30 America/New_York").
 */
export function callTime(start: string, end: string, timeZone: string): string {
  // The local calendar's wall clock, "2027-03-10T10:00:00.000-05:00": its date, and its hour and minute.
  const from = formatInZone(Date.parse(start), timeZone)
  const to = formatInZone(Date.parse(end), timeZone)
  return `${from.slice(0, 10)} ${from.slice(11, 16)}–${to.slice(11, 16)} ${timeZone}`
}

/**
 * A fault of HubSpot's that a lead's submission meets, as the test scripts it, and what the page
 * does with it: the reason its console and `CRM Sync` name, and whether it tries once more.
 */
export interface CrmFault {
  reply: HubSpotReply
  reason: string
  retried: boolean
  /** What the browser itself logs of the failed request. */
  browserLog: string
}

const refusal = (errorType: ErrorType): CrmFault => ({
  reply: { refuse: errorType },
  reason: errorType,
  retried: false,
  browserLog: 'status of 400',
})

/** Each fault of the issue: the 400s by errorType, 403, 404; and 429, 500, a lost connection. */
export const CRM_FAULTS = {
  invalidEmail: refusal('INVALID_EMAIL'),
  blockedEmail: refusal('BLOCKED_EMAIL'),
  requiredField: refusal('REQUIRED_FIELD'),
  notInForm: refusal('FIELD_NOT_IN_FORM_DEFINITION'),
  noConsent: refusal('MISSING_PROCESSING_CONSENT'),
  recaptcha: refusal('FORM_HAS_RECAPTCHA_ENABLED'),
  forbidden: { reply: { status: 403 }, reason: '403', retried: false, browserLog: 'status of 403' },
  notFound: { reply: { status: 404 }, reason: '404', retried: false, browserLog: 'status of 404' },
  tooMany: { reply: { status: 429 }, reason: '429', retried: true, browserLog: 'status of 429' },
  serverError: { reply: { status: 500 }, reason: '500', retried: true, browserLog: 'status of 500' },
  lostConnection: {
    reply: { abort: 'connectionfailed' },
    reason: 'network',
    retried: true,
    browserLog: 'net::ERR_CONNECTION_FAILED',
  },
} satisfies Record<string, CrmFault>

/** What the console says of a lead the CRM did not take: its reason, and whether one more try follows. */
export const crmWarning = ({ reason, retried }: CrmFault) =>
  `Lead not sent to the CRM (HubSpot: ${reason})${retried ? '; trying once more in 5 s' : ''}`

/** Scripts `fault` as the CRM's reply to the next lead, and declares what it logs. */
export function scriptCrmFault(hubspot: HubSpotApi, problems: ConsoleProblems, fault: CrmFault): void {
  hubspot.replyNext(fault.reply)
  problems.expectProblem(fault.browserLog)
  problems.expectProblem(crmWarning(fault))
}

/**
 * After a lead met `fault` (the page on Playwright's clock): expects the `Lead` event and `CRM Sync`
 * failed with the fault's reason (one read: they may come together), the console's warning naming
 * it; runs the clock past the retry's delay, and expects exactly one more submission and `CRM Sync`
 * sent for a fault worth retrying, and none for the others.
 */
export async function expectCrmFaultHandled(
  page: Page,
  hubspot: HubSpotApi,
  problems: ConsoleProblems,
  fault: CrmFault,
  { lead, expectSent }: { lead: Received; expectSent: (...events: Received[]) => Promise<void> },
): Promise<void> {
  await expectSent(lead, ['CRM Sync', { outcome: 'failed', reason: fault.reason }])
  expect(problems.entries.map((entry) => entry.text)).toContain(crmWarning(fault))
  // The failure counted, its request is in: the next one would be the retry.
  const before = hubspot.requests.length
  await page.clock.runFor(RETRY_DELAY_MS)
  if (fault.retried) {
    await expect.poll(() => hubspot.requests.length).toBe(before + 1)
    await expectSent(['CRM Sync', { outcome: 'sent' }])
  }
  await networkSettled(page)
  expect(hubspot.requests).toHaveLength(before + (fault.retried ? 1 : 0))
}
