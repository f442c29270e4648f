import type { Locator, Page } from '@playwright/test'
import {
  contactForm,
  expectedPayload,
  expectOutcome,
  expectReadable,
  FIELDS,
  fillForm,
  formValues,
  LIMITS,
  MESSAGES,
  openForm,
  SAMPLE,
  type ContactForm,
  type Field,
} from './contact-helpers'
import { expect, test, type Inbox } from './fixtures'
import { flushTasks, stopClock } from './page-helpers'

const REQUIRED_MESSAGES: Record<Field, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
}
const INVALID_EMAIL = 'Please enter a valid email address, like name@example.com.'
const EMPTY = { name: '', email: '', subject: '', message: '' }

/** The trimmed texts of the elements the field's aria-describedby names (undefined: no such element). */
const describedBy = (field: Locator): Promise<(string | undefined)[]> =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim()),
  )

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The field is marked invalid, its aria-describedby names an element showing `message`, which its
 * description reads out; and sighted visitors read the message right under the field, within its
 * width.
 */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect.poll(() => describedBy(field)).toContain(message)
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
  const shown = contactForm(field.page()).dialog.getByText(message, { exact: true })
  await expectReadable(shown)
  // Read again until the layout has settled: a message's line moves the fields below it.
  await expect(async () => {
    const [under, text] = [await field.boundingBox(), await shown.boundingBox()]
    if (!under || !text) throw new Error(`no box for the field or for "${message}"`)
    const gap = text.y - (under.y + under.height)
    expect(gap, `"${message}" starts right under its field`).toBeGreaterThanOrEqual(-1)
    expect(gap, `"${message}" starts right under its field`).toBeLessThan(40)
    expect(text.x, `"${message}" starts within its field's width`).toBeGreaterThanOrEqual(under.x - 1)
    expect(text.x + text.width, `"${message}" ends within its field's width`).toBeLessThanOrEqual(
      under.x + under.width + 1,
    )
  }).toPass({ timeout: 10_000 })
}

async function expectFieldValid(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect
    .poll(async () => (await describedBy(field)).filter((text) => /please/i.test(text ?? '')))
    .toEqual([])
}

/** Submitting sent nothing: no request, no send state, the dialog still open. */
async function expectNothingSent(page: Page, form: ContactForm, inbox: Inbox) {
  await flushTasks(page)
  await flushTasks(page)
  expect(inbox.requests).toEqual([])
  await expect(form.status).toHaveText('')
  await expect(form.send).toBeEnabled()
  await expect(form.dialog).toBeVisible()
}

/**
 * Clears every error the way a visitor does: a flagged field is checked again as it changes, and
 * valid values pass. The next step then starts with no error and no message, as on a fresh page;
 * it fills every field itself and presses Send, which takes the focus wherever it was.
 */
async function clearErrors(form: ContactForm) {
  await fillForm(form, SAMPLE)
  for (const field of FIELDS) await expect(form.fields[field]).not.toHaveAttribute('aria-invalid', 'true')
}

test.use({ reducedMotion: 'reduce' })

test.describe('contact form: validation', () => {
  // Nothing is sent in these steps, and each starts with no field flagged.
  test('refuses empty, blank and malformed input without sending, focusing the first invalid field', async ({
    page,
    inbox,
  }) => {
    const form = await openForm(page)

    await test.step('marks every field required for the browser too, with Email of type email', async () => {
      for (const field of FIELDS) {
        const control = form.fields[field]
        await expect(control, field).toHaveJSProperty('required', true)
        await expect
          .poll(
            () => control.evaluate((element) => (element as HTMLInputElement).validity.valueMissing),
            field,
          )
          .toBe(true)
      }
      await expect(form.fields.email).toHaveAttribute('type', 'email')
      await form.fields.email.fill('not-an-address')
      await expect
        .poll(() =>
          form.fields.email.evaluate((element) => (element as HTMLInputElement).validity.typeMismatch),
        )
        .toBe(true)
    })

    // Nothing was sent or flagged above: emptied, the form is as a fresh page opens it.
    await fillForm(form, EMPTY)
    await test.step('an empty form sends nothing: each field gets its message, linked and flagged, and focus goes to Name', async () => {
      await form.send.click()
      for (const field of FIELDS) await expectFieldError(form.fields[field], REQUIRED_MESSAGES[field])
      await expect(form.fields.name).toBeFocused()
      await expectNothingSent(page, form, inbox)
    })

    await clearErrors(form)
    await test.step('whitespace-only values count as empty; focus goes to the first invalid field, not always Name', async () => {
      await fillForm(form, { ...SAMPLE, subject: '   ', message: ' \n\t ' })
      await form.send.click()
      await expectFieldError(form.fields.subject, REQUIRED_MESSAGES.subject)
      await expectFieldError(form.fields.message, REQUIRED_MESSAGES.message)
      await expectFieldValid(form.fields.name)
      await expectFieldValid(form.fields.email)
      await expect(form.fields.subject).toBeFocused()
      await expectNothingSent(page, form, inbox)
    })

    for (const [address, why] of [
      ['ana', 'not an address for the browser either'],
      ['ana@localhost', 'accepted by type=email, but has no dotted domain'],
      ['ana@casaverde.c', 'a one-letter top-level domain'],
      ['ana..ruiz@casaverde.com', 'two dots in a row'],
    ] as const) {
      await clearErrors(form)
      await test.step(`refuses the e-mail "${address}" (${why}) with its message, and focuses Email`, async () => {
        await fillForm(form, { ...SAMPLE, email: address })
        await form.send.click()
        await expectFieldError(form.fields.email, INVALID_EMAIL)
        await expectFieldValid(form.fields.name)
        await expect(form.fields.email).toBeFocused()
        await expectNothingSent(page, form, inbox)
      })
    }
  })

  test('limits lengths, ignores a filled honeypot, and sends once every error is fixed', async ({
    page,
    context,
    inbox,
  }) => {
    const form = contactForm(page)
    await test.step('refuses over-long input as it is typed, filled or pasted (maxLength)', async () => {
      await openForm(page)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      for (const field of FIELDS) {
        const control = form.fields[field]
        const limit = LIMITS[field]
        await expect(control, field).toHaveAttribute('maxlength', String(limit))

        await control.fill('x'.repeat(limit + 25))
        await expect(control, `${field} filled`).toHaveValue('x'.repeat(limit))

        await control.fill('')
        await page.evaluate((text) => navigator.clipboard.writeText(text), 'p'.repeat(limit + 40))
        await control.focus()
        await page.keyboard.press('ControlOrMeta+V')
        await expect(control, `${field} pasted`).toHaveValue('p'.repeat(limit))
        await control.fill('')
      }
      // Typed key by key, past the end.
      await form.fields.name.pressSequentially('n'.repeat(LIMITS.name + 5))
      await expect(form.fields.name).toHaveValue('n'.repeat(LIMITS.name))
      // The message counter follows.
      await form.fields.message.fill('m'.repeat(LIMITS.message + 1))
      await expectReadable(form.dialog.getByText('5,000 / 5,000'))
    })

    // The step's own reload gives it a fresh page; the draft it stores replaces the one typed above.
    await test.step('re-checks the lengths before sending: an over-long restored draft is refused with a message', async () => {
      // A draft longer than the fields allow (maxLength limits typing, not values set by script).
      const tooLong = {
        ...SAMPLE,
        name: 'n'.repeat(LIMITS.name + 20),
        message: 'm'.repeat(LIMITS.message + 1),
      }
      await page.evaluate((draft) => sessionStorage.setItem('contact-draft', JSON.stringify(draft)), tooLong)
      await page.reload()
      await openForm(page)
      await expect.poll(() => formValues(form)).toEqual(tooLong)

      await form.send.click()
      await expectFieldError(form.fields.name, 'Please keep this to 100 characters or fewer (now 120).')
      await expectFieldError(
        form.fields.message,
        'Please keep this to 5,000 characters or fewer (now 5,001).',
      )
      await expect(form.fields.name).toBeFocused()
      await expectNothingSent(page, form, inbox)
    })

    await clearErrors(form)
    await test.step('a filled honeypot sends nothing but shows the normal success, and the honeypot is hidden from everyone', async () => {
      // Hidden from the accessibility tree, so found by its id.
      const honeypot = page.locator('#contact-website')
      // Out of sight, out of the tab order and of the accessibility tree.
      await expect(honeypot).toHaveAttribute('tabindex', '-1')
      await expect(
        page.locator('#contact-website:is([aria-hidden="true"], [aria-hidden="true"] *)'),
      ).toHaveCount(1)
      await expect(form.dialog.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
      await expect(form.dialog.getByRole('textbox')).toHaveCount(4)
      // The dialog is open and laid out: one reading of the box is enough.
      const box = await honeypot.boundingBox()
      expect(box, 'the honeypot has a box').not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0), 'the honeypot lies left of the page').toBeLessThanOrEqual(0)

      // From here the page's time moves only when the test moves it: the success shows for 2 s.
      await stopClock(page)
      await fillForm(form, SAMPLE)
      await honeypot.fill('https://spam.example')
      await form.send.click()
      await expectOutcome(form, MESSAGES.success)
      await expect.poll(() => formValues(form)).toEqual(EMPTY)
      await page.clock.runFor(2000)
      await expect(form.dialog).toBeHidden()
      await flushTasks(page)
      expect(inbox.requests).toEqual([])
      await page.clock.resume()
    })

    // The success above closed the dialog and reset the form: it opens as on a fresh page.
    await openForm(page)
    await test.step('a fixed field loses its error as it is corrected, and the message then goes out', async () => {
      await fillForm(form, { ...SAMPLE, email: 'ana@localhost', message: '' })
      await form.send.click()
      await expectFieldError(form.fields.email, INVALID_EMAIL)
      await expectFieldError(form.fields.message, REQUIRED_MESSAGES.message)
      await expectNothingSent(page, form, inbox)

      await form.fields.email.fill(SAMPLE.email)
      await expectFieldValid(form.fields.email)
      await expectFieldError(form.fields.message, REQUIRED_MESSAGES.message)
      await form.fields.message.fill(SAMPLE.message)
      await expectFieldValid(form.fields.message)

      await form.send.click()
      await expectOutcome(form, MESSAGES.success)
      expect(inbox.payloads()).toEqual([expectedPayload(SAMPLE)])
    })
  })
})
