import { describe, expect, it } from 'vitest'
import { preferredLanguage } from '../../src/lib/language-switch'

describe('preferredLanguage', () => {
  it('is the first of the browser’s languages the page is written in, whatever its region', () => {
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es')
    expect(preferredLanguage(['fr-FR', 'EN-gb', 'es'])).toBe('en')
    expect(preferredLanguage(['fr', 'de'])).toBeUndefined()
    expect(preferredLanguage([])).toBeUndefined()
  })
})
