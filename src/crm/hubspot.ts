import { sendEvent } from '../analytics/analytics'
import type { CrmSyncProps } from '../analytics/events'
import type { CrmConfig } from '../lib/env'
import { errorTypesOf, failureReason, RETRY_DELAY_MS, worthRetrying, type Attempt } from './attempt'
import { consentSentence } from './consent'
import { submissionBody, type Lead, type SubmissionBody } from './submission'

/**
 * The studio's CRM: each lead goes to HubSpot's Forms API from the visitor's browser, as well as
 * to the studio's inbox. The contact form's and the booking's islands load this with their own
 * code, and call it only in a build with a CRM (`__CRM__`): a build without one carries none of it.
 */

/** Where a form's submissions go: HubSpot's unauthenticated endpoint, made for browsers (CORS). */
export const submitUrl = ({ api, portalId, formId }: CrmConfig) =>
  `${api}/submissions/v3/integration/submit/${portalId}/${formId}`

/**
 * One submission: JSON, without cookies, and `keepalive`, so that a visitor who closes the tab at
 * once does not lose it. Resolves with how it ended; never rejects.
 */
async function submit(url: string, body: SubmissionBody): Promise<Attempt> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      keepalive: true,
    })
    if (response.ok) return { ok: true }
    const answer: unknown = await response.json().catch(() => undefined)
    return { ok: false, status: response.status, errorTypes: errorTypesOf(answer) }
  } catch {
    return { ok: false, status: 'network' }
  }
}

const count = (props: CrmSyncProps) => {
  if (__ANALYTICS__) sendEvent({ name: 'CRM Sync', props })
}

/**
 * Counts and logs how a submission ended: `CRM Sync` sent, or failed with its reason (the console
 * names it too, and says when one more try follows).
 */
function settle(attempt: Attempt, tryingAgain: boolean): void {
  if (attempt.ok) return count({ outcome: 'sent' })
  const reason = failureReason(attempt)
  count({ outcome: 'failed', reason })
  const next = tryingAgain ? `; trying once more in ${RETRY_DELAY_MS / 1000} s` : ''
  console.warn(`Lead not sent to the CRM (HubSpot: ${reason})${next}`)
}

/**
 * Sends a lead to the studio's HubSpot form, once, after the studio's inbox (EmailJS) or calendar
 * (Cal.com) has it: the caller never waits for it, and a fault never shows to the visitor. A 429, a
 * 5xx or a lost connection is tried once more RETRY_DELAY_MS later, while the page is open; a 400,
 * 403 or 404 is not.
 */
export async function sendLead(settings: CrmConfig, lead: Lead): Promise<void> {
  const page = { pageUri: `${location.origin}${location.pathname}`, pageName: document.title }
  const body = submissionBody(lead, page, Date.now(), consentSentence())
  const url = submitUrl(settings)
  const first = await submit(url, body)
  const again = worthRetrying(first)
  settle(first, again)
  if (!again) return
  await new Promise((resolve) => window.setTimeout(resolve, RETRY_DELAY_MS))
  settle(await submit(url, body), false)
}
