import { describe, expect, it } from 'vitest'
import { errorTypesOf, failureReason, worthRetrying, type Failure } from '../../../src/crm/attempt'
import { contactMessage, splitName, submissionBody, type Lead } from '../../../src/crm/submission'

const LEAD: Lead = {
  name: 'Ana Ruiz Soto',
  email: ' ana@casaverde.com ',
  message: contactMessage('A site for our restaurant', 'Hello!\nWe need a menu page.'),
  source: 'quote',
}
const PAGE = {
  pageUri: 'https://brightpath.studio/es/',
  pageName: 'Brightpath Studio: sitios web que venden',
}
const AT = 1_796_000_000_000

describe('splitName', () => {
  it('splits at the first space: the rest is the last name, one word is the first name alone', () => {
    expect(splitName('Ana Ruiz Soto')).toEqual({ firstname: 'Ana', lastname: 'Ruiz Soto' })
    expect(splitName('  Ana   Ruiz  ')).toEqual({ firstname: 'Ana', lastname: 'Ruiz' })
    expect(splitName('Cher')).toEqual({ firstname: 'Cher', lastname: '' })
    expect(splitName('Jean-Luc Picard')).toEqual({ firstname: 'Jean-Luc', lastname: 'Picard' })
    expect(splitName('')).toEqual({ firstname: '', lastname: '' })
  })
})

describe('submissionBody', () => {
  it('is HubSpot’s submission: the five fields by name, the time in milliseconds, the page, nothing else', () => {
    expect(submissionBody(LEAD, PAGE, AT)).toEqual({
      submittedAt: '1796000000000',
      fields: [
        { name: 'email', value: 'ana@casaverde.com' },
        { name: 'firstname', value: 'Ana' },
        { name: 'lastname', value: 'Ruiz Soto' },
        { name: 'message', value: 'A site for our restaurant\n\nHello!\nWe need a menu page.' },
        { name: 'site_lead_source', value: 'quote' },
      ],
      context: PAGE,
    })
  })

  it('carries no hutk and no IP address, and consent only when the form asks it, in the words given', () => {
    const none = submissionBody(LEAD, PAGE, AT)
    expect(Object.keys(none.context)).toEqual(['pageUri', 'pageName'])
    expect(none).not.toHaveProperty('legalConsentOptions')
    const sentence = 'By sending this, you agree that Brightpath Studio stores and processes your details.'
    expect(submissionBody(LEAD, PAGE, AT, sentence).legalConsentOptions).toEqual({
      consent: { consentToProcess: true, text: sentence },
    })
  })
})

describe('a failed submission', () => {
  const failed = (status: number, errorTypes: string[] = []): Failure => ({ ok: false, status, errorTypes })

  it('is tried once more for a 429, a 5xx or a lost connection; never for a 400, 403 or 404', () => {
    for (const attempt of [
      failed(429),
      failed(500),
      failed(502),
      failed(503),
      { ok: false, status: 'network' } as const,
    ])
      expect(worthRetrying(attempt)).toBe(true)
    for (const attempt of [failed(400, ['INVALID_EMAIL']), failed(403), failed(404), { ok: true } as const])
      expect(worthRetrying(attempt)).toBe(false)
  })

  it('is named by HubSpot’s errorType, else its status, else network', () => {
    expect(failureReason(failed(400, ['REQUIRED_FIELD', 'INVALID_EMAIL']))).toBe('REQUIRED_FIELD')
    expect(failureReason(failed(400))).toBe('400')
    expect(failureReason(failed(429))).toBe('429')
    expect(failureReason({ ok: false, status: 'network' })).toBe('network')
  })

  it('reads HubSpot’s errorTypes from its error body, and nothing that is not one', () => {
    // verbb/formie#535: a real 400 from the endpoint.
    const body = {
      status: 'error',
      message: 'The request is not valid',
      correlationId: '1ae56c6e-846e-40b9-8d10-21e72c209a7f',
      errors: [
        {
          message: "Error in 'fields.firstname'. Required field 'firstname' is missing",
          errorType: 'REQUIRED_FIELD',
        },
        {
          message: "Error in 'fields.lastname'. Required field 'lastname' is missing",
          errorType: 'REQUIRED_FIELD',
        },
      ],
    }
    expect(errorTypesOf(body)).toEqual(['REQUIRED_FIELD', 'REQUIRED_FIELD'])
    expect(errorTypesOf({ errors: [{ errorType: 'ana@casaverde.com' }, { errorType: 7 }, 'x'] })).toEqual([])
    expect(errorTypesOf('<html>Bad gateway</html>')).toEqual([])
    expect(errorTypesOf(undefined)).toEqual([])
  })
})
