// A local stand-in for the services the site calls, for `npm start` and `npm run dev` without their
// settings, and for tests. EmailJS's send endpoint: POST /api/v1.0/email/send is checked like the
// real API (400 with a plain-text reason when user_id, service_id or template_id is missing; 200 "OK"
// otherwise), with the same CORS. Cal.com's API v2, when a calendar is given: GET /v2/slots and
// POST /v2/bookings answer as api.cal.com does (scripts/calendar/), preflights included. Google's
// Places API (New), when `places` is set: POST /places/v1/places:searchText and
// /places/v1/places:searchNearby answer as places.googleapis.com/v1 does (scripts/places/), from
// sample businesses that the inbox page lists. HubSpot's Forms API, when a form is given: POST
// /submissions/v3/integration/submit/{portalId}/{formGuid} checks a lead as api.hsforms.com does
// (scripts/hubspot/) and keeps it as a CRM contact. Each message, booking and contact is printed and
// listed on the inbox page at GET /. A bad request gets a 4xx or 500 answer and never stops the server.
import { createServer } from 'node:http'
import { answer, calendarState } from './calendar/answers.mjs'
import { SLOT_MINUTES } from './calendar/availability.mjs'
import { BODY_LIMIT, PREFLIGHT, serverErrorReply } from './calendar/http.mjs'
import { bookingArticle, bookingText, escapeHtml, printable } from './calendar/page.mjs'
import { answer as placesAnswer } from './places/answers.mjs'
import { answer as formsAnswer, SUBMIT_PATH } from './hubspot/answers.mjs'
import { failed as formsFault, serverError } from './hubspot/errors.mjs'
import { contactArticle, contactText } from './hubspot/page.mjs'
import { errorAnswer, internalError } from './places/http.mjs'
import { placesIntro, placesSection } from './places/page.mjs'
import { SAMPLE_PLACES } from './places/samples.mjs'

/**
 * @typedef {object} RecordedRequest a send request as the inbox received it
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {string} body
 */

/**
 * A reply that replaces the default one: a status and text, no reply at all (`hang`) or a dropped
 * connection (`drop`); undefined keeps the default.
 * @typedef {{ status: number, text: string } | { hang: true } | { drop: true } | undefined} InboxReply
 */

/**
 * @typedef {object} Inbox
 * @property {string} url http://127.0.0.1:<port>, without a trailing slash
 * @property {Record<string, string>[]} messages each accepted message: its template parameters and `receivedAt`
 * @property {RecordedRequest[]} requests every send request, accepted or not
 * @property {import('./calendar/bookings.mjs').Booking[]} bookings each booking made, as it was returned
 * @property {import('./hubspot/answers.mjs').Contact[]} contacts each lead its stand-in of HubSpot took
 * @property {() => Promise<void>} close stops the server, dropping any held replies
 */

/**
 * @typedef {object} InboxOptions
 * @property {number} [port] default: a free port
 * @property {(line: string) => void} [log] receives each accepted message and booking; default console.log
 * @property {(request: RecordedRequest) => InboxReply | Promise<InboxReply>} [reply] decides the reply to a
 *   send request; a promise holds the reply until it settles
 * @property {boolean} [email] whether it stands in for EmailJS; default true
 * @property {Omit<import('./calendar/answers.mjs').CalendarOptions, 'videoBase'>} [calendar] the studio on
 *   Cal.com it stands in for; none by default (then /v2/ is not found)
 * @property {boolean | import('./places/answers.mjs').PlacesOptions} [places] whether it stands in for the
 *   Places API at PLACES_BASE (true: with the sample businesses and any key); not by default
 * @property {import('./hubspot/answers.mjs').FormDefinition} [crm] the studio's HubSpot form it stands in
 *   for, at the inbox's root as at api.hsforms.com; none by default
 */

export const SEND_PATH = '/api/v1.0/email/send'
/**
 * Where the inbox answers as https://places.googleapis.com/v1 does, when it stands in for the Places
 * API: a build's VITE_PLACES_API is the inbox's address followed by this.
 */
export const PLACES_BASE = '/places/v1'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
}
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' }
const HTML = { 'Content-Type': 'text/html; charset=utf-8' }

/** @type {[field: string, reason: string][]} */
const REQUIRED = [
  ['user_id', 'The Public Key is required. Pass it as user_id.'],
  ['service_id', 'The service ID is required.'],
  ['template_id', 'The template ID is required.'],
]

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
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The reason a send request is refused, like the real API, or null when it is accepted.
 * @param {string} body
 * @returns {string | null}
 */
export function checkSendRequest(body) {
  const payload = parseJson(body)
  if (payload === undefined) return 'The request body is not valid JSON.'
  if (!isObject(payload)) return 'The request body must be a JSON object.'
  const missing = REQUIRED.find(([field]) => typeof payload[field] !== 'string' || payload[field] === '')
  return missing ? missing[1] : null
}

/** @param {Record<string, string>} m */
const messageArticle = (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><b>From:</b> ${escapeHtml(m.from_name)} &lt;${escapeHtml(m.from_email)}&gt; · <b>To:</b> ${escapeHtml(m.to_name)} · <time>${escapeHtml(m.receivedAt)}</time></p>
<pre>${escapeHtml(m.message)}</pre></article>`

/**
 * The inbox page: what it stands in for, then the messages, bookings and CRM contacts, newest first,
 * then the sample businesses its Places API answers from.
 * @param {{ email: boolean, messages: Record<string, string>[], calendar: import('./calendar/answers.mjs').CalendarState | undefined, places: import('./places/answers.mjs').PlacesOptions | undefined, crm: boolean, contacts: import('./hubspot/answers.mjs').Contact[] }} inbox
 */
function inboxPage({ email, messages, calendar, places, crm, contacts }) {
  const samples = places?.places ?? SAMPLE_PLACES
  const bookings = calendar?.bookings ?? []
  const intro = [
    email ? `<p>${messages.length} message(s). Messages sent from the contact form arrive here.</p>` : '',
    calendar
      ? `<p>${bookings.length} booking(s). Calls booked on the site arrive here: ${escapeHtml(calendar.title)}, ` +
        `${SLOT_MINUTES} minutes, weekdays 9:00–17:00 ${escapeHtml(calendar.timeZone)}.</p>`
      : '',
    places ? placesIntro(samples) : '',
    crm
      ? `<p>${contacts.length} CRM contact(s). Each message sent and call booked on the site arrives here too, ` +
        `as the studio's HubSpot form receives it, with its source.</p>`
      : '',
  ]
  const zone = calendar?.timeZone ?? 'UTC'
  /** @type {[at: string, html: string][]} */
  const items = [
    ...messages.map((m) => /** @type {[string, string]} */ ([m.receivedAt ?? '', messageArticle(m)])),
    ...bookings.map((b) => /** @type {[string, string]} */ ([b.createdAt, bookingArticle(b, zone)])),
    ...contacts.map((c) => /** @type {[string, string]} */ ([c.submittedAt, contactArticle(c)])),
  ]
    .toReversed()
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox (${items.length})</title>
<meta http-equiv="refresh" content="5"><style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Local inbox</h1>${intro.join('')}${items.map(([, html]) => html).join('\n')}
${places ? placesSection(samples) : ''}</body></html>`
}

/**
 * The request's body as text, cut a little past BODY_LIMIT when it is longer (the rest is read and
 * dropped), and whether it is.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<{ body: string, tooLarge: boolean }>}
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    request.on('data', (/** @type {Buffer} */ chunk) => {
      if (size <= BODY_LIMIT) chunks.push(chunk)
      size += chunk.length
    })
    request.on('error', reject)
    request.on('end', () =>
      resolve({ body: Buffer.concat(chunks).toString('utf8'), tooLarge: size > BODY_LIMIT }),
    )
  })
}

/**
 * Starts the inbox on 127.0.0.1:`port`. `reply(request)` may decide a send request's reply instead of
 * the default (tests use it for failures): return { status, text }, { hang: true } or { drop: true },
 * or a promise of one (to hold the reply until the test releases it).
 * @param {InboxOptions} [options]
 * @returns {Promise<Inbox>}
 */
export function startInbox({ port = 0, log = console.log, reply, email = true, calendar, places, crm } = {}) {
  /** @type {Record<string, string>[]} */
  const messages = []
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set()
  const state = calendar ? calendarState(calendar) : undefined
  const placesOptions = places === true ? {} : places || undefined
  /** @type {import('./hubspot/answers.mjs').Contact[]} */
  const contacts = []

  /**
   * A send request to the stand-in of EmailJS.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function send(request, response) {
    const { body, tooLarge } = await readBody(request)
    if (tooLarge) return response.writeHead(413, { ...CORS, ...TEXT }).end('The request body is too large.')
    const recorded = { headers: request.headers, body }
    requests.push(recorded)
    // A test may hold the reply: `reply` can return a promise of the reply.
    const custom = reply ? await reply(recorded) : undefined
    if (response.destroyed) return
    if (custom && 'hang' in custom) return hanging.add(response)
    if (custom && 'drop' in custom) return request.socket.destroy()
    const refusal = checkSendRequest(body)
    const status = custom?.status ?? (refusal ? 400 : 200)
    const text = custom?.text ?? refusal ?? 'OK'
    if (status === 200) {
      const params = templateParams(body)
      messages.push({ ...params, receivedAt: new Date().toISOString() })
      log(
        printable(
          `\n📨 New message from ${params.from_name} <${params.from_email}>: ${params.subject}\n${params.message}\n`,
        ),
      )
    }
    response.writeHead(status, { ...CORS, ...TEXT }).end(text)
  }

  /**
   * A request to the stand-in of Cal.com's API.
   * @param {import('./calendar/answers.mjs').CalendarState} calendar
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function calendarRequest(calendar, request, response) {
    const { body } = await readBody(request)
    const { method = 'GET', url = '/', headers } = request
    const answered = answer(calendar, { method, url, headers, body })
    if (answered.booked) log(bookingText(answered.booked, calendar.timeZone))
    response.writeHead(answered.status, answered.headers).end(answered.body)
  }

  /**
   * A request to the stand-in of the Places API, below PLACES_BASE (preflights included).
   * @param {import('./places/answers.mjs').PlacesOptions} options
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function placesRequest(options, request, response) {
    // A body cut at its limit is still longer than it, which the stand-in refuses.
    const { body } = await readBody(request)
    const { method = 'GET', url = '/', headers } = request
    const path = url.slice(PLACES_BASE.length)
    const answered = placesAnswer({ method, path, headers, body }, { ...options, basePath: PLACES_BASE })
    response.writeHead(answered.status, answered.headers).end(answered.body)
  }

  /**
   * A request to the stand-in of HubSpot's Forms API (preflights included).
   * @param {import('./hubspot/answers.mjs').FormDefinition} form
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function formsRequest(form, request, response) {
    const { body, tooLarge } = await readBody(request)
    const { method = 'GET', url = '/' } = request
    /** @type {import('./hubspot/answers.mjs').FormsAnswer} */
    const answered = tooLarge
      ? formsFault(413, 'The request body is too large.')
      : formsAnswer({ method, path: url, body }, form)
    if (answered.contact) {
      contacts.push(answered.contact)
      log(contactText(answered.contact))
    }
    response.writeHead(answered.status, answered.headers).end(answered.body)
  }

  const server = createServer(async (request, response) => {
    const rawUrl = request.url ?? '/'
    const calendarPath = state !== undefined && /^\/v2(\/|\?|$)/.test(rawUrl)
    const placesPath = placesOptions !== undefined && /^\/places\/v1(\/|\?|$)/.test(rawUrl)
    const formsPath = crm !== undefined && SUBMIT_PATH.test(rawUrl.split('?')[0] ?? '')
    try {
      if (!URL.canParse(rawUrl, 'http://localhost')) return response.writeHead(400, TEXT).end('Bad Request')
      const { pathname } = new URL(rawUrl, 'http://localhost')
      if (placesOptions && placesPath) return await placesRequest(placesOptions, request, response)
      if (crm && formsPath) return await formsRequest(crm, request, response)
      if (request.method === 'OPTIONS') return response.writeHead(204, calendarPath ? PREFLIGHT : CORS).end()
      if (state && calendarPath) return await calendarRequest(state, request, response)
      if (request.method === 'GET' && pathname === '/') {
        return response.writeHead(200, HTML).end(
          inboxPage({
            email,
            messages,
            calendar: state,
            places: placesOptions,
            crm: crm !== undefined,
            contacts,
          }),
        )
      }
      const video = /^\/video\/([1-9A-HJ-NP-Za-km-z]+)$/.exec(pathname)
      if (request.method === 'GET' && video && state?.bookings.some((b) => b.uid === video[1])) {
        const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Video call</title>
<p>The local stand-in of the video call of booking <code>${video[1]}</code>.</p></html>`
        return response.writeHead(200, HTML).end(page)
      }
      if (email && request.method === 'POST' && pathname === SEND_PATH) return await send(request, response)
      return response.writeHead(404, { ...CORS, ...TEXT }).end('Not Found')
    } catch {
      if (response.headersSent || response.destroyed) return response.destroy()
      if (calendarPath) {
        const failed = serverErrorReply()
        return response.writeHead(failed.status, failed.headers).end(failed.body)
      }
      if (placesPath) {
        const failed = errorAnswer(internalError())
        return response.writeHead(failed.status, failed.headers).end(failed.body)
      }
      if (formsPath) {
        const fault = serverError(500)
        return response.writeHead(fault.status, fault.headers).end(fault.body)
      }
      response.writeHead(500, { ...CORS, ...TEXT }).end('Internal Server Error')
    }
  })

  return new Promise((resolve, reject) => {
    // The port may be taken (another `npm start`): the caller says so.
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('The inbox has no TCP address')
      const url = `http://127.0.0.1:${address.port}`
      // The bookings' video calls: the stand-in page above.
      if (state) state.videoBase = `${url}/video`
      resolve({
        url,
        messages,
        requests,
        bookings: state?.bookings ?? [],
        contacts,
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              for (const response of hanging) response.destroy()
              server.closeAllConnections()
              server.close(() => done())
            })
          ),
      })
    })
  })
}

/**
 * The string values of a send request's template_params (the form's fields).
 * @param {string} body
 * @returns {Record<string, string>}
 */
function templateParams(body) {
  const payload = parseJson(body)
  const params = isObject(payload) ? payload.template_params : undefined
  if (!isObject(params)) return {}
  return Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  )
}
