import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { ENGLISH, type PageLanguage } from './languages'

/** The e2e build's configuration (.env.e2e). */
export const STUDIO_NAME = 'Brightpath Studio'
export const STUDIO_EMAIL = 'hello@brightpath.studio'

/** What the EmailJS SDK puts around the template parameters (spec §7, §9). */
export const SDK_FIELDS = {
  lib_version: '4.4.1',
  user_id: 'e2e-public-key',
  service_id: 'e2e_service',
  template_id: 'e2e_template',
} as const

/** The visitor-facing texts of the send states on the English page (spec §4, §8). */
export const MESSAGES = ENGLISH.messages

/**
 * How long a test lets the page take to show a send's outcome: the page's own limit for EmailJS's
 * reply (SEND_TIMEOUT_MS in src/contact/send-state.ts). The reply comes at once, but on a loaded
 * machine the page has taken over 4 s to act on it; speed is the bench's to measure.
 */
export const SEND_OUTCOME = { timeout: 15_000 }

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
// The page and the form.

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

export const heroButton = (page: Page, language = ENGLISH): Locator =>
  page.getByRole('main').getByRole('button', { name: language.build, exact: true })

export function contactForm(page: Page, language: PageLanguage = ENGLISH): ContactForm {
  const dialog = page.getByRole('dialog', { name: language.build, exact: true })
  const field = (label: string) => dialog.getByLabel(label, { exact: true })
  const { fields } = language
  return {
    dialog,
    fields: {
      name: field(fields.name),
      email: field(fields.email),
      subject: field(fields.subject),
      message: field(fields.message),
    },
    send: dialog.getByRole('button', { name: language.send, exact: true }),
    sending: dialog.getByRole('button', { name: language.messages.sending, exact: true }),
    status: dialog.getByRole('status'),
  }
}

/** Loads the page in `language` and opens the contact form with the hero's Build My Website button. */
export async function openForm(page: Page, language = ENGLISH): Promise<ContactForm> {
  if (page.url() === 'about:blank') await page.goto(language.path)
  await heroButton(page, language).click()
  const form = contactForm(page, language)
  await form.dialog.waitFor({ state: 'visible' })
  return form
}

/**
 * Ends a step's success before the next step: closing the dialog ends the success state at once (and
 * its timer), and the form opens again as on a fresh page, empty and idle.
 */
export async function closeAfterSuccess(page: Page): Promise<void> {
  const { dialog } = contactForm(page)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
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

/**
 * Runs in the page: whether one of `elements` is drawn where it stands. toBeVisible alone also passes
 * text kept for screen readers only (sr-only clips it to nothing, while its box can keep the size of
 * its padding), and toContainText reads text whether or not it shows. So the middle of the element's
 * box (its first line's, for text that wraps), brought to the middle of the screen as a reader
 * would, must show the element itself, not what lies under or over it.
 */
function anyDrawn(elements: Element[]): boolean {
  return elements.some((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' })
    const box = element.getClientRects()[0]
    if (!box) return false
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && element.contains(hit)
  })
}

/** Expects text a sighted visitor can read: visible, and drawn where it stands. */
export async function expectReadable(text: Locator): Promise<void> {
  await expect(text).toBeVisible()
  await expect
    .poll(() => text.evaluateAll(anyDrawn), {
      message: `${text} is drawn on the screen, not clipped away or covered`,
    })
    .toBe(true)
}

/**
 * Expects the send's outcome, `text` (the success or the error message): in the form's live region,
 * which announces it, and drawn there for sighted visitors too. One read of the page checks both, as
 * the success message shows for 2 s only.
 */
export async function expectOutcome(form: ContactForm, text: string): Promise<void> {
  await expect
    .poll(() => form.status.getByText(text, { exact: true }).evaluateAll(anyDrawn), {
      ...SEND_OUTCOME,
      message: `the form shows "${text}" in its live region`,
    })
    .toBe(true)
}
