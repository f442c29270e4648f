import type { CheckFailure } from '../content/types'
import type { PageSpeedConfig } from '../lib/env'
import { IncompleteReport, readCheckResult, RESULT_FIELDS, type CheckResult } from './lighthouse-report'
import { isObject } from '../lib/is-object'

/** A check stops with a message after this long (issue: 90 s; Google's checks take 10–60 s). */
export const CHECK_TIME_LIMIT_MS = 90_000

/** The categories as the API's `category` parameter names them. */
const API_CATEGORIES = ['PERFORMANCE', 'ACCESSIBILITY', 'BEST_PRACTICES', 'SEO']

/** Lighthouse's run errors that mean the page could not be loaded at all. */
const UNREACHABLE_ERRORS = /\b(?:FAILED_DOCUMENT_REQUEST|ERRORED_DOCUMENT_REQUEST|DNS_FAILURE)\b/

export class CheckError extends Error {
  constructor(
    readonly failure: CheckFailure,
    detail: string,
  ) {
    super(`Website check failed (${failure}): ${detail}`)
    this.name = 'CheckError'
  }
}

/** The runPagespeed request for `url`: a phone, the four categories, the page's language, only the fields shown. */
export function checkRequestUrl(settings: PageSpeedConfig, url: string, locale: string): string {
  const request = new URL(settings.endpoint)
  request.searchParams.set('url', url)
  request.searchParams.set('strategy', 'MOBILE')
  for (const category of API_CATEGORIES) request.searchParams.append('category', category)
  request.searchParams.set('locale', locale)
  request.searchParams.set('fields', RESULT_FIELDS)
  if (settings.apiKey) request.searchParams.set('key', settings.apiKey)
  return request.href
}

/**
 * The failure an error response stands for. Lighthouse's run errors come as 400 today (500 before)
 * with the error's code in the message; the API's own 400 for a refused address names the `url`
 * parameter as its location.
 */
export function failureOf(status: number, body: unknown): CheckFailure {
  const error = isObject(body) && isObject(body.error) ? body.error : {}
  const message = typeof error.message === 'string' ? error.message : ''
  if (UNREACHABLE_ERRORS.test(message)) return 'unreachable'
  if (/\bNO_FCP\b/.test(message)) return 'blank'
  if (status === 429) return 'quota'
  const aboutUrl =
    Array.isArray(error.errors) && error.errors.some((item) => isObject(item) && item.location === 'url')
  if (status === 400 && aboutUrl) return 'invalidUrl'
  return 'failed'
}

/**
 * Checks `url` once. Rejects with a CheckError, or with the signal's reason once `signal` aborts
 * (the visitor cancelled, or the time limit passed).
 */
export async function runCheck(
  url: string,
  { settings, locale, signal }: { settings: PageSpeedConfig; locale: string; signal: AbortSignal },
): Promise<CheckResult> {
  const answer = async () => {
    const response = await fetch(checkRequestUrl(settings, url, locale), { signal, credentials: 'omit' })
    const body: unknown = await response.json().catch(() => undefined)
    return { response, body }
  }
  let reply: Awaited<ReturnType<typeof answer>>
  try {
    reply = await answer()
  } catch (error) {
    if (signal.aborted) throw signal.reason
    throw new CheckError('network', String(error))
  }
  if (signal.aborted) throw signal.reason
  const { response, body } = reply
  if (!response.ok) throw new CheckError(failureOf(response.status, body), `HTTP ${response.status}`)
  try {
    return readCheckResult(body, url)
  } catch (error) {
    if (error instanceof IncompleteReport) throw new CheckError('failed', error.message)
    throw error
  }
}
