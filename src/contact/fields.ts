import type { ContactField } from '../content/types'

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies ContactField[]

export type ContactValues = Record<ContactField, string>

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' }

/** Longest accepted value per field, in characters. */
export const FIELD_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
}

/**
 * A field as the contact form and the booking form write it: uncontrolled, required, within its
 * limit, and read-only while the form sends.
 */
export const requiredField = (name: ContactField, readOnly: boolean) => ({
  name,
  defaultValue: '',
  maxLength: FIELD_LIMITS[name],
  required: true,
  readOnly,
})

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website'

export function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name)
}

/** A form control of the contact form by its name. */
export function fieldElement(
  form: HTMLFormElement,
  name: string,
): HTMLInputElement | HTMLTextAreaElement | null {
  const element = form.elements.namedItem(name)
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null
}

/** What the form's fields hold now: the form is the one source of its values. */
export function readValues(form: HTMLFormElement): ContactValues {
  const values = { ...EMPTY_VALUES }
  for (const field of CONTACT_FIELDS) values[field] = fieldElement(form, field)?.value ?? ''
  return values
}
