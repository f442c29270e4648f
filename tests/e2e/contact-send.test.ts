import { describe, expect, it } from 'vitest'
import { describeFocus, flushTasks, isFocused, useBrowser } from './browser'
import {
  contactForm,
  expectedPayload,
  expectRequests,
  expectStatus,
  fillForm,
  formValues,
  heroButton,
  MESSAGES,
  openContactForm,
  openForm,
  openSite,
  reload,
  SAMPLE,
  SEND_URL,
  useScriptedInbox,
  statusText,
  STUDIO_NAME,
  unexpectedConsole,
  type ContactValues,
} from './contact-helpers'

describe('contact form: sending', () => {
  const browser = useBrowser()
  const inbox = useScriptedInbox()

  it('sends one POST with exactly the spec’s JSON body through the EmailJS SDK, values trimmed', async () => {
    const { page, form, console, sends } = await openContactForm(browser())
    await fillForm(form, { ...SAMPLE, name: `  ${SAMPLE.name} `, subject: ` ${SAMPLE.subject}\t` })
    await form.send.click()
    await expectStatus(form, MESSAGES.success)

    expect(inbox().requests).toHaveLength(1)
    const [request] = inbox().requests
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
    // As the page issued it: POST {origin}/api/v1.0/email/send, and nothing else to the provider.
    expect(sends).toEqual([{ method: 'POST', url: SEND_URL }])
    await flushTasks(page)
    expect(unexpectedConsole(console)).toEqual([])
  })

  it('shows "Sending..." on a disabled button, announced in the live region, while the reply is held', async () => {
    const { form } = await openContactForm(browser())
    await fillForm(form, SAMPLE)
    // The live region is in place (and empty) before anything happens, so changes get announced.
    expect(await form.status.count()).toBe(1)
    expect(await form.status.getAttribute('aria-live')).toBe('polite')
    expect(await statusText(form)).toBe('')
    const held = inbox().holdNext()
    await form.send.click()
    await expectRequests(inbox(), 1)

    await expectStatus(form, MESSAGES.sending)
    expect(await form.sending.isDisabled()).toBe(true)
    expect(await form.send.count()).toBe(0)
    // The data stays in place, and cannot change under the request.
    expect(await formValues(form)).toEqual(SAMPLE)
    expect(await form.fields.name.isEditable()).toBe(false)

    held.release()
    await expectStatus(form, MESSAGES.success)
    expect(await form.sending.count()).toBe(0)
    expect(await form.send.isEnabled()).toBe(true)
    expect(inbox().requests).toHaveLength(1)
  })

  it('on success clears the form, closes the dialog after exactly 2 s and returns to idle; the draft is gone', async () => {
    const { page, form } = await openContactForm(browser(), { clock: true })
    await fillForm(form, SAMPLE)
    // Stop the clock, so only the test moves time from here on.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await form.send.click()
    await expectStatus(form, MESSAGES.success)
    expect(await formValues(form)).toEqual({ name: '', email: '', subject: '', message: '' })
    expect(await form.dialog.isVisible()).toBe(true)

    await page.clock.runFor(1999)
    await flushTasks(page)
    expect(await form.dialog.isVisible()).toBe(true)
    await page.clock.runFor(1)
    await form.dialog.waitFor({ state: 'hidden' })
    // Focus goes back to the control that opened the form.
    await expect.poll(() => isFocused(heroButton(page))).toBe(true)

    await page.clock.resume()
    await openForm(page)
    expect(await statusText(form)).toBe('')
    expect(await form.send.isEnabled()).toBe(true)
    expect(await formValues(form)).toEqual({ name: '', email: '', subject: '', message: '' })

    await reload(page)
    const reopened = await openForm(page)
    expect(await formValues(reopened)).toEqual({ name: '', email: '', subject: '', message: '' })
    expect(inbox().requests).toHaveLength(1)
  })

  it('a double click on Send Message, and a further submit while sending, send one request', async () => {
    const { page, form, sends } = await openContactForm(browser())
    await fillForm(form, SAMPLE)
    const held = inbox().holdNext()
    await form.send.dblclick()
    await expectRequests(inbox(), 1)
    // A submit the button cannot stop (the form's own requestSubmit) while the request is out.
    await form.dialog.locator('form').evaluate((element) => (element as HTMLFormElement).requestSubmit())
    await flushTasks(page)
    expect(await statusText(form)).toBe(MESSAGES.sending)

    held.release()
    await expectStatus(form, MESSAGES.success)
    expect(inbox().requests).toHaveLength(1)
    expect(sends).toHaveLength(1)
  })

  it('pressing Enter repeatedly (and holding it down) in a field sends one request', async () => {
    const { page, form, sends } = await openContactForm(browser())
    await fillForm(form, SAMPLE)
    const held = inbox().holdNext()
    await form.fields.subject.focus()
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter')
    await expectRequests(inbox(), 1)
    // Held down: the key repeats.
    for (let i = 0; i < 5; i += 1) await page.keyboard.down('Enter')
    await page.keyboard.up('Enter')
    await flushTasks(page)
    expect(await statusText(form)).toBe(MESSAGES.sending)

    held.release()
    await expectStatus(form, MESSAGES.success)
    expect(inbox().requests).toHaveLength(1)
    expect(sends).toHaveLength(1)
  })

  it('can be completed with the keyboard alone, and the message arrives in the inbox', async () => {
    const { page, console } = await openSite(browser())
    const hero = heroButton(page)
    let presses = 0
    while (!(await isFocused(hero))) {
      presses += 1
      expect(presses, 'Tab never reached Build My Website').toBeLessThanOrEqual(40)
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    const form = contactForm(page)
    await form.dialog.waitFor({ state: 'visible' })

    const typed: ContactValues = {
      name: 'Kim Lee',
      email: 'kim@lee-hvac.com',
      subject: 'HVAC site',
      message: 'Two lines:\nthis is the second.',
    }
    // Focus starts inside the dialog, on its first field or on Close just before it; Tab then
    // walks the fields in order.
    const close = form.dialog.getByRole('button', { name: 'Close' })
    expect((await isFocused(close)) || (await isFocused(form.fields.name)), await describeFocus(page)).toBe(
      true,
    )
    if (await isFocused(close)) await page.keyboard.press('Tab')
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      if (field !== 'name') await page.keyboard.press('Tab')
      expect(await isFocused(form.fields[field]), `${field}, not ${await describeFocus(page)}`).toBe(true)
      await page.keyboard.type(typed[field])
    }
    await page.keyboard.press('Tab')
    expect(await isFocused(form.send)).toBe(true)
    await page.keyboard.press('Enter')

    await expectStatus(form, MESSAGES.success)
    expect(inbox().payloads()).toEqual([expectedPayload(typed)])
    expect(unexpectedConsole(console)).toEqual([])
  })

  it('sends emoji, quotes and markup byte-exact, and never runs or renders them as HTML', async () => {
    const { page, form, console } = await openContactForm(browser())
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    const text: ContactValues = {
      name: 'Zoë “Q” O’Brien-Łukasz 🌮',
      email: "o'brien@example.com",
      subject: '<script>window.pwned = 1; alert("subject")</script> & "quotes" \'single\'',
      message:
        'Emoji 👩‍💻🚀🏳️‍🌈, 漢字, ñ ü, quotes “” ‘’ "x" \'y\' \\ back\\slash\n' +
        '<img src=x onerror="window.pwned = 2; alert(2)"><script>alert("xss")</script>\n' +
        '<b>bold?</b> &amp; &lt;not an entity&gt; </textarea><iframe src="javascript:alert(3)"></iframe>',
    }
    await fillForm(form, text)
    // The restored draft after a reload is text as well.
    await reload(page)
    const restored = await openForm(page)
    expect(await formValues(restored)).toEqual(text)

    await restored.send.click()
    await expectStatus(restored, MESSAGES.success)
    const [request] = inbox().requests
    // Byte-exact: the raw body is the JSON of exactly these strings.
    expect(request?.body).toBe(JSON.stringify(expectedPayload(text)))
    expect(Buffer.byteLength(request?.body ?? '')).toBe(Number(request?.headers['content-length']))

    expect(dialogs).toBe(0)
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
    // No element made from the text: no image, frame, bold text or script with its code.
    expect(await page.locator('img[src="x"], iframe, b').count()).toBe(0)
    expect(
      await page.evaluate(
        () => [...document.scripts].filter((script) => script.text.includes('alert')).length,
      ),
    ).toBe(0)

    expect(unexpectedConsole(console)).toEqual([])

    // The local inbox's page (npm start) shows it as text too.
    await page.goto(inbox().url)
    expect(await page.locator('pre').textContent()).toBe(text.message)
    expect(await page.locator('h2').textContent()).toBe(text.subject)
    expect(dialogs).toBe(0)
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
  })
})
