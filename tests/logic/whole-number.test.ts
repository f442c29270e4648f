import { describe, expect, it } from 'vitest'
import { wholeNumber } from '../../src/content/whole-number'

describe('whole numbers as the page writes them', () => {
  it('groups thousands with commas, as en-US does', () => {
    for (const value of [0, 7, 49, 450, 999, 1000, 5000, 10000, 123456, 1234567, 5000000])
      expect(wholeNumber(value)).toBe(value.toLocaleString('en-US'))
  })

  it('drops any fraction', () => {
    expect(wholeNumber(1999.99)).toBe('1,999')
  })
})
