import { existsSync } from 'node:fs'
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
  type Route,
} from '@playwright/test'
import { DEFAULT_EMAILJS_ORIGIN } from '../../scripts/settings.mjs'
import { CalendarApi } from './calendar-fake'
import { HubSpotApi } from './hubspot-fake'
import { PageSpeedApi } from './pagespeed-fake'
import { PlacesApi } from './places-fake'
import { ScriptedReplies } from './scripted-replies'

export { expect }

export interface ConsoleEntry {
  type: string
  text: string
  /** The resource the message is about (for failed loads), else the script's URL. */
  url: string
}

const MEDIA_ROOT = new URL('../../public/media/', import.meta.url)

/**
 * A 404 for a file under /media/ that does not exist yet in public/media (the media are produced
 * separately). Once the file exists, a 404 for it counts again.
 */
function isMissingMedia(entry: ConsoleEntry): boolean {
  if (!entry.text.includes('the server responded with a status of 404')) return false
  const path = URL.canParse(entry.url) ? new URL(entry.url).pathname : ''
  if (!path.startsWith('/media/')) return false
  return !existsSync(new URL(path.slice('/media/'.length), MEDIA_ROOT))
}

/**
 * Console errors and warnings, page errors and CSP violations of every page of a test. The test fails
 * afterwards if any is left that it did not provoke on purpose (`expectProblem`).
 */
export class ConsoleProblems {
  readonly entries: ConsoleEntry[] = []
  private readonly provoked: (string | RegExp)[] = []

  async watch(context: BrowserContext): Promise<void> {
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
      ),
    )
    context.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        this.entries.push({ type: message.type(), text: message.text(), url: message.location().url })
      }
    })
    context.on('weberror', (error) =>
      this.entries.push({ type: 'pageerror', text: error.error().message, url: '' }),
    )
  }

  /** Declares a problem the test provokes on purpose (matched on the message's text). */
  expectProblem(pattern: string | RegExp): void {
    this.provoked.push(pattern)
  }

  /** The problems left once those provoked on purpose and not-yet-recorded media are set aside. */
  unexpected(): string[] {
    return this.entries
      .filter((entry) => !isMissingMedia(entry))
      .filter((entry) =>
        this.provoked.every((pattern) =>
          typeof pattern === 'string' ? !entry.text.includes(pattern) : !pattern.test(entry.text),
        ),
      )
      .map((entry) => `${entry.type}: ${entry.text} (${entry.url})`)
  }
}

/** Where the EmailJS SDK posts a message (the e2e build uses EmailJS's default origin). */
export const SEND_URL = `${DEFAULT_EMAILJS_ORIGIN}/api/v1.0/email/send`

/** How the fake EmailJS answers one request. */
export type InboxReply =
  | { status: number; text: string }
  /** The connection fails without a reply (net::ERR_CONNECTION_RESET and the like). */
  | { abort: 'connectionreset' | 'connectionfailed' | 'internetdisconnected' }
  /** No reply ever comes. */
  | { hang: true }

export interface RecordedRequest {
  method: string
  headers: Record<string, string>
  body: string
}

const OK: InboxReply = { status: 200, text: 'OK' }

/**
 * EmailJS's send endpoint, faked with `context.route()`: it records every request the page makes
 * and answers 200 OK unless the test scripted another reply.
 */
export class Inbox extends ScriptedReplies<InboxReply> {
  readonly requests: RecordedRequest[] = []

  constructor() {
    super(OK)
  }

  async listen(context: BrowserContext): Promise<void> {
    await context.route(SEND_URL, (route) => this.answer(route))
  }

  /** The JSON bodies of the requests, in order. */
  payloads(): unknown[] {
    return this.requests.map((request) => JSON.parse(request.body))
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request()
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    this.requests.push({
      method: request.method(),
      headers: request.headers(),
      body: request.postData() ?? '',
    })
    const reply = await this.nextReply()
    if ('hang' in reply) return
    if ('abort' in reply) return route.abort(reply.abort).catch(() => undefined)
    await route
      .fulfill({ status: reply.status, body: reply.text, contentType: 'text/plain', headers: CORS })
      // The page may be gone (a reload, the end of the test) while a reply was held.
      .catch(() => undefined)
  }
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' }

/** Each watched context's open requests but videos', and when that set last changed. */
const openRequests = new WeakMap<BrowserContext, { open: Set<Request>; changedAt: number }>()

/** Keeps track of the context's open requests, for networkSettled (every test's context is watched). */
export function watchRequests(context: BrowserContext): void {
  const watched = { open: new Set<Request>(), changedAt: Date.now() }
  openRequests.set(context, watched)
  const settle = (request: Request) => {
    if (watched.open.delete(request)) watched.changedAt = Date.now()
  }
  context.on('request', (request) => {
    if (request.resourceType() === 'media') return
    watched.open.add(request)
    watched.changedAt = Date.now()
  })
  context.on('requestfinished', settle)
  context.on('requestfailed', settle)
  // A page closed at once (a checkout's popup) may leave a request that never reports its end.
  context.on('page', (page) =>
    page.on('close', () => {
      for (const request of watched.open) if (pageOf(request) === page) settle(request)
    }),
  )
}

/** The page a request is for; none for a service worker's. */
function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page()
  } catch {
    return undefined
  }
}

/**
 * Waits until the page's context has had no request open for half a second, as Playwright's
 * networkidle does, but leaving out videos' requests: a playing video may keep its request open
 * as long as it plays, and networkidle then never comes.
 */
export async function networkSettled(page: Page): Promise<void> {
  const watched = openRequests.get(page.context())
  if (!watched) throw new Error('networkSettled needs a context watched with watchRequests')
  await expect
    .poll(() => watched.open.size === 0 && Date.now() - watched.changedAt >= 500, { timeout: 15_000 })
    .toBe(true)
}

export const test = base.extend<{
  problems: ConsoleProblems
  inbox: Inbox
  pagespeed: PageSpeedApi
  calendar: CalendarApi
  places: PlacesApi
  hubspot: HubSpotApi
  requests: void
}>({
  problems: [
    async ({ context }, use) => {
      const problems = new ConsoleProblems()
      await problems.watch(context)
      await use(problems)
      expect(problems.unexpected(), 'console errors and warnings, page errors, CSP violations').toEqual([])
    },
    { auto: true },
  ],
  requests: [
    async ({ context }, use) => {
      watchRequests(context)
      await use()
    },
    { auto: true },
  ],
  inbox: async ({ context }, use) => {
    const inbox = new Inbox()
    await inbox.listen(context)
    await use(inbox)
    inbox.releaseAll()
  },
  /** Google's PageSpeed Insights API, faked at its address (tests/e2e/pagespeed-fake.ts). */
  pagespeed: async ({ context }, use) => {
    const api = new PageSpeedApi()
    await api.listen(context)
    await use(api)
    api.releaseAll()
  },
  /** Cal.com's API v2, faked at its address (tests/e2e/calendar-fake.ts). */
  calendar: async ({ context }, use) => {
    const api = new CalendarApi()
    await api.listen(context)
    await use(api)
    api.releaseAll()
  },
  /**
   * HubSpot's Forms API, faked at its address (tests/e2e/hubspot-fake.ts) for every test: the build
   * with a CRM sends each lead there, and the build without one must send nothing.
   */
  hubspot: [
    async ({ context }, use) => {
      const api = new HubSpotApi()
      await api.listen(context)
      await use(api)
      api.releaseAll()
    },
    { auto: true },
  ],
  /** Google's Places API (New), faked at its address (tests/e2e/places-fake.ts). */
  places: async ({ context }, use) => {
    const api = new PlacesApi()
    await api.listen(context)
    await use(api)
    api.releaseAll()
  },
})
