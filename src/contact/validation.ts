import { fieldErrors } from '@content/contact'
import { site } from '@content/site'
import { wholeNumber } from '../content/whole-number'
import type { ContactField } from '../content/types'
import { CONTACT_FIELDS, FIELD_LIMITS, type ContactValues } from './fields'

export type FieldErrors = Partial<Record<ContactField, string>>

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
  if (value === '') return fieldErrors.empty[field]
  const limit = FIELD_LIMITS[field]
  if (value.length > limit) {
    return fieldErrors.tooLong(wholeNumber(limit, site.language), wholeNumber(value.length, site.language))
  }
  if (field === 'email' && !isValidEmail(value)) {
    return fieldErrors.invalidEmail
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
