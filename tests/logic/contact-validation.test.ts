import { describe, expect, it } from 'vitest'
import { EMPTY_VALUES, FIELD_LIMITS } from '../../src/contact/fields'
import { isValidEmail, validateContact, validateField } from '../../src/contact/validation'

const filled = { name: 'Ana Ruiz', email: 'ana@casaverde.com', subject: 'New site', message: 'Hello!' }

describe('contact validation', () => {
  it('accepts a complete message', () => {
    expect(validateContact(filled)).toEqual({})
  })

  it('requires every field, trimmed', () => {
    expect(Object.keys(validateContact(EMPTY_VALUES))).toEqual(['name', 'email', 'subject', 'message'])
    expect(validateField('name', '   ')).toBe('Please enter your name.')
    expect(validateField('message', '\n\t')).toBe('Please enter a message.')
  })

  it('enforces the length limits on the trimmed value', () => {
    expect(FIELD_LIMITS).toEqual({ name: 100, email: 254, subject: 150, message: 5000 })
    expect(validateField('name', 'a'.repeat(100))).toBeUndefined()
    expect(validateField('name', ` ${'a'.repeat(100)} `)).toBeUndefined()
    expect(validateField('name', 'a'.repeat(101))).toBe(
      'Please keep this to 100 characters or fewer (now 101).',
    )
    expect(validateField('message', 'a'.repeat(5001))).toMatch(/5,000 characters or fewer \(now 5,001\)/)
  })

  it('checks e-mail addresses more strictly than type=email', () => {
    for (const good of ['ana@casaverde.com', 'a.b+tag@mail.example.co.uk', "o'neil@shop.io"]) {
      expect(isValidEmail(good), good).toBe(true)
    }
    for (const bad of [
      'ana',
      'ana@',
      '@x.com',
      'ana@localhost',
      'ana@x.c',
      'a..b@x.com',
      '.a@x.com',
      'a@b@c.com',
      'ana@-x.com',
      'an a@x.com',
      'ana@x.123',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false)
    }
    expect(validateField('email', 'ana@localhost')).toBe(
      'Please enter a valid email address, like name@example.com.',
    )
  })

  it('lets any text through as typed: unicode, emoji, quotes and markup', () => {
    expect(validateContact({ ...filled, name: 'Zoë “Q” <script>alert(1)</script> 🌮' })).toEqual({})
  })
})
