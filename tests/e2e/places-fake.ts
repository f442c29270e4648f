import type { BrowserContext, Route } from '@playwright/test'
import { SEARCH_NEARBY, SEARCH_TEXT, answer, type PlacesOptions } from '../../scripts/places/answers.mjs'
import {
  apiKeyInvalid,
  errorAnswer,
  internalError,
  jsonAnswer,
  preflightAnswer,
  referrerBlocked,
  resourceExhausted,
  serviceDisabled,
  unavailable,
  type Answer,
  type GoogleError,
} from '../../scripts/places/http.mjs'
import type { Place } from '../../scripts/places/samples.mjs'
import { DEFAULT_PLACES_API } from '../../scripts/settings.mjs'
import { HOSTILE_MARKUP } from './calendar-fake'
import { ScriptedReplies } from './scripted-replies'

// A fake of Google's Places API (New) at its real address, for the browser tests (PlacesApi below).

export type { Place }
export { SAMPLE_PLACES, SAMPLE_SEARCH, SAMPLE_TOWN } from '../../scripts/places/samples.mjs'

/** Google's faults that a browser key meets, each in Google's envelope (scripts/places/http.mjs). */
export type PlacesFault =
  /** 400 INVALID_ARGUMENT, ErrorInfo API_KEY_INVALID. */
  | 'key-invalid'
  /** 403 PERMISSION_DENIED, ErrorInfo API_KEY_HTTP_REFERRER_BLOCKED, naming the request's Referer. */
  | 'referrer-blocked'
  /** 403 PERMISSION_DENIED, ErrorInfo SERVICE_DISABLED: the Places API (New) is not enabled. */
  | 'service-disabled'
  /** 429 RESOURCE_EXHAUSTED, ErrorInfo RATE_LIMIT_EXCEEDED. */
  | 'quota'
  /** 500 INTERNAL. */
  | 'internal'
  /** 503 UNAVAILABLE. */
  | 'unavailable'

/** How the fake answers one request. */
export type PlacesReply =
  /** The real answer (the default): the places found, `{}` for none, or Google's error for the request. */
  | { answer: true }
  /** One of Google's faults. */
  | { fault: PlacesFault }
  /** The real answer with HOSTILE_MARKUP in every string a page might show (`withMarkup`). */
  | { markup: true }
  /** Any body, sent as JSON with Google's headers. */
  | { status: number; json: unknown }
  /** The connection fails without a reply. */
  | { abort: 'internetdisconnected' | 'connectionreset' | 'failed' }
  /** No reply ever comes. */
  | { hang: true }

/** A request as the fake received it. */
export interface PlacesRequest {
  method: string
  url: URL
  /** Names in lower case. */
  headers: Record<string, string>
  body: string
  /** The body parsed, or undefined when it is not JSON. */
  json: unknown
}

const DEFAULT_REPLY: PlacesReply = { answer: true }

/**
 * One of the API's methods: the replies the test scripts for it (ScriptedReplies) and every request
 * it received, preflights aside.
 */
export class PlacesEndpoint extends ScriptedReplies<PlacesReply> {
  readonly requests: PlacesRequest[] = []

  constructor() {
    super(DEFAULT_REPLY)
  }

  /** The JSON bodies of the requests, in order. */
  payloads(): unknown[] {
    return this.requests.map((request) => request.json)
  }

  /** Records a request and gives its reply (PlacesApi calls it for each request). */
  receive(request: PlacesRequest): Promise<PlacesReply> {
    this.requests.push(request)
    return this.nextReply()
  }
}

/** Keys whose strings a page parses or passes on rather than shows: left as they are by `withMarkup`. */
const PARSED = new Set([
  'name',
  'id',
  'types',
  'primaryType',
  'languageCode',
  'businessStatus',
  'nextPageToken',
  '@type',
  'status',
  'reason',
  'domain',
  'locale',
])

/**
 * `value` with HOSTILE_MARKUP around each non-empty string a page might show: names, addresses,
 * type names, error messages (`key`: the property holding it). Ids, types, language codes, statuses
 * and tokens stay as they are; addresses of pages keep their address, with the markup in the fragment.
 */
export function withMarkup(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (value === '' || PARSED.has(key)) return value
    if (/^https?:\/\//.test(value)) return `${value}#">${HOSTILE_MARKUP}`
    return `${HOSTILE_MARKUP} ${value} ${HOSTILE_MARKUP}`
  }
  if (Array.isArray(value)) return value.map((item) => withMarkup(item, key))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withMarkup(item, name)]))
  }
  return value
}

/**
 * Google's Places API (New), faked with `context.route()` at its address: `base`, by default the
 * real one (DEFAULT_PLACES_API, https://places.googleapis.com/v1), or wherever a build's
 * VITE_PLACES_API points. POST places:searchText and places:searchNearby record each request on
 * their endpoint (`searchText`, `searchNearby`) and answer as the test scripts it. The real answer,
 * the default, comes from the same stand-in as the local inbox's (scripts/places/): Google's
 * checks, field mask, envelope and headers, over the sample businesses of Maplewood (or `places`).
 * It takes any key unless `keys` names the ones it knows.
 */
export class PlacesApi {
  readonly searchText = new PlacesEndpoint()
  readonly searchNearby = new PlacesEndpoint()
  /** Every request to the API (either method, or any other address below the base), preflights aside. */
  readonly requests: PlacesRequest[] = []
  readonly base: string
  private readonly options: PlacesOptions

  constructor({ base = DEFAULT_PLACES_API, ...options }: PlacesOptions & { base?: string } = {}) {
    this.base = base.replace(/\/+$/, '')
    this.options = { ...options, basePath: new URL(this.base).pathname }
  }

  async listen(context: BrowserContext): Promise<void> {
    await context.route(
      (url) => url.href.startsWith(`${this.base}/`),
      (route) => this.answer(route),
    )
  }

  /** Releases every held reply (the test is over). */
  releaseAll(): void {
    this.searchText.releaseAll()
    this.searchNearby.releaseAll()
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request()
    const headers = request.headers()
    // Playwright answers most preflights itself; any that reaches here gets Google's answer.
    if (request.method() === 'OPTIONS') return this.send(route, preflightAnswer(headers))
    const url = new URL(request.url())
    // The path and query below the base: /places:searchText?…
    const path = url.href.slice(this.base.length)
    const pathname = path.split('?')[0]
    const endpoint =
      request.method() !== 'POST'
        ? undefined
        : pathname === SEARCH_TEXT
          ? this.searchText
          : pathname === SEARCH_NEARBY
            ? this.searchNearby
            : undefined
    const body = request.postData() ?? ''
    const recorded: PlacesRequest = { method: request.method(), url, headers, body, json: parsed(body) }
    this.requests.push(recorded)
    const reply = endpoint ? await endpoint.receive(recorded) : DEFAULT_REPLY
    if ('hang' in reply) return
    if ('abort' in reply) return route.abort(reply.abort).catch(() => undefined)
    const origin = headers.origin
    const real = () => answer({ method: recorded.method, path, headers, body }, this.options)
    if ('status' in reply) return this.send(route, jsonAnswer(reply.status, reply.json, origin))
    if ('fault' in reply) {
      const method = endpoint === this.searchNearby ? 'SearchNearby' : 'SearchText'
      return this.send(route, errorAnswer(fault(reply.fault, method, headers.referer), origin))
    }
    if (!('markup' in reply)) return this.send(route, real())
    const answered = real()
    return this.send(route, {
      ...answered,
      body: JSON.stringify(withMarkup(JSON.parse(answered.body)), null, 2),
    })
  }

  private async send(route: Route, answered: Answer): Promise<void> {
    await route
      .fulfill({ status: answered.status, headers: answered.headers, body: answered.body })
      // The page may be gone (a reload, the end of the test) while a reply was held.
      .catch(() => undefined)
  }
}

/** The JSON a body holds, if it is JSON. */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/** A fault's envelope, as Google would send it to this request. */
function fault(name: PlacesFault, method: 'SearchText' | 'SearchNearby', referer?: string): GoogleError {
  switch (name) {
    case 'key-invalid':
      return apiKeyInvalid()
    case 'referrer-blocked':
      return referrerBlocked(referer || undefined)
    case 'service-disabled':
      return serviceDisabled()
    case 'quota':
      return resourceExhausted(method)
    case 'internal':
      return internalError()
    case 'unavailable':
      return unavailable()
  }
}
