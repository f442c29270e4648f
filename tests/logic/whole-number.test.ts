import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES } from '../../src/content/languages'
import { wholeNumber } from '../../src/content/whole-number'

describe('whole numbers as the page writes them', () => {
  it('groups digits as each language does', () => {
    for (const language of LANGUAGE_CODES) {
      for (const value of [0, 7, 49, 450, 999, 1000, 5000, 10000, 123456, 1234567, 5000000])
        expect(wholeNumber(value, language)).toBe(value.toLocaleString(language))
    }
  })

  it('writes the message limit so that a Spanish reader cannot take it for five', () => {
    expect(wholeNumber(5000, 'en')).toBe('5,000')
    expect(wholeNumber(5000, 'es')).toBe('5000')
    expect(wholeNumber(10000, 'es')).toBe('10.000')
  })

  it('drops any fraction', () => {
    expect(wholeNumber(1999.99, 'en')).toBe('1,999')
  })
})
