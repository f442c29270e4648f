import { startInbox } from '../../scripts/local-inbox.mjs'
import {
  closeAfterSuccess,
  contactForm,
  expectedPayload,
  expectOutcome,
  fillForm,
  formValues,
  heroButton,
  MESSAGES,
  openForm,
  SAMPLE,
  STUDIO_NAME,
  type ContactValues,
} from './contact-helpers'
import { expect, networkSettled, SEND_URL, test } from './fixtures'
import { flushTasks, stopClock, tabTo } from './page-helpers'

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' }

test.use({ reducedMotion: 'reduce' })

test.describe('contact form: sending', () => {
  // Each step sends one message; the inbox's counts are taken from the step's start. The success
  // message closes the form after 2 s on the page's clock, which only the test moves.
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await stopClock(page)
  })

  test('sends from the keyboard and from Send Message, with exactly the spec’s body and a held reply; to no CRM in a build without one', async ({
    page,
    inbox,
    hubspot,
  }) => {
    await test.step('can be completed with the keyboard alone, and the message arrives in the inbox', async () => {
      await tabTo(page, heroButton(page))
      await page.keyboard.press('Enter')
      const form = contactForm(page)
      await expect(form.dialog).toBeVisible()

      const typed: ContactValues = {
        name: 'Kim Lee',
        email: 'kim@lee-hvac.com',
        subject: 'HVAC site',
        message: 'Two lines:\nthis is the second.',
      }
      // Focus starts inside the dialog, on its first field or on Close just before it; Tab then
      // walks the fields in order.
      const focused = page.locator(':focus')
      await expect(focused).toHaveAccessibleName(/^(Close|Name)$/)
      if ((await focused.getAttribute('aria-label')) === 'Close') await page.keyboard.press('Tab')
      for (const field of ['name', 'email', 'subject', 'message'] as const) {
        if (field !== 'name') await page.keyboard.press('Tab')
        await expect(form.fields[field]).toBeFocused()
        await page.keyboard.type(typed[field])
      }
      await page.keyboard.press('Tab')
      await expect(form.send).toBeFocused()
      await page.keyboard.press('Enter')

      await expectOutcome(form, MESSAGES.success)
      expect(inbox.payloads()).toEqual([expectedPayload(typed)])
      // No sentence of consent: this build sends to no CRM.
      await expect(form.send).toHaveAccessibleDescription('')
    })

    await closeAfterSuccess(page)
    await test.step('sends one POST with exactly the spec’s JSON body through the EmailJS SDK, values trimmed', async () => {
      const sent = inbox.requests.length
      const form = await openForm(page)
      await fillForm(form, { ...SAMPLE, name: `  ${SAMPLE.name} `, subject: ` ${SAMPLE.subject}\t` })
      await form.send.click()
      await expectOutcome(form, MESSAGES.success)

      expect(inbox.requests).toHaveLength(sent + 1)
      const request = inbox.requests.at(-1)
      // As the page issued it: POST {origin}/api/v1.0/email/send, and nothing else to the provider.
      expect(request?.method).toBe('POST')
      expect(request?.headers['content-type']).toBe('application/json')
      expect(JSON.parse(request?.body ?? '')).toEqual({
        lib_version: '4.4.1',
        user_id: 'e2e-public-key',
        service_id: 'e2e_service',
        template_id: 'e2e_template',
        template_params: {
          from_name: 'Ana Ruiz',
          from_email: 'ana@casaverde.com',
          subject: 'A site for our restaurant',
          message: 'Hello!\nWe need a menu page and online booking.',
          to_name: STUDIO_NAME,
        },
      })
      await flushTasks(page)
    })

    await closeAfterSuccess(page)
    await test.step('shows "Sending..." on a disabled button, announced in the live region, while the reply is held', async () => {
      const sent = inbox.requests.length
      const form = await openForm(page)
      await fillForm(form, SAMPLE)
      // The live region is in place (and empty) before anything happens, so changes get announced.
      await expect(form.status).toHaveCount(1)
      await expect(form.status).toHaveAttribute('aria-live', 'polite')
      await expect(form.status).toHaveText('')
      const held = inbox.holdNext()
      await form.send.click()
      await expect.poll(() => inbox.requests.length).toBe(sent + 1)

      await expect(form.status).toContainText(MESSAGES.sending)
      await expect(form.sending).toBeDisabled()
      await expect(form.send).toHaveCount(0)
      // The data stays in place, and cannot change under the request.
      expect(await formValues(form)).toEqual(SAMPLE)
      await expect(form.fields.name).not.toBeEditable()

      held.release()
      await expectOutcome(form, MESSAGES.success)
      await expect(form.sending).toHaveCount(0)
      await expect(form.send).toBeEnabled()
      expect(inbox.requests).toHaveLength(sent + 1)
      await networkSettled(page)
      expect(hubspot.requests, 'a build without HubSpot settings sends nothing to a CRM').toEqual([])
      await expect(page.getByRole('contentinfo')).not.toContainText('HubSpot')
    })
  })

  test('sends one request however often it is submitted, sends any text as text, and closes 2 s after success', async ({
    page,
    inbox,
  }) => {
    await test.step('a double click on Send Message, and a further submit while sending, send one request', async () => {
      const form = await openForm(page)
      await fillForm(form, SAMPLE)
      const held = inbox.holdNext()
      await form.send.dblclick()
      await expect.poll(() => inbox.requests.length).toBe(1)
      // A submit the button cannot stop (the form's own requestSubmit) while the request is out.
      await form.dialog.locator('form').evaluate((element) => (element as HTMLFormElement).requestSubmit())
      await flushTasks(page)
      await expect(form.status).toHaveText(MESSAGES.sending)

      held.release()
      await expectOutcome(form, MESSAGES.success)
      expect(inbox.requests).toHaveLength(1)
    })

    await closeAfterSuccess(page)
    await test.step('pressing Enter repeatedly (and holding it down) in a field sends one request', async () => {
      const sent = inbox.requests.length
      const form = await openForm(page)
      await fillForm(form, SAMPLE)
      const held = inbox.holdNext()
      await form.fields.subject.focus()
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter')
      await expect.poll(() => inbox.requests.length).toBe(sent + 1)
      // Held down: the key repeats.
      for (let i = 0; i < 5; i += 1) await page.keyboard.down('Enter')
      await page.keyboard.up('Enter')
      await flushTasks(page)
      await expect(form.status).toHaveText(MESSAGES.sending)

      held.release()
      await expectOutcome(form, MESSAGES.success)
      expect(inbox.requests).toHaveLength(sent + 1)
    })

    await closeAfterSuccess(page)
    await test.step('sends emoji, quotes and markup byte-exact, and never runs or renders them as HTML', async () => {
      const sent = inbox.requests.length
      let dialogs = 0
      page.on('dialog', (dialog) => {
        dialogs += 1
        void dialog.dismiss()
      })
      const form = await openForm(page)
      await fillForm(form, HOSTILE_TEXT)
      // The restored draft after a reload is text as well.
      await page.reload()
      const restored = await openForm(page)
      expect(await formValues(restored)).toEqual(HOSTILE_TEXT)

      await restored.send.click()
      await expectOutcome(restored, MESSAGES.success)
      // Byte-exact: the raw body is the JSON of exactly these strings.
      expect(inbox.requests.slice(sent).map((request) => request.body)).toEqual([
        JSON.stringify(expectedPayload(HOSTILE_TEXT)),
      ])

      expect(dialogs).toBe(0)
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
      // No element made from the text: no image, frame, bold text or script with its code.
      await expect(page.locator('img[src="x"], iframe, b')).toHaveCount(0)
      expect(
        await page.evaluate(
          () => [...document.scripts].filter((script) => script.text.includes('alert')).length,
        ),
      ).toBe(0)
    })

    await closeAfterSuccess(page)
    await test.step('on success clears the form, closes the dialog after exactly 2 s and returns to idle; the draft is gone', async () => {
      const sent = inbox.requests.length
      const form = await openForm(page)
      await fillForm(form, SAMPLE)
      await form.send.click()
      await expectOutcome(form, MESSAGES.success)
      expect(await formValues(form)).toEqual(EMPTY)
      await expect(form.dialog).toBeVisible()

      await page.clock.runFor(1999)
      await flushTasks(page)
      await expect(form.dialog).toBeVisible()
      await page.clock.runFor(1)
      await expect(form.dialog).toBeHidden()
      // Focus goes back to the control that opened the form.
      await expect(heroButton(page)).toBeFocused()

      await page.clock.resume()
      await openForm(page)
      await expect(form.status).toHaveText('')
      await expect(form.send).toBeEnabled()
      expect(await formValues(form)).toEqual(EMPTY)

      await page.reload()
      const reopened = await openForm(page)
      expect(await formValues(reopened)).toEqual(EMPTY)
      expect(inbox.requests).toHaveLength(sent + 1)
    })

    await test.step('closed at once after success and opened again, it stays open past the 2 s', async () => {
      await closeAfterSuccess(page)
      const form = await openForm(page)
      await fillForm(form, SAMPLE)
      await form.send.click()
      await expectOutcome(form, MESSAGES.success)
      await page.keyboard.press('Escape')
      await expect(form.dialog).toBeHidden()
      await openForm(page)
      await page.clock.runFor(2500)
      await flushTasks(page)
      await expect(form.dialog).toBeVisible()
      await expect(form.status).toHaveText('')
    })
  })
})

const HOSTILE_TEXT: ContactValues = {
  name: 'Zoë “Q” O’Brien-Łukasz 🌮',
  email: "o'brien@example.com",
  subject: '<script>window.pwned = 1; alert("subject")</script> & "quotes" \'single\'',
  message:
    'Emoji 👩‍💻🚀🏳️‍🌈, 漢字, ñ ü, quotes “” ‘’ "x" \'y\' \\ back\\slash\n' +
    '<img src=x onerror="window.pwned = 2; alert(2)"><script>alert("xss")</script>\n' +
    '<b>bold?</b> &amp; &lt;not an entity&gt; </textarea><iframe src="javascript:alert(3)"></iframe>',
}

test('the local inbox of `npm start` shows a message as text, never as HTML', async ({ page, problems }) => {
  // The inbox page has no icon: the browser's request for /favicon.ico gets a 404.
  problems.expectProblem('status of 404')
  const inbox = await startInbox({ log: () => undefined })
  try {
    const response = await fetch(inbox.url + new URL(SEND_URL).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(expectedPayload(HOSTILE_TEXT)),
    })
    expect(response.status).toBe(200)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await page.goto(inbox.url)
    await expect(page.locator('pre')).toHaveText(HOSTILE_TEXT.message)
    await expect(page.locator('h2')).toHaveText(HOSTILE_TEXT.subject)
    expect(dialogs).toBe(0)
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
  } finally {
    await inbox.close()
  }
})
