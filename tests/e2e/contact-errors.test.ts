import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { InboxReply } from '../../scripts/local-inbox.mjs'
import { flushTasks, useBrowser } from './browser'
import {
  expectedPayload,
  expectRequests,
  expectStatus,
  fillForm,
  formValues,
  MESSAGES,
  openContactForm,
  SAMPLE,
  SEND_URL,
  useScriptedInbox,
  statusText,
  STUDIO_EMAIL,
  unexpectedConsole,
  type ConsoleEntry,
  type ContactForm,
  type ScriptedInbox,
} from './contact-helpers'

interface Failure {
  what: string
  reply: NonNullable<InboxReply>
  /** The status and text the failure must be logged with. */
  logged: string
  /** The browser's own console line about the failed request. */
  resourceError: string
}

const FAILURES: Failure[] = [
  {
    what: '403 Forbidden (block list)',
    reply: { status: 403, text: 'Forbidden' },
    logged: '(status 403): Forbidden',
    resourceError: 'the server responded with a status of 403',
  },
  {
    what: '429 Too Many Requests (rate limit)',
    reply: { status: 429, text: 'Too Many Requests' },
    logged: '(status 429): Too Many Requests',
    resourceError: 'the server responded with a status of 429',
  },
  {
    what: '451 Unavailable For Headless Browser',
    reply: { status: 451, text: 'Unavailable For Headless Browser' },
    logged: '(status 451): Unavailable For Headless Browser',
    resourceError: 'the server responded with a status of 451',
  },
  {
    what: '500 server error',
    reply: { status: 500, text: 'Internal Server Error' },
    logged: '(status 500): Internal Server Error',
    resourceError: 'the server responded with a status of 500',
  },
  {
    what: 'a network failure (connection dropped without a reply)',
    reply: { drop: true },
    logged: '(status 0): Network Error',
    resourceError: 'Failed to load resource: net::ERR_',
  },
]

const SEND_FAILURE_LOG = 'Contact message not sent'

const sendFailureLogs = (entries: ConsoleEntry[]) =>
  entries.filter((entry) => entry.type === 'error' && entry.text.includes(SEND_FAILURE_LOG))

/** The error state: its message, the studio's e-mail offered, the data kept and a usable button. */
async function expectErrorState(form: ContactForm) {
  await expectStatus(form, MESSAGES.error)
  expect(await statusText(form)).not.toContain(MESSAGES.success)
  expect(await formValues(form)).toEqual(SAMPLE)
  const mail = form.status.getByRole('link', { name: STUDIO_EMAIL, exact: true })
  expect(await mail.getAttribute('href')).toBe(`mailto:${STUDIO_EMAIL}`)
  expect(await form.send.isEnabled()).toBe(true)
  expect(await form.fields.message.isEditable()).toBe(true)
  expect(await form.dialog.isVisible()).toBe(true)
}

/** Retries with Send Message: exactly one more request, the same message, then success. */
async function expectRetrySucceeds(page: Page, form: ContactForm, inbox: ScriptedInbox, before: number) {
  await form.send.click()
  await expectStatus(form, MESSAGES.success)
  await flushTasks(page)
  expect(inbox.requests).toHaveLength(before + 1)
  expect(inbox.payloads().at(-1)).toEqual(expectedPayload(SAMPLE))
  expect(await formValues(form)).toEqual({ name: '', email: '', subject: '', message: '' })
}

describe('contact form: send failures', () => {
  const browser = useBrowser()
  const inbox = useScriptedInbox()

  for (const failure of FAILURES) {
    it(`${failure.what}: the error message, data kept, logged, and a retry sends exactly one more request`, async () => {
      const { page, form, console, sends } = await openContactForm(browser())
      await fillForm(form, SAMPLE)
      inbox().replyAll(failure.reply)
      await form.send.click()
      await expectErrorState(form)
      inbox().replyAll(undefined)

      // The page made one request for the failed submission. (For a dropped connection Chromium's
      // network stack may re-send it once on a fresh connection, so the inbox can see it twice.)
      expect(sends).toEqual([{ method: 'POST', url: SEND_URL }])
      const received = inbox().requests.length
      if (!('drop' in failure.reply)) expect(received).toBe(1)
      for (const payload of inbox().payloads()) expect(payload).toEqual(expectedPayload(SAMPLE))

      const logs = sendFailureLogs(console)
      expect(logs).toHaveLength(1)
      expect(logs[0]?.text).toContain(failure.logged)

      await expectRetrySucceeds(page, form, inbox(), received)
      expect(sends).toHaveLength(2)
      expect(unexpectedConsole(console, [SEND_FAILURE_LOG, failure.resourceError])).toEqual([])
    })
  }

  it('a request with no reply gives the error after 15 s, and its late reply changes nothing', async () => {
    const { page, form, console, sends } = await openContactForm(browser(), { clock: true })
    await fillForm(form, SAMPLE)
    const hung = inbox().holdNext()
    await form.send.click()
    await expectRequests(inbox(), 1)
    await expectStatus(form, MESSAGES.sending)

    await page.clock.fastForward(14_000)
    await flushTasks(page)
    expect(await statusText(form)).toBe(MESSAGES.sending)
    await page.clock.fastForward(1_000)
    await expectErrorState(form)
    const logs = sendFailureLogs(console)
    expect(logs).toHaveLength(1)
    expect(logs[0]?.text).toContain('(status 0): No reply within 15 s')

    // The reply finally comes, a success: the page receives it, and nothing changes.
    const late = page.waitForResponse((response) => response.url() === SEND_URL)
    hung.release()
    expect((await late).status()).toBe(200)
    await flushTasks(page)
    await flushTasks(page)
    await expectErrorState(form)

    await expectRetrySucceeds(page, form, inbox(), 1)
    expect(sends).toHaveLength(2)
    expect(unexpectedConsole(console, [SEND_FAILURE_LOG])).toEqual([])
  })

  it('a late failure of a timed-out request does not touch the retry that is under way', async () => {
    const { page, form, console } = await openContactForm(browser(), { clock: true })
    await fillForm(form, SAMPLE)
    const hung = inbox().holdNext()
    await form.send.click()
    await expectRequests(inbox(), 1)
    await page.clock.fastForward(15_000)
    await expectErrorState(form)

    const retry = inbox().holdNext()
    await form.send.click()
    await expectRequests(inbox(), 2)
    const late = page.waitForResponse((response) => response.url() === SEND_URL)
    hung.release({ status: 500, text: 'Internal Server Error' })
    expect((await late).status()).toBe(500)
    await flushTasks(page)
    await flushTasks(page)
    expect(await statusText(form)).toBe(MESSAGES.sending)

    retry.release()
    await expectStatus(form, MESSAGES.success)
    expect(inbox().requests).toHaveLength(2)
    expect(sendFailureLogs(console)).toHaveLength(1)
    expect(
      unexpectedConsole(console, [SEND_FAILURE_LOG, 'the server responded with a status of 500']),
    ).toEqual([])
  })
})
