import type { Page } from '@playwright/test'
import {
  contactForm,
  expectOutcome,
  fillForm,
  formValues,
  openForm,
  SAMPLE,
  type ContactForm,
  type ContactValues,
} from './contact-helpers'
import { PAGES } from './languages'
import { expect, test } from './fixtures'
import { ask, handOff, launcher, mainNav, scrollInstantly } from './page-helpers'

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

/**
 * Brings the page back to how the next step finds a fresh one: the form emptied (which drops the
 * draft), the dialog closed and the page scrolled to the top.
 */
async function startAfresh(page: Page, form: ContactForm) {
  await fillForm(form, EMPTY)
  await form.dialog.getByRole('button', { name: 'Close' }).click()
  await expect(form.dialog).toBeHidden()
  await scrollInstantly(page, 0)
}

test.use({ reducedMotion: 'reduce' })

test.describe('contact form: draft', () => {
  test('survives closing the dialog every way and reopening it', async ({ page, inbox }) => {
    for (const [index, { how, close }] of CLOSERS.entries()) {
      if (index > 0) await startAfresh(page, contactForm(page))
      await test.step(`survives closing the dialog with ${how} and reopening it`, async () => {
        const form = await openForm(page)
        await fillForm(form, DRAFT)
        await close(page, form)
        await expect(form.dialog).toBeHidden()

        const reopened = await openForm(page)
        await expect.poll(() => formValues(reopened)).toEqual(DRAFT)
        // Still there after a second round, and opened from the nav's Contact this time.
        await reopened.dialog.getByRole('button', { name: 'Close' }).click()
        await expect(reopened.dialog).toBeHidden()
        await mainNav(page).getByRole('button', { name: 'Contact', exact: true }).click()
        await expect(reopened.dialog).toBeVisible()
        await expect.poll(() => formValues(reopened)).toEqual(DRAFT)
        expect(inbox.requests).toEqual([])
      })
    }
  })

  test('survives reloads, and is kept per tab', async ({ page, context }) => {
    await test.step('survives a page reload, and more than one', async () => {
      const form = await openForm(page)
      await fillForm(form, DRAFT)
      await page.reload()
      const restored = await openForm(page)
      await expect.poll(() => formValues(restored)).toEqual(DRAFT)
      await restored.fields.subject.fill('Added after the reload')
      await page.reload()
      const again = await openForm(page)
      await expect.poll(() => formValues(again)).toEqual({ ...DRAFT, subject: 'Added after the reload' })
    })

    await startAfresh(page, contactForm(page))

    await test.step('is kept per tab: a new tab starts empty', async () => {
      const form = await openForm(page)
      await fillForm(form, DRAFT)
      const other = await context.newPage()
      await other.goto(page.url())
      await other.reload()
      const fresh = await openForm(other)
      await expect.poll(() => formValues(fresh)).toEqual(EMPTY)
      await expect.poll(() => formValues(form)).toEqual(DRAFT)
    })
  })

  test('what the page filled in gives way to the next opener’s, and what the visitor typed stays', async ({
    page,
  }) => {
    const form = contactForm(page)
    const quote = page.getByRole('button', { name: 'Request a Quote', exact: true })
    const contact = mainNav(page).getByRole('button', { name: 'Contact', exact: true })
    const close = () => form.dialog.getByRole('button', { name: 'Close' }).click()
    await page.goto('/')

    await test.step('a subject the page filled in is gone when an opener that fills none opens the form, after a reload too', async () => {
      await quote.click()
      await expect(form.fields.subject).toHaveValue('Enterprise Custom quote request')
      await form.fields.name.fill('Ana Ruiz')
      await close()
      await page.reload()
      await contact.click()
      await expect.poll(() => formValues(form)).toEqual({ ...EMPTY, name: 'Ana Ruiz' })
      await close()
    })

    await test.step('a question the assistant handed over gives way to the next one, after the visitor’s own words', async () => {
      const first = 'Who won the football game last night?'
      await launcher(page).click()
      await ask(page, first)
      await handOff(page).last().click()
      await expect(form.fields.message).toHaveValue(first)
      await form.fields.message.fill(`We have two shops.\n\n${first}`)
      await close()
      await launcher(page).click()
      await ask(page, 'Can you write me a poem about cats?')
      await handOff(page).last().click()
      await expect(form.fields.message).toHaveValue(
        'We have two shops.\n\nCan you write me a poem about cats?',
      )
      await close()
    })

    await test.step('a subject the visitor typed stays when a plan’s opener comes', async () => {
      await contact.click()
      await form.fields.subject.fill('Two shops, one site')
      await close()
      await quote.click()
      await expect(form.fields.subject).toHaveValue('Two shops, one site')
    })
  })

  for (const language of PAGES) {
    test(`${language.path}: survives a failed send and a reload, and is cleared once sent successfully`, async ({
      page,
      inbox,
      problems,
    }) => {
      problems.expectProblem('Contact message not sent')
      problems.expectProblem('the server responded with a status of 500')
      const form = await openForm(page, language)
      await fillForm(form, SAMPLE)
      inbox.replyNext({ status: 500, text: 'Internal Server Error' })
      await form.send.click()
      await expectOutcome(form, language.messages.error)

      await page.reload()
      const again = await openForm(page, language)
      await expect.poll(() => formValues(again)).toEqual(SAMPLE)
      await again.send.click()
      await expectOutcome(again, language.messages.success)
      await expect.poll(() => formValues(again)).toEqual(EMPTY)
      expect(inbox.requests).toHaveLength(2)

      await page.reload()
      const last = await openForm(page, language)
      await expect.poll(() => formValues(last)).toEqual(EMPTY)
    })
  }
})
