import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RETRY_DELAY_MS } from '../../src/crm/attempt'
import { sendLead, submitUrl } from '../../src/crm/hubspot'
import type { CrmConfig } from '../../src/lib/env'

const SETTINGS: CrmConfig = {
  portalId: '24681357',
  formId: '0c7e3f51-92a4-4d8b-b6e1-5a2f9d3c8e74',
  api: 'https://api.hsforms.com',
  consent: 'none',
}
const LEAD = {
  name: 'Ana Ruiz',
  email: 'ana@casaverde.com',
  message: 'Hi\n\nA menu page',
  source: 'plan',
} as const

/** A JSON answer as HubSpot sends it. */
const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** HubSpot's 400 for `errorType` (the envelope of verbb/formie#535). */
const refused = (errorType: string) =>
  answer(400, {
    status: 'error',
    message: 'The request is not valid',
    correlationId: '0c21d2b1-306e-401e-9aa8-8552d120af21',
    errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType }],
  })

describe('sendLead', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  let fetchMock: ReturnType<typeof vi.fn>

  beforeEach(() => {
    vi.useFakeTimers()
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    warn.mockClear()
  })

  /** Sends the lead with `replies` in turn, runs the page's clock past the retry, and gives the calls. */
  async function send(...replies: (Response | Error)[]) {
    for (const reply of replies) {
      if (reply instanceof Error) fetchMock.mockRejectedValueOnce(reply)
      else fetchMock.mockResolvedValueOnce(reply)
    }
    const sent = sendLead(SETTINGS, LEAD)
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS)
    await sent
    return fetchMock.mock.calls as [string, RequestInit][]
  }

  it('posts JSON to the form’s unauthenticated endpoint, without cookies, and keeps the request alive past the page', async () => {
    const [url, init] =
      (await send(answer(200, { inlineMessage: 'Thanks for submitting the form.' })))[0] ?? []
    expect(url).toBe(
      'https://api.hsforms.com/submissions/v3/integration/submit/24681357/0c7e3f51-92a4-4d8b-b6e1-5a2f9d3c8e74',
    )
    expect(submitUrl(SETTINGS)).toBe(url)
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'omit',
      keepalive: true,
    })
    const body = JSON.parse(String(init?.body))
    expect(body.context).toEqual({
      pageUri: `${location.origin}${location.pathname}`,
      pageName: document.title,
    })
    expect(body.fields).toContainEqual({ name: 'site_lead_source', value: 'plan' })
    expect(body).not.toHaveProperty('legalConsentOptions')
    expect(warn).not.toHaveBeenCalled()
  })

  it('tries a 429, a 500 and a lost connection once more, a few seconds later, with the same body', async () => {
    for (const first of [answer(429), answer(500), new TypeError('Failed to fetch')]) {
      fetchMock.mockClear()
      const calls = await send(first, answer(200))
      expect(calls).toHaveLength(2)
      expect(calls[1]?.[1].body).toBe(calls[0]?.[1].body)
    }
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'Lead not sent to the CRM (HubSpot: 429); trying once more in 5 s',
      'Lead not sent to the CRM (HubSpot: 500); trying once more in 5 s',
      'Lead not sent to the CRM (HubSpot: network); trying once more in 5 s',
    ])
  })

  it('waits the retry out on the page’s clock, and tries once only', async () => {
    fetchMock.mockResolvedValue(answer(503))
    const sent = sendLead(SETTINGS, LEAD)
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS)
    await sent
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenLastCalledWith('Lead not sent to the CRM (HubSpot: 503)')
  })

  it('never tries a 400, a 403 or a 404 again, and names HubSpot’s errorType or the status', async () => {
    for (const reply of [
      refused('INVALID_EMAIL'),
      refused('FORM_HAS_RECAPTCHA_ENABLED'),
      answer(403),
      answer(404),
    ]) {
      fetchMock.mockClear()
      expect(await send(reply)).toHaveLength(1)
    }
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'Lead not sent to the CRM (HubSpot: INVALID_EMAIL)',
      'Lead not sent to the CRM (HubSpot: FORM_HAS_RECAPTCHA_ENABLED)',
      'Lead not sent to the CRM (HubSpot: 403)',
      'Lead not sent to the CRM (HubSpot: 404)',
    ])
  })
})
