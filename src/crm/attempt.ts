import { isObject } from '../lib/is-object'

/**
 * How one submission to HubSpot's Forms API ended: accepted (a 2xx), answered with an error status
 * (and, for a 400, HubSpot's errorTypes), or not answered at all (the connection lost).
 */
export type Attempt = { ok: true } | Failure

/** A submission that failed: an error status (HubSpot's errorTypes with a 400), or no answer. */
export type Failure = { ok: false; status: number; errorTypes: string[] } | { ok: false; status: 'network' }

/** How long the page waits before trying a 429, a 5xx or a lost connection once more. */
export const RETRY_DELAY_MS = 5000

/**
 * Whether a failed submission is worth one more try, a few seconds later: a 429 (HubSpot allows 50
 * submissions in 10 s), a 5xx and a lost connection pass; a 400 (the form refuses the submission),
 * a 403 (the portal may not post) and a 404 (no such form) would only fail again.
 */
export function worthRetrying(attempt: Attempt): boolean {
  if (attempt.ok) return false
  if (attempt.status === 'network') return true
  return attempt.status === 429 || attempt.status >= 500
}

/**
 * Why a submission failed, as the console and analytics name it: HubSpot's errorType for a 400 (the
 * first, when it lists several), else the status, or `network`. Never anything the visitor typed.
 */
export function failureReason(attempt: Failure): string {
  if (attempt.status === 'network') return 'network'
  return attempt.errorTypes[0] ?? String(attempt.status)
}

/** HubSpot's errorTypes in an error body, `{"status":"error",…,"errors":[{message, errorType}]}`. */
export function errorTypesOf(body: unknown): string[] {
  if (!isObject(body) || !Array.isArray(body.errors)) return []
  return body.errors.flatMap((error) =>
    isObject(error) && typeof error.errorType === 'string' && /^[A-Z0-9_ ]{1,60}$/.test(error.errorType)
      ? [error.errorType]
      : [],
  )
}
