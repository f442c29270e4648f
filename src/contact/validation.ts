import { CONTACT_FIELDS, FIELD_LIMITS, type ContactField, type ContactValues } from './fields'

export type FieldErrors = Partial<Record<ContactField, string>>

const EMPTY_MESSAGES: Record<ContactField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/** Stricter than the browser's type=email: needs a dotted domain with a real top-level part. */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@')
  if (at < 1 || at !== value.indexOf('@')) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  const tld = labels.at(-1) ?? ''
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    /^[A-Za-z]{2,}$/.test(tld)
  )
}

export function validateField(field: ContactField, raw: string): string | undefined {
  const value = raw.trim()
  if (value === '') return EMPTY_MESSAGES[field]
  const limit = FIELD_LIMITS[field]
  if (value.length > limit) {
    return `Please keep this to ${limit.toLocaleString('en-US')} characters or fewer (now ${value.length.toLocaleString('en-US')}).`
  }
  if (field === 'email' && !isValidEmail(value)) {
    return 'Please enter a valid email address, like name@example.com.'
  }
  return undefined
}

/** Every field's problem, in form order; empty when the message can be sent. */
export function validateContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, values[field])
    if (error) errors[field] = error
  }
  return errors
}
