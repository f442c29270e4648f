import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESULT_FIELDS } from '../../../src/check/lighthouse-report'
import { CheckError, checkRequestUrl, failureOf, runCheck } from '../../../src/check/pagespeed-api'

const ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed'
/** A real error body of the API (tests/fixtures/pagespeed/errors). */
const errorBody = (name: string) =>
  JSON.parse(readFileSync(`tests/fixtures/pagespeed/errors/${name}.json`, 'utf8'))

describe('the PageSpeed Insights request', () => {
  it('asks for a phone, the four categories, the page’s language and only the fields shown', () => {
    const url = new URL(
      checkRequestUrl({ endpoint: ENDPOINT, apiKey: undefined }, 'https://joes-diner.com/', 'es'),
    )
    expect(`${url.origin}${url.pathname}`).toBe(ENDPOINT)
    expect(url.searchParams.get('url')).toBe('https://joes-diner.com/')
    expect(url.searchParams.get('strategy')).toBe('MOBILE')
    expect(url.searchParams.getAll('category')).toEqual([
      'PERFORMANCE',
      'ACCESSIBILITY',
      'BEST_PRACTICES',
      'SEO',
    ])
    expect(url.searchParams.get('locale')).toBe('es')
    expect(url.searchParams.get('fields')).toBe(RESULT_FIELDS)
    expect(url.searchParams.has('key')).toBe(false)
  })

  it('sends the browser key when the studio has one', () => {
    const url = new URL(
      checkRequestUrl({ endpoint: ENDPOINT, apiKey: 'AIza-key' }, 'https://joes-diner.com/', 'en'),
    )
    expect(url.searchParams.get('key')).toBe('AIza-key')
  })
})

describe('a fault of the API, by cause', () => {
  it.each([
    ['FAILED_DOCUMENT_REQUEST', 400, 'unreachable'],
    ['FAILED_DOCUMENT_REQUEST', 500, 'unreachable'],
    ['ERRORED_DOCUMENT_REQUEST', 400, 'unreachable'],
    ['DNS_FAILURE', 400, 'unreachable'],
    ['NO_FCP', 400, 'blank'],
    ['NO_FCP', 500, 'blank'],
    ['quota', 429, 'quota'],
    ['invalid-url', 400, 'invalidUrl'],
    // The page's own mistake, not the visitor's: no word about their address.
    ['invalid-fields', 400, 'failed'],
    ['invalid-category', 400, 'failed'],
  ])('%s (HTTP %i) is %s', (name, status, failure) => {
    expect(failureOf(status, errorBody(name))).toBe(failure)
  })

  it('is a plain failure for any other answer, with or without a body', () => {
    expect(failureOf(503, undefined)).toBe('failed')
    expect(failureOf(500, { error: { code: 500, message: 'Internal error encountered.' } })).toBe('failed')
    expect(failureOf(502, '<html>Bad gateway</html>')).toBe('failed')
  })
})

describe('one check', () => {
  afterEach(() => vi.unstubAllGlobals())
  const settings = { endpoint: ENDPOINT, apiKey: undefined }

  it('is a network failure when no answer comes, and the signal’s reason when it was aborted', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const run = runCheck('https://joes-diner.com/', {
      settings,
      locale: 'en',
      signal: new AbortController().signal,
    })
    await expect(run).rejects.toEqual(expect.objectContaining({ failure: 'network' }))

    const controller = new AbortController()
    const reason = new CheckError('timeout', 'test')
    controller.abort(reason)
    await expect(
      runCheck('https://joes-diner.com/', { settings, locale: 'en', signal: controller.signal }),
    ).rejects.toBe(reason)
  })

  it('is a plain failure when a 200 holds no scores', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"id":"x"}', { status: 200 })))
    const run = runCheck('https://joes-diner.com/', {
      settings,
      locale: 'en',
      signal: new AbortController().signal,
    })
    await expect(run).rejects.toEqual(expect.objectContaining({ failure: 'failed' }))
  })
})
