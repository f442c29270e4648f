import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, mainNav } from './browser'
import {
  expectStatus,
  fillForm,
  formValues,
  MESSAGES,
  openContactForm,
  openForm,
  reload,
  SAMPLE,
  useScriptedInbox,
  unexpectedConsole,
  type ContactForm,
  type ContactValues,
} from './contact-helpers'

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' }
/** A draft half written: some fields empty, text with line breaks and emoji. */
const DRAFT: ContactValues = {
  name: 'Ana Ruiz',
  email: '',
  subject: '',
  message: 'First line\nsecond 🌮 line',
}

interface Closer {
  how: string
  close: (page: Page, form: ContactForm) => Promise<void>
}

const CLOSERS: Closer[] = [
  {
    how: 'the Close button',
    close: (_page, form) => form.dialog.getByRole('button', { name: 'Close' }).click(),
  },
  { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
  { how: 'a click on the backdrop', close: (page) => page.mouse.click(5, 5) },
  {
    // No scroll control can be reached while the modal is open (the page behind is inert), so the
    // nav link's click is run by script: the same handler a visitor's click would run.
    how: 'a scroll action (the Pricing nav link, clicked by script)',
    close: (page) =>
      mainNav(page)
        .getByRole('link', { name: 'Pricing', exact: true })
        .evaluate((link) => (link as HTMLElement).click()),
  },
]

describe('contact form: draft', () => {
  const browser = useBrowser()
  const inbox = useScriptedInbox()

  for (const { how, close } of CLOSERS) {
    it(`survives closing the dialog with ${how} and reopening it`, async () => {
      const { page, form, console } = await openContactForm(browser())
      await fillForm(form, DRAFT)
      await close(page, form)
      await form.dialog.waitFor({ state: 'hidden' })

      const reopened = await openForm(page)
      expect(await formValues(reopened)).toEqual(DRAFT)
      // Still there after a second round, and opened from the nav's Contact this time.
      await reopened.dialog.getByRole('button', { name: 'Close' }).click()
      await reopened.dialog.waitFor({ state: 'hidden' })
      await mainNav(page).getByRole('button', { name: 'Contact', exact: true }).click()
      await reopened.dialog.waitFor({ state: 'visible' })
      expect(await formValues(reopened)).toEqual(DRAFT)
      expect(inbox().requests).toEqual([])
      expect(unexpectedConsole(console)).toEqual([])
    })
  }

  it('survives a page reload, and more than one', async () => {
    const { page, form } = await openContactForm(browser())
    await fillForm(form, DRAFT)
    await reload(page)
    const restored = await openForm(page)
    expect(await formValues(restored)).toEqual(DRAFT)
    await restored.fields.subject.fill('Added after the reload')
    await reload(page)
    expect(await formValues(await openForm(page))).toEqual({ ...DRAFT, subject: 'Added after the reload' })
  })

  it('survives a failed send and a reload, and is cleared once sent successfully', async () => {
    const { page, form, console } = await openContactForm(browser())
    await fillForm(form, SAMPLE)
    inbox().replyNext({ status: 500, text: 'Internal Server Error' })
    await form.send.click()
    await expectStatus(form, MESSAGES.error)

    await reload(page)
    const again = await openForm(page)
    expect(await formValues(again)).toEqual(SAMPLE)
    await again.send.click()
    await expectStatus(again, MESSAGES.success)
    expect(await formValues(again)).toEqual(EMPTY)
    expect(inbox().requests).toHaveLength(2)

    await reload(page)
    expect(await formValues(await openForm(page))).toEqual(EMPTY)
    expect(
      unexpectedConsole(console, ['Contact message not sent', 'the server responded with a status of 500']),
    ).toEqual([])
  })

  it('is kept per tab: a new tab starts empty', async () => {
    const { page, form } = await openContactForm(browser())
    await fillForm(form, DRAFT)
    const other = await page.context().newPage()
    await other.goto(page.url())
    await reload(other)
    expect(await formValues(await openForm(other))).toEqual(EMPTY)
    expect(await formValues(form)).toEqual(DRAFT)
  })
})
