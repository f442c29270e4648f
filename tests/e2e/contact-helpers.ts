import type { Locator, Page } from '@playwright/test'

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

/** Loads the site and opens the contact form with the hero's Build My Website button. */
export async function openForm(page: Page): Promise<ContactForm> {
  if (page.url() === 'about:blank') await page.goto('/')
  await heroButton(page).click()
  const form = contactForm(page)
  await form.dialog.waitFor({ state: 'visible' })
  return form
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
