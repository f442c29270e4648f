import type { Page } from '@playwright/test'
import {
  closeAfterSuccess,
  contactForm,
  expectedPayload,
  expectOutcome,
  expectReadable,
  fillForm,
  formValues,
  MESSAGES,
  openForm,
  SAMPLE,
  STUDIO_EMAIL,
  type ContactForm,
} from './contact-helpers'
import { expect, SEND_URL, test, type ConsoleProblems, type Inbox, type InboxReply } from './fixtures'
import { flushTasks, stopClock } from './page-helpers'

interface Failure {
  what: string
  reply: InboxReply
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
    reply: { abort: 'connectionreset' },
    logged: '(status 0): Network Error',
    resourceError: 'Failed to load resource: net::ERR_',
  },
]

const OK: InboxReply = { status: 200, text: 'OK' }
const EMPTY = { name: '', email: '', subject: '', message: '' }
const SEND_FAILURE_LOG = 'Contact message not sent'

/** The texts of the app's own "not sent" console errors so far. */
const sendFailureLogs = (problems: ConsoleProblems): string[] =>
  problems.entries
    .filter((entry) => entry.type === 'error' && entry.text.includes(SEND_FAILURE_LOG))
    .map((entry) => entry.text)

/** The error state: its message and the studio's e-mail shown, the data kept and a usable button. */
async function expectErrorState(form: ContactForm) {
  await expectOutcome(form, MESSAGES.error)
  await expect(form.status).not.toContainText(MESSAGES.success)
  await expect.poll(() => formValues(form)).toEqual(SAMPLE)
  const mail = form.status.getByRole('link', { name: STUDIO_EMAIL, exact: true })
  await expect(mail).toHaveAttribute('href', `mailto:${STUDIO_EMAIL}`)
  await expectReadable(mail)
  await expect(form.send).toBeEnabled()
  await expect(form.fields.message).toBeEditable()
  await expect(form.dialog).toBeVisible()
}

/** Retries with Send Message: exactly one more request, the same message, then success. */
async function expectRetrySucceeds(page: Page, form: ContactForm, inbox: Inbox, before: number) {
  await form.send.click()
  await expectOutcome(form, MESSAGES.success)
  await flushTasks(page)
  expect(inbox.requests).toHaveLength(before + 1)
  expect(inbox.payloads().at(-1)).toEqual(expectedPayload(SAMPLE))
  await expect.poll(() => formValues(form)).toEqual(EMPTY)
}

/** The browser's console lines about failed requests, of the kinds the failures above provoke. */
const resourceErrors = (problems: ConsoleProblems): string[] =>
  problems.entries
    .filter((entry) => FAILURES.some((failure) => entry.text.includes(failure.resourceError)))
    .map((entry) => entry.text)

test.use({ reducedMotion: 'reduce' })

test.describe('contact form: send failures', () => {
  // Each step fails once and retries once; the counts are taken from the step's start. Every failure
  // kind's browser line is allowed for the whole test, so each step checks it logged only its own.
  test('every failure kind shows the error, keeps the data, is logged, and a retry sends exactly one more request', async ({
    page,
    inbox,
    problems,
  }) => {
    problems.expectProblem(SEND_FAILURE_LOG)
    for (const failure of FAILURES) problems.expectProblem(failure.resourceError)
    // Each step closes the form after its success: the page's clock stands still, so the success's
    // 2 s never run out first, however slow the machine.
    await page.goto('/')
    await stopClock(page)

    for (const [index, failure] of FAILURES.entries()) {
      if (index > 0) await closeAfterSuccess(page)
      await test.step(`${failure.what}: the error message, data kept, logged, and a retry sends exactly one more request`, async () => {
        const sent = inbox.requests.length
        const logs = sendFailureLogs(problems).length
        const lines = resourceErrors(problems).length
        const form = await openForm(page)
        await fillForm(form, SAMPLE)
        inbox.replyAll(failure.reply)
        await form.send.click()
        await expectErrorState(form)
        inbox.replyAll(OK)

        // The page made one POST for the failed submission (a route's abort is not re-sent by Chromium).
        expect(inbox.requests.slice(sent).map((request) => request.method)).toEqual(['POST'])
        expect(inbox.payloads().slice(sent)).toEqual([expectedPayload(SAMPLE)])
        await expect
          .poll(() => sendFailureLogs(problems).slice(logs))
          .toEqual([expect.stringContaining(failure.logged)])
        await expect
          .poll(() => resourceErrors(problems).slice(lines))
          .toEqual([expect.stringContaining(failure.resourceError)])

        await expectRetrySucceeds(page, form, inbox, sent + 1)
        expect(inbox.requests.slice(sent).map((request) => request.method)).toEqual(['POST', 'POST'])
      })
    }
  })

  test('a request with no reply times out at 15 s, and its late reply, success or failure, changes nothing', async ({
    page,
    inbox,
    problems,
  }) => {
    problems.expectProblem(SEND_FAILURE_LOG)
    problems.expectProblem('the server responded with a status of 500')
    // Only the test moves the page's time from here on (this machine can be slow).
    await page.goto('/')
    await stopClock(page)
    const form = contactForm(page)

    await test.step('a request with no reply gives the error after 15 s, and its late reply changes nothing', async () => {
      await openForm(page)
      await fillForm(form, SAMPLE)
      // Held rather than hung: the reply comes late, after the timeout.
      const hung = inbox.holdNext()
      await form.send.click()
      await expect.poll(() => inbox.requests.length).toBe(1)
      await expect(form.status).toContainText(MESSAGES.sending)

      await page.clock.fastForward(14_000)
      await flushTasks(page)
      await expect(form.status).toHaveText(MESSAGES.sending)
      await page.clock.fastForward(1_000)
      await expectErrorState(form)
      await expect
        .poll(() => sendFailureLogs(problems))
        .toEqual([expect.stringContaining('(status 0): No reply within 15 s')])

      // The reply finally comes, a success: the page receives it, and nothing changes.
      const late = page.waitForResponse(SEND_URL)
      hung.release()
      expect((await late).status()).toBe(200)
      await flushTasks(page)
      await flushTasks(page)
      await expectErrorState(form)

      await expectRetrySucceeds(page, form, inbox, 1)
      expect(inbox.requests).toHaveLength(2)
      // The 500 allowed for the next step: every reply here was a 200.
      expect(resourceErrors(problems)).toEqual([])
    })

    await closeAfterSuccess(page)
    // The clock runs again, as it does from the start on a fresh page.
    await page.clock.resume()

    await test.step('a late failure of a timed-out request does not touch the retry that is under way', async () => {
      const sent = inbox.requests.length
      const logs = sendFailureLogs(problems).length
      await openForm(page)
      await fillForm(form, SAMPLE)
      const hung = inbox.holdNext()
      await form.send.click()
      await expect.poll(() => inbox.requests.length).toBe(sent + 1)
      await page.clock.fastForward(15_000)
      await expectErrorState(form)

      const retry = inbox.holdNext()
      await form.send.click()
      await expect.poll(() => inbox.requests.length).toBe(sent + 2)
      const late = page.waitForResponse(SEND_URL)
      hung.release({ status: 500, text: 'Internal Server Error' })
      expect((await late).status()).toBe(500)
      await flushTasks(page)
      await flushTasks(page)
      await expect(form.status).toHaveText(MESSAGES.sending)

      retry.release()
      await expectOutcome(form, MESSAGES.success)
      expect(inbox.requests).toHaveLength(sent + 2)
      expect(sendFailureLogs(problems)).toHaveLength(logs + 1)
    })
  })
})
