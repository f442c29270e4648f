import { existsSync } from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { SEND_PATH, startInbox, type InboxReply, type RecordedRequest } from '../../scripts/local-inbox.mjs'
import { openPage } from './browser'
import { INBOX_PORT } from './ports'

/** The e2e build's configuration (.env.e2e). */
export const STUDIO_NAME = 'Brightpath Studio'
export const STUDIO_EMAIL = 'hello@brightpath.studio'
export const SEND_URL = `http://127.0.0.1:${INBOX_PORT}${SEND_PATH}`

/** What the EmailJS SDK puts around the template parameters (spec §7, §9). */
export const SDK_FIELDS = {
  lib_version: '4.4.1',
  user_id: 'e2e-public-key',
  service_id: 'e2e_service',
  template_id: 'e2e_template',
} as const

/** The visitor-facing texts of the send states (spec §4, §8). */
export const MESSAGES = {
  sending: 'Sending...',
  success: 'Message sent successfully!',
  error: 'Failed to send message. Please try again.',
} as const

/** The length limits of the issue, in characters. */
export const LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const

export type Field = keyof typeof LIMITS
export const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message']
export type ContactValues = Record<Field, string>

export const SAMPLE: ContactValues = {
  name: 'Ana Ruiz',
  email: 'ana@casaverde.com',
  subject: 'A site for our restaurant',
  message: 'Hello!\nWe need a menu page and online booking.',
}

export interface TemplateParams extends ContactValues {
  to_name: string
}

export interface SendPayload {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<keyof TemplateParams, string>
}

/** The full request body the form must send for these values. */
export const expectedPayload = (values: ContactValues) => ({
  ...SDK_FIELDS,
  template_params: {
    from_name: values.name,
    from_email: values.email,
    subject: values.subject,
    message: values.message,
    to_name: STUDIO_NAME,
  },
})

// ---------------------------------------------------------------------------------------------
// The local inbox, with replies scripted by the test.

export interface HeldReply {
  /** Sends the held reply (default: the inbox's normal 200 OK). */
  release: (reply?: InboxReply) => void
}

export interface ScriptedInbox {
  /** The inbox page (GET /), listing the messages received. */
  url: string
  /** Every send request received, in order. */
  readonly requests: RecordedRequest[]
  payloads: () => SendPayload[]
  /** The reply to the next request that has no scripted reply yet (default: 200 OK). */
  replyNext: (reply: InboxReply) => void
  /**
   * The reply to every request that has no scripted reply (undefined: the normal 200 OK). A dropped
   * connection must be dropped every time: Chromium re-sends a request once by itself when a
   * reused connection closes without a reply.
   */
  replyAll: (reply: InboxReply) => void
  /** Holds the reply to the next request until the test releases it. */
  holdNext: () => HeldReply
  /** Forgets requests and scripted replies; releases replies still held. */
  reset: () => void
  close: () => Promise<void>
}

/**
 * The scripted inbox for a whole test file (or describe block), like useBrowser(): started before
 * its first test, closed after its last, and reset before each test.
 */
export function useScriptedInbox(): () => ScriptedInbox {
  let inbox: ScriptedInbox | undefined
  beforeAll(async () => {
    inbox = await startScriptedInbox()
  })
  beforeEach(() => inbox?.reset())
  afterAll(async () => {
    await inbox?.close()
  })
  return () => {
    if (!inbox) throw new Error('the inbox is not running (useScriptedInbox() outside a test file?)')
    return inbox
  }
}

/** The local EmailJS stand-in on INBOX_PORT (the e2e build's VITE_EMAILJS_ORIGIN). */
export async function startScriptedInbox(): Promise<ScriptedInbox> {
  let queue: (() => InboxReply | Promise<InboxReply>)[] = []
  let fallback: InboxReply = undefined
  const held = new Set<HeldReply>()
  const inbox = await startInbox({
    port: INBOX_PORT,
    log: () => undefined,
    reply: () => {
      const next = queue.shift()
      return next ? next() : fallback
    },
  })
  return {
    url: inbox.url,
    requests: inbox.requests,
    payloads: () => inbox.requests.map((request) => JSON.parse(request.body) as SendPayload),
    replyNext: (reply) => queue.push(() => reply),
    replyAll: (reply) => (fallback = reply),
    holdNext: () => {
      let resolve: (reply: InboxReply) => void = () => undefined
      const promise = new Promise<InboxReply>((done) => (resolve = done))
      const handle: HeldReply = {
        release: (reply) => {
          held.delete(handle)
          resolve(reply)
        },
      }
      held.add(handle)
      queue.push(() => promise)
      return handle
    },
    reset: () => {
      queue = []
      fallback = undefined
      for (const handle of held) handle.release()
      inbox.requests.length = 0
      inbox.messages.length = 0
    },
    close: inbox.close,
  }
}

// ---------------------------------------------------------------------------------------------
// The page and the form.

export interface ConsoleEntry {
  type: string
  text: string
  /** The resource the message is about (for failed loads), else the script's URL. */
  url: string
}

export interface SendCall {
  method: string
  url: string
}

export interface ContactForm {
  dialog: Locator
  fields: Record<Field, Locator>
  /** The submit button while idle. */
  send: Locator
  /** The submit button while sending. */
  sending: Locator
  /** The live region announcing the send state. */
  status: Locator
}

export interface ContactPage {
  page: Page
  /** Console errors and warnings and page errors, with the resource they are about. */
  console: ConsoleEntry[]
  /** Every send request the page itself issued (as the page sees it, before any network retry). */
  sends: SendCall[]
}

function watchPage(page: Page): Omit<ContactPage, 'page'> {
  const console: ConsoleEntry[] = []
  const sends: SendCall[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      console.push({ type: message.type(), text: message.text(), url: message.location().url })
    }
  })
  page.on('pageerror', (error) => console.push({ type: 'pageerror', text: error.message, url: '' }))
  page.on('request', (request) => {
    if (request.url().startsWith(SEND_URL)) sends.push({ method: request.method(), url: request.url() })
  })
  return { console, sends }
}

/**
 * A fresh page at the site, watched. With `clock`, Playwright's fake clock is installed before the
 * site loads (it fakes timers and Date, not fetch).
 */
export async function openSite(browser: Browser, { clock = false } = {}): Promise<ContactPage> {
  let watched: Omit<ContactPage, 'page'> = { console: [], sends: [] }
  const { page } = await openPage(browser, {
    reducedMotion: 'reduce',
    beforeGoto: async (fresh) => {
      watched = watchPage(fresh)
      if (clock) await fresh.clock.install()
    },
  })
  // Fail fast: a missing element should not stall a poll for the default 30 s.
  page.setDefaultTimeout(5_000)
  return { page, ...watched }
}

export const heroButton = (page: Page): Locator =>
  page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true })

export function contactForm(page: Page): ContactForm {
  const dialog = page.getByRole('dialog', { name: 'Build My Website', exact: true })
  const field = (label: string) => dialog.getByLabel(label, { exact: true })
  return {
    dialog,
    fields: {
      name: field('Name'),
      email: field('Email'),
      subject: field('Subject'),
      message: field('Message'),
    },
    send: dialog.getByRole('button', { name: 'Send Message', exact: true }),
    sending: dialog.getByRole('button', { name: MESSAGES.sending, exact: true }),
    status: dialog.getByRole('status'),
  }
}

/** Opens the contact form with the hero's Build My Website button. */
export async function openForm(page: Page): Promise<ContactForm> {
  await heroButton(page).click()
  const form = contactForm(page)
  await form.dialog.waitFor({ state: 'visible' })
  return form
}

export async function openContactForm(
  browser: Browser,
  options: { clock?: boolean } = {},
): Promise<ContactPage & { form: ContactForm }> {
  const site = await openSite(browser, options)
  return { ...site, form: await openForm(site.page) }
}

export async function fillForm(form: ContactForm, values: Partial<ContactValues>): Promise<void> {
  for (const field of FIELDS) {
    const value = values[field]
    if (value !== undefined) await form.fields[field].fill(value)
  }
}

export async function formValues(form: ContactForm): Promise<ContactValues> {
  const values = { name: '', email: '', subject: '', message: '' }
  for (const field of FIELDS) values[field] = await form.fields[field].inputValue()
  return values
}

/** Reloads the page (same tab, so sessionStorage stays). */
export async function reload(page: Page): Promise<void> {
  await page.reload()
}

/** Waits until the live region's text contains `text`. */
export async function expectStatus(form: ContactForm, text: string): Promise<void> {
  await expect
    .poll(async () => ((await form.status.textContent()) ?? '').trim(), { timeout: 10_000 })
    .toContain(text)
}

export const statusText = async (form: ContactForm): Promise<string> =>
  ((await form.status.textContent()) ?? '').trim()

/** Waits until the inbox has received `count` send requests. */
export async function expectRequests(inbox: ScriptedInbox, count: number): Promise<void> {
  await expect.poll(() => inbox.requests.length, { timeout: 10_000 }).toBe(count)
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

/** The console problems left once those the test provoked on purpose (matched by text) are set aside. */
export function unexpectedConsole(entries: ConsoleEntry[], provoked: (string | RegExp)[] = []): string[] {
  return entries
    .filter((entry) => !isMissingMedia(entry))
    .filter((entry) =>
      provoked.every((pattern) =>
        typeof pattern === 'string' ? !entry.text.includes(pattern) : !pattern.test(entry.text),
      ),
    )
    .map((entry) => `${entry.type}: ${entry.text} (${entry.url})`)
}
