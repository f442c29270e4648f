// What api.hsforms.com answers besides a success, for the local inbox and the browser tests' fake.
// The source of each shape is in docs/crm.md (section "Where each shape comes from"):
// - a refused submission: 400 and {"status":"error","message":"The request is not valid",
//   "correlationId":…,"errors":[{"message":…,"errorType":…}]}, as captured in HubSpot users' issue
//   threads (verbb/formie#535, #2013, #2618; infinum/eightshift-forms#219); each error's message
//   reads "Error in '<where>'. <why>", in the words those threads and gatsbyjs/gatsby's form quote
//   where they quote one;
// - too many submissions: 429 and HubSpot's rate-limit body of its API usage guidelines
//   ({"status":"error","message":"You have reached your … limit.","errorType":"RATE_LIMIT",
//   "correlationId":…,"policyName":…,"requestId":…});
// - no such form (404), a portal that may not post (403) and a fault of HubSpot's (5xx): the statuses
//   HubSpot's documentation of the endpoint gives; their bodies are its usual envelope
//   {"status":"error","message":…,"correlationId":…}, whose words are not published (the page
//   reads the status alone).
import { randomUUID } from 'node:crypto'

/**
 * An HTTP answer, as api.hsforms.com would send it.
 * @typedef {object} Answer
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 */

/** @typedef {{ message: string, errorType: string }} SubmissionError */

/** The answer's CORS: the endpoint takes browsers' submissions from any site (HubSpot's docs). */
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
}

/**
 * A JSON answer with the endpoint's headers.
 * @param {number} status
 * @param {unknown} body
 * @returns {Answer}
 */
export const jsonAnswer = (status, body) => ({
  status,
  headers: { ...CORS, 'Content-Type': 'application/json;charset=utf-8' },
  body: JSON.stringify(body),
})

/** The errors a submission can meet, each as HubSpot words it, by errorType. */
export const SUBMISSION_ERRORS = {
  // gatsbyjs/gatsby, www/src/components/email-capture-form.js, quoting the endpoint's answer.
  INVALID_EMAIL: (field = 'email') => ({
    message: `Error in 'fields.${field}'. Invalid email address`,
    errorType: 'INVALID_EMAIL',
  }),
  // The words are not published; the shape is INVALID_EMAIL's.
  BLOCKED_EMAIL: (field = 'email') => ({
    message: `Error in 'fields.${field}'. Email address is blocked`,
    errorType: 'BLOCKED_EMAIL',
  }),
  // verbb/formie#535 and #2618.
  REQUIRED_FIELD: (field = 'email') => ({
    message: `Error in 'fields.${field}'. Required field '${field}' is missing`,
    errorType: 'REQUIRED_FIELD',
  }),
  // infinum/eightshift-forms#219.
  FIELD_NOT_IN_FORM_DEFINITION: (field = 'company') => ({
    message: `Error in 'fields.${field}'. Field '${field}' isn't in form definition`,
    errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
  }),
  // The words are not published; the shape is the others'.
  MISSING_PROCESSING_CONSENT: () => ({
    message: "Error in 'legalConsentOptions.consent.consentToProcess'. Consent to process is required",
    errorType: 'MISSING_PROCESSING_CONSENT',
  }),
  MISSING_PROCESSING_CONSENT_TEXT: () => ({
    message: "Error in 'legalConsentOptions.consent.text'. Consent text is required",
    errorType: 'MISSING_PROCESSING_CONSENT_TEXT',
  }),
  // As HubSpot users quote it (docs/crm.md), with the form's GUID.
  FORM_HAS_RECAPTCHA_ENABLED: (formId = '') => ({
    message: `Form '${formId}' can't receive API submissions as Captcha (SPAM prevention) is enabled.`,
    errorType: 'FORM_HAS_RECAPTCHA_ENABLED',
  }),
  // verbb/formie#2013.
  INVALID_HUTK: (value = '') => ({
    message: `Error in 'context.hutk'. '${value}' is not a valid Hutk`,
    errorType: 'INVALID_HUTK',
  }),
  // HubSpot names no errorType for a submission time out of range: the local stand-in's own choice.
  INVALID_METADATA: (value = '') => ({
    message: `Error in 'submittedAt'. '${value}' is not within the last month`,
    errorType: 'INVALID_METADATA',
  }),
}

/** @typedef {keyof typeof SUBMISSION_ERRORS} ErrorType */

/**
 * A refused submission: 400 with its errors.
 * @param {SubmissionError[]} errors
 */
export const refused = (errors) =>
  jsonAnswer(400, {
    status: 'error',
    message: 'The request is not valid',
    correlationId: randomUUID(),
    errors,
  })

/** 429: more than the endpoint's 50 submissions in 10 s. */
export const rateLimited = () =>
  jsonAnswer(429, {
    status: 'error',
    message: 'You have reached your ten_secondly_rolling limit.',
    errorType: 'RATE_LIMIT',
    correlationId: randomUUID(),
    policyName: 'TEN_SECONDLY_ROLLING',
    requestId: randomUUID(),
  })

/** 404: no such form in the portal (or no such portal). */
export const formNotFound = () => failed(404, 'Form not found')

/** 403: the portal may not post submissions. */
export const forbidden = () => failed(403, 'Forbidden')

/**
 * A fault of HubSpot's own.
 * @param {number} status
 */
export const serverError = (status) => failed(status, 'internal error')

/**
 * Another error status in HubSpot's envelope: 404 (no such form for the portal), 403 (the portal may
 * not post submissions), 5xx.
 * @param {number} status
 * @param {string} message
 */
export const failed = (status, message) =>
  jsonAnswer(status, { status: 'error', message, correlationId: randomUUID() })
