// What places.googleapis.com puts around an answer: its CORS, and Google's error envelope over
// HTTP/JSON, {"error": {"code", "message", "status", "details"}}: google.rpc.Status
// (google/rpc/status.proto: code, message, details) with the google.rpc.Code name as `status`,
// and in `details` google.rpc.ErrorInfo (google/rpc/error_details.proto: reason, domain,
// metadata), BadRequest (fieldViolations), Help (links) and LocalizedMessage, each with its "@type".
//
// The bodies are written from captured answers of Google's API front end:
// - API_KEY_IOS_APP_BLOCKED from places.googleapis.com itself (ErrorInfo alone, domain
//   googleapis.com, metadata { service, consumer }); API_KEY_HTTP_REFERRER_BLOCKED, "Requests from
//   referer <empty> are blocked." with metadata.httpReferrer, as the front end answers it for
//   sheets.googleapis.com and youtube.googleapis.com;
// - "FieldMask is a required parameter. See …": googleapis/google-cloud-java#11017 (Places, quoted
//   up to "…set the value to '*' in manual testin"; the last words are completed here) and
//   googleapis/google-cloud-node#5970 (Routes, the same sentences with its own fields);
// - "Error expanding 'fields' parameter. Cannot find matching fields for path 'places.id'.", a 400
//   that Places (New) gives a mask it cannot read (quoted by several clients that sent one);
// - "Places API (New) has not been used in project … before or it is disabled." (SERVICE_DISABLED),
//   "API key not valid. Please pass a valid API key." (API_KEY_INVALID), "Quota exceeded for quota
//   metric … of service 'places.googleapis.com' …" (RATE_LIMIT_EXCEEDED);
// - "Method doesn't allow unregistered callers …", the front end's 403 to a request with no key
//   (captured from generativelanguage.googleapis.com; none found for Places, which sits behind
//   the same front end).
// The CORS headers are those of Google's front end (as tests/e2e/pagespeed-fake.ts has them).

/**
 * @typedef {object} Answer an HTTP answer, as places.googleapis.com would send it
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 */

/** The error envelope's body: google.rpc.Status in Google's HTTP/JSON mapping. */
/** @typedef {{ error: { code: number, message: string, status: string, details?: object[] } }} GoogleError */

export const SERVICE = 'places.googleapis.com'
/** The Cloud project the faults name: a made-up project number. */
export const SAMPLE_PROJECT = '123456789012'

/** google.rpc.Code's names for the HTTP statuses the API answers with. */
const STATUS_NAMES = /** @type {Record<number, string>} */ ({
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
})

const VARY = { Vary: 'Origin, X-Origin, Referer' }
const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' }

/**
 * The headers Google's front end adds for a request from `origin` (none without one).
 * @param {string | undefined} origin the request's Origin header
 * @returns {Record<string, string>}
 */
const cors = (origin) =>
  origin
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Expose-Headers': 'vary,vary,vary,content-encoding,date,server,content-length',
      }
    : {}

/**
 * The answer to a browser's preflight (OPTIONS): 200, the origin echoed, the headers asked for allowed.
 * @param {Record<string, string | string[] | undefined>} headers the preflight's headers, names in lower case
 * @returns {Answer}
 */
export function preflightAnswer(headers) {
  const origin = headers.origin
  const asked = headers['access-control-request-headers']
  return {
    status: 200,
    headers: {
      ...(typeof origin === 'string' ? { 'Access-Control-Allow-Origin': origin } : {}),
      'Access-Control-Allow-Methods': 'DELETE,GET,HEAD,OPTIONS,PATCH,POST,PUT',
      'Access-Control-Allow-Headers':
        typeof asked === 'string' && asked ? asked : 'content-type,x-goog-api-key,x-goog-fieldmask',
      'Access-Control-Max-Age': '3600',
      ...VARY,
      'Content-Length': '0',
    },
    body: '',
  }
}

/**
 * A JSON answer with Google's headers, indented as Google writes it unless `prettyPrint=false`.
 * @param {number} status
 * @param {unknown} json
 * @param {string} [origin] the request's Origin header
 * @param {boolean} [pretty]
 * @returns {Answer}
 */
export const jsonAnswer = (status, json, origin, pretty = true) => ({
  status,
  headers: { ...JSON_TYPE, ...VARY, ...cors(origin) },
  body: pretty ? `${JSON.stringify(json, null, 2)}\n` : JSON.stringify(json),
})

/**
 * An error envelope as its answer, with the status it names.
 * @param {GoogleError} envelope
 * @param {string} [origin] the request's Origin header
 * @param {boolean} [pretty]
 */
export const errorAnswer = (envelope, origin, pretty) =>
  jsonAnswer(envelope.error.code, envelope, origin, pretty)

/**
 * Google's error envelope.
 * @param {number} code the HTTP status
 * @param {string} message
 * @param {object[]} [details]
 * @returns {GoogleError}
 */
export function googleError(code, message, details = []) {
  const status = STATUS_NAMES[code] ?? 'UNKNOWN'
  return { error: { code, message, status, ...(details.length ? { details } : {}) } }
}

/**
 * A google.rpc.ErrorInfo about the Places API.
 * @param {string} reason
 * @param {Record<string, string>} [metadata] besides `service`
 */
export const errorInfo = (reason, metadata = {}) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata: { ...metadata, service: SERVICE },
})

/**
 * A 400 INVALID_ARGUMENT; with `violations`, a google.rpc.BadRequest names them.
 * @param {string} message
 * @param {{ field?: string, description: string }[]} [violations]
 */
export const invalidArgument = (message, violations = []) =>
  googleError(
    400,
    message,
    violations.length
      ? [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations }]
      : [],
  )

const CONSUMER = `projects/${SAMPLE_PROJECT}`

/** 403: a request with no API key (nor other credentials). */
export const missingKey = () =>
  googleError(
    403,
    "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
  )

/** 400 API_KEY_INVALID: a key Google does not know (a typo, a deleted key). */
export const apiKeyInvalid = () =>
  googleError(400, 'API key not valid. Please pass a valid API key.', [errorInfo('API_KEY_INVALID')])

/**
 * 403 API_KEY_HTTP_REFERRER_BLOCKED: the key's website restriction does not allow the page.
 * @param {string} [referrer] the request's Referer; Google writes <empty> for none
 */
export const referrerBlocked = (referrer = '<empty>') =>
  googleError(403, `Requests from referer ${referrer} are blocked.`, [
    errorInfo('API_KEY_HTTP_REFERRER_BLOCKED', { httpReferrer: referrer, consumer: CONSUMER }),
  ])

/** 403 SERVICE_DISABLED: the key's project has not enabled the Places API (New). */
export function serviceDisabled() {
  const url = `https://console.developers.google.com/apis/api/${SERVICE}/overview?project=${SAMPLE_PROJECT}`
  const message =
    `Places API (New) has not been used in project ${SAMPLE_PROJECT} before or it is disabled. Enable it ` +
    `by visiting ${url} then retry. If you enabled this API recently, wait a few minutes for the action ` +
    'to propagate to our systems and retry.'
  return googleError(403, message, [
    errorInfo('SERVICE_DISABLED', {
      consumer: CONSUMER,
      activationUrl: url,
      serviceTitle: 'Places API (New)',
      containerInfo: SAMPLE_PROJECT,
    }),
    { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message },
    {
      '@type': 'type.googleapis.com/google.rpc.Help',
      links: [{ description: 'Google developers console API activation', url }],
    },
  ])
}

/**
 * 429 RESOURCE_EXHAUSTED: the project's per-minute quota for the method is used up.
 * @param {'SearchText' | 'SearchNearby'} [method]
 */
export function resourceExhausted(method = 'SearchText') {
  const metric = `${method} requests`
  return googleError(
    429,
    `Quota exceeded for quota metric '${metric}' and limit '${metric} per minute' of service '${SERVICE}' ` +
      `for consumer 'project_number:${SAMPLE_PROJECT}'.`,
    [
      errorInfo('RATE_LIMIT_EXCEEDED', {
        quota_limit: `${method}RequestPerMinutePerProject`,
        quota_metric: `${SERVICE}/${method === 'SearchText' ? 'search_text' : 'search_nearby'}_requests`,
        quota_location: 'global',
        quota_limit_value: '600',
        consumer: CONSUMER,
      }),
      {
        '@type': 'type.googleapis.com/google.rpc.Help',
        links: [
          {
            description: 'Request a higher quota limit.',
            url: 'https://cloud.google.com/docs/quotas/help/request_increase',
          },
        ],
      },
    ],
  )
}

/** 500 INTERNAL, Google's plain words. */
export const internalError = () => googleError(500, 'Internal error encountered.')

/** 503 UNAVAILABLE, Google's plain words. */
export const unavailable = () => googleError(503, 'The service is currently unavailable.')

/** 400: the request named no fields (no X-Goog-FieldMask header, nor a `fields` parameter). */
export const fieldMaskRequired = () =>
  invalidArgument(
    "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'displayName', 'id' to ask for the display name and the place id of a place. You can also set the value to '*' in manual testing to get all the available response fields.",
  )

/**
 * 400: a field mask path that names no field of the response.
 * @param {string} path
 */
export const unknownFieldPath = (path) =>
  invalidArgument(`Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`)

/**
 * Google's HTML page for an address it has no method at (404).
 * @param {string} path the path as Google received it, e.g. /v1/places:search
 * @returns {Answer}
 */
export function notFoundAnswer(path) {
  const shown = path.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=UTF-8' },
    body: `<!DOCTYPE html>\n<html lang=en>\n  <meta charset=utf-8>\n  <title>Error 404 (Not Found)!!1</title>\n  <p><b>404.</b> <ins>That’s an error.</ins>\n  <p>The requested URL <code>${shown}</code> was not found on this server.  <ins>That’s all we know.</ins>\n`,
  }
}
