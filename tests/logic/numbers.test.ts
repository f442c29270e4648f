import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES, localeOf } from '../../src/content/languages'
import { decimal, percent } from '../../src/content/numbers'
import { agencyUpfrontText, usd } from '../../src/content/plan-prices'
import { unbroken } from '../../src/content/unbroken'
import { wholeNumber } from '../../src/content/whole-number'

describe('numbers as the page writes them', () => {
  it('groups digits as each language’s variant does', () => {
    for (const language of LANGUAGE_CODES) {
      for (const value of [0, 7, 49, 450, 999, 1000, 5000, 10000, 123456, 1234567, 5000000])
        expect(wholeNumber(value, language)).toBe(value.toLocaleString(localeOf(language)))
    }
  })

  it('writes Spanish numbers in es-US, as Spanish speakers in the United States and Latin America do', () => {
    expect(localeOf('es')).toBe('es-US')
    expect(wholeNumber(5000, 'es')).toBe('5,000')
    expect(usd(10000, 'es')).toBe('$10,000')
    expect(decimal(4.6, 1, 'es')).toBe('4.6')
    expect(percent(35, 'es')).toBe('35%')
    expect(agencyUpfrontText('es')).toBe(unbroken('$3\u00a0K–$10\u00a0K'))
    expect(agencyUpfrontText('en')).toBe(unbroken('$3K–$10K'))
  })

  it('drops any fraction', () => {
    expect(wholeNumber(1999.99, 'en')).toBe('1,999')
  })
})

describe('a run that never splits across lines', () => {
  it('joins an en dash to its neighbours and holds a unit to its number, and nothing else', () => {
    expect(unbroken('$1,000–$10,000+')).toBe('$1,000–\u2060$10,000+')
    expect(unbroken('1–2 semanas')).toBe('1–\u20602\u00a0semanas')
    expect(unbroken('4.8 ★')).toBe('4.8\u00a0★')
    expect(unbroken('3:00 p.m.')).toBe('3:00\u00a0p.m.')
    expect(unbroken(unbroken('3–5 páginas'))).toBe(unbroken('3–5 páginas'))
  })

  it('reads as the same text once its joiners are skipped, as the browser’s find and the assistant do', () => {
    const text = unbroken('$1,000–$10,000+ en 1–2 semanas')
    expect(text.replace(/\u2060/g, '').replace(/\u00a0/g, ' ')).toBe('$1,000–$10,000+ en 1–2 semanas')
  })
})
