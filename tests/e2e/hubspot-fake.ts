import type { BrowserContext, Route } from '@playwright/test'
import { answer as formsAnswer, type FormDefinition } from '../../scripts/hubspot/answers.mjs'
import {
  forbidden,
  formNotFound,
  rateLimited,
  refused,
  serverError,
  SUBMISSION_ERRORS,
  type Answer,
  type ErrorType,
} from '../../scripts/hubspot/errors.mjs'
import { E2E_ANALYTICS } from '../../scripts/settings.mjs'
import { DEFAULT_HUBSPOT_API } from '../../scripts/hubspot/api.mjs'
import { ScriptedReplies } from './scripted-replies'

// A fake of HubSpot's Forms API at its real address, for the browser tests (HubSpotApi below).

/** The form the build with a CRM sends to (E2E_ANALYTICS): its portal, its GUID, consent to process. */
export const E2E_FORM = {
  portalId: E2E_ANALYTICS.env.VITE_HUBSPOT_PORTAL_ID,
  formId: E2E_ANALYTICS.env.VITE_HUBSPOT_FORM_ID,
  consent: 'process',
} as const satisfies FormDefinition

/** Where that build posts a lead. */
export const SUBMIT_URL = `${DEFAULT_HUBSPOT_API}/submissions/v3/integration/submit/${E2E_FORM.portalId}/${E2E_FORM.formId}`

/** How the fake answers one submission. */
export type HubSpotReply =
  /** The real answer (the default): HubSpot's checks against the form's definition, then 200. */
  | { answer: true }
  /** HubSpot's 400 for a submission the form refuses, with this errorType. */
  | { refuse: ErrorType }
  /** 403 (the portal may not post), 404 (no such form), 429 (too many), or a 5xx. */
  | { status: 403 | 404 | 429 | 500 | 502 | 503 }
  /** The connection fails without a reply. */
  | { abort: 'connectionfailed' | 'internetdisconnected' | 'connectionreset' }
  /** No reply ever comes. */
  | { hang: true }

/** A submission as the fake received it. */
export interface HubSpotRequest {
  method: string
  url: string
  /** Names in lower case. */
  headers: Record<string, string>
  body: string
}

/**
 * HubSpot's Forms API, faked with `context.route()` at its address (DEFAULT_HUBSPOT_API): it records
 * every submission and answers as the test scripts it. The real answer, the default, comes from the
 * same stand-in as the local inbox's (scripts/hubspot/), for the form the build with a CRM sends to,
 * checked at the page's time (`setNow`, when the test runs the page on its own clock).
 */
export class HubSpotApi extends ScriptedReplies<HubSpotReply> {
  readonly requests: HubSpotRequest[] = []
  private now = () => Date.now()

  constructor(private readonly form: FormDefinition = E2E_FORM) {
    super({ answer: true })
  }

  async listen(context: BrowserContext): Promise<void> {
    await context.route(`${DEFAULT_HUBSPOT_API}/**`, (route) => this.answer(route))
  }

  /** The time the fake checks submissions against, as the page's clock starts at `time`. */
  setNow(time: Date): void {
    const offset = time.getTime() - Date.now()
    this.now = () => Date.now() + offset
  }

  /** The JSON bodies of the submissions, in order. */
  payloads(): unknown[] {
    return this.requests.map((request) => JSON.parse(request.body))
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request()
    const recorded = {
      method: request.method(),
      url: request.url(),
      headers: request.headers(),
      body: request.postData() ?? '',
    }
    // Playwright answers most preflights itself; any that reaches here gets the stand-in's answer.
    if (recorded.method !== 'OPTIONS') this.requests.push(recorded)
    const reply = recorded.method === 'OPTIONS' ? { answer: true as const } : await this.nextReply()
    if ('hang' in reply) return
    if ('abort' in reply) return route.abort(reply.abort).catch(() => undefined)
    const path = new URL(recorded.url).pathname
    const answered: Answer =
      'answer' in reply
        ? formsAnswer({ method: recorded.method, path, body: recorded.body }, { ...this.form, now: this.now })
        : 'refuse' in reply
          ? refused([
              SUBMISSION_ERRORS[reply.refuse](
                reply.refuse === 'FORM_HAS_RECAPTCHA_ENABLED' ? this.form.formId : undefined,
              ),
            ])
          : reply.status === 403
            ? forbidden()
            : reply.status === 404
              ? formNotFound()
              : reply.status === 429
                ? rateLimited()
                : serverError(reply.status)
    await route
      .fulfill({ status: answered.status, headers: answered.headers, body: answered.body })
      // The page may be gone (a reload, the end of the test) while a reply was held.
      .catch(() => undefined)
  }
}
