// The stand-in of HubSpot's Forms API as a pure function: `answer(request, form)` answers
// POST /submissions/v3/integration/submit/{portalId}/{formGuid} as api.hsforms.com does for the
// studio's form (docs/crm.md): the five fields of its definition, a valid e-mail, a submission time
// within the last month, no made-up HubSpot cookie, and the consent its data-privacy setting asks.
// The local inbox serves it over HTTP at its root; the browser tests' fake
// (tests/e2e/hubspot-fake.ts) through Playwright at the API's real address.
import { CORS, failed, formNotFound, jsonAnswer, refused, SUBMISSION_ERRORS } from './errors.mjs'

/** @typedef {import('./errors.mjs').Answer} Answer */
/** @typedef {import('./errors.mjs').SubmissionError} SubmissionError */

/**
 * The studio's HubSpot form, as the stand-in knows it.
 * @typedef {object} FormDefinition
 * @property {string} portalId
 * @property {string} formId
 * @property {'none' | 'process'} [consent] its data-privacy setting: none (the default), or consent to process
 * @property {() => number} [now] the time submissions are checked against; default the machine's
 */

/**
 * A request to the API, as the server received it.
 * @typedef {object} FormsRequest
 * @property {string} method
 * @property {string} path the path and query, e.g. /submissions/v3/integration/submit/1/…
 * @property {string} body
 */

/** @typedef {Answer & { contact?: Contact }} FormsAnswer an answer, and the contact a submission made */

/**
 * A submission the form took: what HubSpot would make a contact of.
 * @typedef {object} Contact
 * @property {Record<string, string>} fields by name
 * @property {{ pageUri?: string, pageName?: string }} context
 * @property {string | undefined} consent the consent's text, when it was given
 * @property {string} submittedAt ISO time
 */

/** The fields of the studio's form (docs/crm.md), by their internal names. */
export const FORM_FIELDS = ['email', 'firstname', 'lastname', 'message', 'site_lead_source']

/** The endpoint's path for a form's submissions. */
export const SUBMIT_PATH = /^\/submissions\/v3\/integration\/submit\/([^/?]+)\/([^/?]+)$/

/** A month: HubSpot takes a submission time no older than this. */
const MONTH_MS = 30 * 24 * 60 * 60 * 1000
/** A clock a little ahead of HubSpot's is not refused. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

/** An e-mail address HubSpot would take: a local part, an @ and a domain with a dot, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The body parsed as JSON, or undefined when it is not JSON.
 * @param {string} body
 * @returns {unknown}
 */
function parseJson(body) {
  try {
    return /** @type {unknown} */ (JSON.parse(body))
  } catch {
    return undefined
  }
}

/**
 * What the submission breaks of the form's definition, in the order HubSpot lists it: each field
 * outside the definition, the e-mail (required, and valid), the cookie, the time, the consent.
 * @param {Record<string, unknown>} payload
 * @param {FormDefinition} form
 * @returns {SubmissionError[]}
 */
function problems(payload, { consent = 'none', now = Date.now }) {
  /** @type {SubmissionError[]} */
  const found = []
  const fields = Array.isArray(payload.fields) ? payload.fields.filter(isObject) : []
  const values = new Map(fields.map((field) => [String(field.name), String(field.value ?? '')]))
  for (const name of values.keys()) {
    if (!FORM_FIELDS.includes(name)) found.push(SUBMISSION_ERRORS.FIELD_NOT_IN_FORM_DEFINITION(name))
  }
  const email = values.get('email')?.trim() ?? ''
  if (email === '') found.push(SUBMISSION_ERRORS.REQUIRED_FIELD('email'))
  else if (!EMAIL.test(email)) found.push(SUBMISSION_ERRORS.INVALID_EMAIL('email'))
  const context = isObject(payload.context) ? payload.context : {}
  if (context.hutk !== undefined) found.push(SUBMISSION_ERRORS.INVALID_HUTK(String(context.hutk)))
  if (payload.submittedAt !== undefined) {
    const at = Number(payload.submittedAt)
    if (!Number.isInteger(at) || at < now() - MONTH_MS || at > now() + CLOCK_SKEW_MS)
      found.push(SUBMISSION_ERRORS.INVALID_METADATA(String(payload.submittedAt)))
  }
  if (consent === 'process') {
    const options = isObject(payload.legalConsentOptions) ? payload.legalConsentOptions : {}
    const given = isObject(options.consent) ? options.consent : {}
    if (given.consentToProcess !== true) found.push(SUBMISSION_ERRORS.MISSING_PROCESSING_CONSENT())
    else if (typeof given.text !== 'string' || given.text.trim() === '')
      found.push(SUBMISSION_ERRORS.MISSING_PROCESSING_CONSENT_TEXT())
  }
  return found
}

/**
 * The API's answer to a request, and the contact it makes when the form takes the submission.
 * @param {FormsRequest} request
 * @param {FormDefinition} form
 * @returns {FormsAnswer}
 */
export function answer(request, form) {
  if (request.method === 'OPTIONS') return { status: 204, headers: CORS, body: '' }
  const [, portalId, formId] = SUBMIT_PATH.exec(request.path.split('?')[0] ?? '') ?? []
  if (request.method !== 'POST' || portalId !== form.portalId || formId !== form.formId) return formNotFound()
  const payload = parseJson(request.body)
  if (!isObject(payload)) return failed(400, 'The request is not valid')
  const found = problems(payload, form)
  if (found.length > 0) return refused(found)
  const fields = Object.fromEntries(
    payload.fields
      ? /** @type {unknown[]} */ (payload.fields)
          .filter(isObject)
          .map((field) => [String(field.name), String(field.value ?? '')])
      : [],
  )
  const context = isObject(payload.context) ? payload.context : {}
  const options = isObject(payload.legalConsentOptions) ? payload.legalConsentOptions : {}
  const consent =
    isObject(options.consent) && typeof options.consent.text === 'string' ? options.consent.text : undefined
  const at = payload.submittedAt === undefined ? (form.now ?? Date.now)() : Number(payload.submittedAt)
  return {
    // HubSpot's answer to a form that shows a message after a submission: its default words.
    ...jsonAnswer(200, { inlineMessage: 'Thanks for submitting the form.' }),
    contact: {
      fields,
      context: {
        ...(typeof context.pageUri === 'string' ? { pageUri: context.pageUri } : {}),
        ...(typeof context.pageName === 'string' ? { pageName: context.pageName } : {}),
      },
      consent,
      submittedAt: new Date(at).toISOString(),
    },
  }
}
