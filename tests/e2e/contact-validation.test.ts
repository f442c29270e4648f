import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { describeFocus, flushTasks, isFocused, useBrowser } from './browser'
import {
  expectedPayload,
  expectStatus,
  FIELDS,
  fillForm,
  formValues,
  LIMITS,
  MESSAGES,
  openContactForm,
  openForm,
  reload,
  SAMPLE,
  useScriptedInbox,
  statusText,
  unexpectedConsole,
  type ContactForm,
  type ContactPage,
  type Field,
  type ScriptedInbox,
} from './contact-helpers'

const REQUIRED_MESSAGES: Record<Field, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
}
const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com.'

/** The field is marked invalid and its aria-describedby names an element showing `message`. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  expect(await field.getAttribute('aria-invalid')).toBe('true')
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))
  expect(texts.map((text) => text?.trim())).toContain(message)
}

async function expectFieldValid(page: Page, field: Locator) {
  expect(await field.getAttribute('aria-invalid')).not.toBe('true')
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
  for (const id of ids) {
    expect(await page.locator(`[id="${id}"]`).textContent()).not.toMatch(/please/i)
  }
}

/** Submitting sent nothing: no request, no send state, the dialog still open. */
async function expectNothingSent(site: ContactPage, form: ContactForm, inbox: ScriptedInbox) {
  await flushTasks(site.page)
  await flushTasks(site.page)
  expect(site.sends).toEqual([])
  expect(inbox.requests).toEqual([])
  expect(await statusText(form)).toBe('')
  expect(await form.send.isEnabled()).toBe(true)
  expect(await form.dialog.isVisible()).toBe(true)
}

const focusMessage = async (page: Page, expected: string) =>
  `focus should be on ${expected}, is on ${await describeFocus(page)}`

describe('contact form: validation', () => {
  const browser = useBrowser()
  const inbox = useScriptedInbox()

  it('marks every field required for the browser too, with Email of type email', async () => {
    const { form } = await openContactForm(browser())
    for (const field of FIELDS) {
      const control = form.fields[field]
      expect(await control.evaluate((element) => (element as HTMLInputElement).required), field).toBe(true)
      expect(
        await control.evaluate((element) => (element as HTMLInputElement).validity.valueMissing),
        field,
      ).toBe(true)
    }
    expect(await form.fields.email.getAttribute('type')).toBe('email')
    await form.fields.email.fill('not-an-address')
    expect(
      await form.fields.email.evaluate((element) => (element as HTMLInputElement).validity.typeMismatch),
    ).toBe(true)
  })

  it('an empty form sends nothing: each field gets its message, linked and flagged, and focus goes to Name', async () => {
    const site = await openContactForm(browser())
    const { page, form } = site
    await form.send.click()
    for (const field of FIELDS) await expectFieldError(page, form.fields[field], REQUIRED_MESSAGES[field])
    expect(await isFocused(form.fields.name), await focusMessage(page, 'Name')).toBe(true)
    await expectNothingSent(site, form, inbox())
  })

  it('whitespace-only values count as empty; focus goes to the first invalid field, not always Name', async () => {
    const site = await openContactForm(browser())
    const { page, form } = site
    await fillForm(form, { ...SAMPLE, subject: '   ', message: ' \n\t ' })
    await form.send.click()
    await expectFieldError(page, form.fields.subject, REQUIRED_MESSAGES.subject)
    await expectFieldError(page, form.fields.message, REQUIRED_MESSAGES.message)
    await expectFieldValid(page, form.fields.name)
    await expectFieldValid(page, form.fields.email)
    expect(await isFocused(form.fields.subject), await focusMessage(page, 'Subject')).toBe(true)
    await expectNothingSent(site, form, inbox())
  })

  for (const [address, why] of [
    ['ana', 'not an address for the browser either'],
    ['ana@localhost', 'accepted by type=email, but has no dotted domain'],
    ['ana@casaverde.c', 'a one-letter top-level domain'],
    ['ana..ruiz@casaverde.com', 'two dots in a row'],
  ] as const) {
    it(`refuses the e-mail "${address}" (${why}) with its message, and focuses Email`, async () => {
      const site = await openContactForm(browser())
      const { page, form } = site
      await fillForm(form, { ...SAMPLE, email: address })
      await form.send.click()
      await expectFieldError(page, form.fields.email, INVALID_EMAIL)
      await expectFieldValid(page, form.fields.name)
      expect(await isFocused(form.fields.email), await focusMessage(page, 'Email')).toBe(true)
      await expectNothingSent(site, form, inbox())
    })
  }

  it('a fixed field loses its error as it is corrected, and the message then goes out', async () => {
    const site = await openContactForm(browser())
    const { page, form } = site
    await fillForm(form, { ...SAMPLE, email: 'ana@localhost', message: '' })
    await form.send.click()
    await expectFieldError(page, form.fields.email, INVALID_EMAIL)
    await expectFieldError(page, form.fields.message, REQUIRED_MESSAGES.message)
    await expectNothingSent(site, form, inbox())

    await form.fields.email.fill(SAMPLE.email)
    await expectFieldValid(page, form.fields.email)
    await expectFieldError(page, form.fields.message, REQUIRED_MESSAGES.message)
    await form.fields.message.fill(SAMPLE.message)
    await expectFieldValid(page, form.fields.message)

    await form.send.click()
    await expectStatus(form, MESSAGES.success)
    expect(inbox().payloads()).toEqual([expectedPayload(SAMPLE)])
    expect(unexpectedConsole(site.console)).toEqual([])
  })

  it('refuses over-long input as it is typed, filled or pasted (maxLength)', async () => {
    const { page, form } = await openContactForm(browser())
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    for (const field of FIELDS) {
      const control = form.fields[field]
      const limit = LIMITS[field]
      expect(await control.getAttribute('maxlength'), field).toBe(String(limit))

      await control.fill('x'.repeat(limit + 25))
      expect((await control.inputValue()).length, `${field} filled`).toBe(limit)

      await control.fill('')
      await page.evaluate((text) => navigator.clipboard.writeText(text), 'p'.repeat(limit + 40))
      await control.focus()
      await page.keyboard.press('ControlOrMeta+V')
      expect((await control.inputValue()).length, `${field} pasted`).toBe(limit)
      await control.fill('')
    }
    // Typed key by key, past the end.
    await form.fields.name.pressSequentially('n'.repeat(LIMITS.name + 5))
    expect((await form.fields.name.inputValue()).length).toBe(LIMITS.name)
    // The message counter follows.
    await form.fields.message.fill('m'.repeat(LIMITS.message + 1))
    expect(await form.dialog.getByText('5,000 / 5,000').count()).toBe(1)
  })

  it('re-checks the lengths before sending: an over-long restored draft is refused with a message', async () => {
    const site = await openContactForm(browser())
    const { page } = site
    // A draft longer than the fields allow (maxLength limits typing, not values set by script).
    const tooLong = { ...SAMPLE, name: 'n'.repeat(LIMITS.name + 20), message: 'm'.repeat(LIMITS.message + 1) }
    await page.evaluate((draft) => sessionStorage.setItem('contact-draft', JSON.stringify(draft)), tooLong)
    await reload(page)
    const form = await openForm(page)
    expect(await formValues(form)).toEqual(tooLong)

    await form.send.click()
    await expectFieldError(page, form.fields.name, 'Please keep this to 100 characters or fewer (now 120).')
    await expectFieldError(
      page,
      form.fields.message,
      'Please keep this to 5,000 characters or fewer (now 5,001).',
    )
    expect(await isFocused(form.fields.name), await focusMessage(page, 'Name')).toBe(true)
    await expectNothingSent(site, form, inbox())
  })

  it('a filled honeypot sends nothing but shows the normal success, and the honeypot is hidden from everyone', async () => {
    const site = await openContactForm(browser())
    const { page, form } = site
    const honeypot = page.locator('#contact-website')
    // Out of sight, out of the tab order and of the accessibility tree.
    expect(await honeypot.getAttribute('tabindex')).toBe('-1')
    expect(await honeypot.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true)
    expect(await form.dialog.getByRole('textbox', { name: 'Website' }).count()).toBe(0)
    expect(await form.dialog.getByRole('textbox').count()).toBe(4)
    const box = await honeypot.boundingBox()
    expect(box, 'the honeypot has a box').not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0), 'the honeypot lies left of the page').toBeLessThanOrEqual(0)

    await fillForm(form, SAMPLE)
    await honeypot.fill('https://spam.example')
    await form.send.click()
    await expectStatus(form, MESSAGES.success)
    expect(await formValues(form)).toEqual({ name: '', email: '', subject: '', message: '' })
    await form.dialog.waitFor({ state: 'hidden' })
    await flushTasks(page)
    expect(site.sends).toEqual([])
    expect(inbox().requests).toEqual([])
    expect(unexpectedConsole(site.console)).toEqual([])
  })
})
