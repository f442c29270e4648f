// What api.cal.com's HTTP layer puts around an answer, as Cal.com's source shows it: the CORS of
// app.enableCors, the error envelope of its HttpExceptionFilter, Nest's own body for anything no
// filter wraps, and the messages of the errors a booking can meet.

/**
 * @typedef {object} Answer an HTTP answer, as api.cal.com would send it
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 * @property {import('./bookings.mjs').Booking} [booked] the booking the request made, if it made one
 */

/** The messages of Cal.com's ErrorsBookingsService_2024_08_13, handleNewBooking and throttler guard. */
export const MESSAGES = {
  taken: 'User either already has booking at this time or is not available',
  past: 'Attempting to book a meeting in the past.',
  throttled: 'CustomThrottlerGuard - Too many requests. Please try again later.',
}

/** On every answer, as app.enableCors({ origin: '*' }) in Cal.com's apps/api/v2/src/app.ts. */
const CORS = { 'Access-Control-Allow-Origin': '*' }

/** The answer to a browser's preflight (OPTIONS), any path: the cors package's 204 for that setting. */
export const PREFLIGHT = {
  ...CORS,
  'Access-Control-Allow-Methods': 'GET,PATCH,DELETE,HEAD,POST,PUT,OPTIONS',
  'Access-Control-Allow-Headers':
    'x-cal-client-id,x-cal-secret-key,x-cal-platform-embed,cal-api-version,Accept,Authorization,Content-Type,Origin',
  'Access-Control-Max-Age': '86400',
  'Content-Length': '0',
}

/** body-parser's default limit, which Nest's JSON parser keeps: a longer body gets a 413. */
export const BODY_LIMIT = 100 * 1024

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' }
/** Cal.com's exception filters copy this from a header Node never has under that name. */
const ERROR_HEADERS = { ...CORS, ...JSON_TYPE, 'X-Request-Id': 'unknown-request-id' }

/** @type {Record<number, [exception: string, error: string]>} Nest's exception names and `error` texts */
const EXCEPTIONS = {
  400: ['BadRequestException', 'Bad Request'],
  404: ['NotFoundException', 'Not Found'],
  429: ['ThrottlerException', 'Too Many Requests'],
}

/**
 * The error envelope of Cal.com's HttpExceptionFilter, for a Nest HttpException.
 * @param {string} path the request's URL (path and query)
 * @param {number} status
 * @param {string} code the exception's class name, e.g. BadRequestException
 * @param {string} message
 * @param {unknown} [details] exception.getResponse(); default Nest's { message, error, statusCode }
 */
function errorEnvelope(path, status, code, message, details) {
  return {
    status: 'error',
    timestamp: new Date().toISOString(),
    path,
    error: {
      code,
      message,
      details: details ?? { message, error: EXCEPTIONS[status]?.[1] ?? 'Error', statusCode: status },
    },
  }
}

/**
 * A JSON answer with api.cal.com's headers.
 * @param {number} status
 * @param {unknown} json
 * @returns {Answer}
 */
export const jsonAnswer = (status, json) => ({
  status,
  headers: { ...CORS, ...JSON_TYPE },
  body: JSON.stringify(json),
})

/**
 * A Nest HttpException (400, 404) in Cal.com's envelope.
 * @param {string} path the request's URL (path and query)
 * @param {400 | 404} status
 * @param {string} message
 * @param {unknown} [details] default Nest's { message, error, statusCode }
 * @returns {Answer}
 */
export const httpError = (path, status, message, details) => ({
  status,
  headers: ERROR_HEADERS,
  body: JSON.stringify(errorEnvelope(path, status, EXCEPTIONS[status]?.[0] ?? '', message, details)),
})

/**
 * What api.cal.com answers when its rate limit (120 requests a minute per address, by default) is hit.
 * @param {string} path the request's URL (path and query)
 * @returns {Answer}
 */
export const throttledReply = (path) => ({
  status: 429,
  headers: { ...ERROR_HEADERS, 'X-RateLimit-Limit-Default': '120', 'X-RateLimit-Remaining-Default': '0' },
  body: JSON.stringify(
    errorEnvelope(path, 429, 'ThrottlerException', MESSAGES.throttled, MESSAGES.throttled),
  ),
})

/**
 * What api.cal.com answers to an unexpected failure: Nest's own body, which no Cal.com filter wraps.
 * @returns {Answer}
 */
export const serverErrorReply = () => jsonAnswer(500, { statusCode: 500, message: 'Internal server error' })
