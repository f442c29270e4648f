// A local stand-in for the EmailJS send endpoint, for `npm start` without EmailJS settings and for
// the browser tests. POST /api/v1.0/email/send is checked like the real API (400 with a plain-text
// reason when user_id, service_id or template_id is missing; 200 "OK" otherwise), with the same
// CORS. Each message is printed and listed on the inbox page at GET /.
import { createServer } from 'node:http'

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
 * @property {() => Promise<void>} close stops the server, dropping any held replies
 */

/**
 * @typedef {object} InboxOptions
 * @property {number} [port] default: a free port
 * @property {(line: string) => void} [log] receives each accepted message; default console.log
 * @property {(request: RecordedRequest) => InboxReply | Promise<InboxReply>} [reply] decides the reply to a
 *   send request; a promise holds the reply until it settles
 */

export const SEND_PATH = '/api/v1.0/email/send'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
}

/** @type {[field: string, reason: string][]} */
const REQUIRED = [
  ['user_id', 'The Public Key is required. Pass it as user_id.'],
  ['service_id', 'The service ID is required.'],
  ['template_id', 'The template ID is required.'],
]

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

const escapeHtml = (/** @type {unknown} */ text) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

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

/** @param {Record<string, string>[]} messages */
function inboxPage(messages) {
  const items = messages
    .toReversed()
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><b>From:</b> ${escapeHtml(m.from_name)} &lt;${escapeHtml(m.from_email)}&gt; · <b>To:</b> ${escapeHtml(m.to_name)} · <time>${m.receivedAt}</time></p>
<pre>${escapeHtml(m.message)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox (${messages.length})</title>
<meta http-equiv="refresh" content="5"><style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Local inbox</h1><p>${messages.length} message(s). Messages sent from the contact form arrive here.</p>${items || ''}</body></html>`
}

/**
 * Starts the inbox on 127.0.0.1:`port`. `reply(request)` may decide a reply instead of the default
 * (tests use it for failures): return { status, text }, { hang: true } or { drop: true }, or a
 * promise of one (to hold the reply until the test releases it).
 * @param {InboxOptions} [options]
 * @returns {Promise<Inbox>}
 */
export function startInbox({ port = 0, log = console.log, reply } = {}) {
  /** @type {Record<string, string>[]} */
  const messages = []
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set()

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end()
    if (request.method === 'GET' && pathname === '/') {
      return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(inboxPage(messages))
    }
    if (request.method !== 'POST' || pathname !== SEND_PATH) {
      return response.writeHead(404, { ...CORS, 'Content-Type': 'text/plain' }).end('Not Found')
    }
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (body += chunk))
    request.on('end', async () => {
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
          `\n📨 New message from ${params.from_name} <${params.from_email}>: ${params.subject}\n${params.message}\n`,
        )
      }
      response.writeHead(status, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' }).end(text)
    })
  })

  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('The inbox has no TCP address')
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        messages,
        requests,
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              for (const response of hanging) response.destroy()
              server.closeAllConnections()
              server.close(() => done())
            })
          ),
      })
    }),
  )
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
