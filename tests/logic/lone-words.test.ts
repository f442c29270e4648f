import { describe, expect, it } from 'vitest'
import { withoutLoneWord } from '../../../src/review-kit/lone-word'

describe('withoutLoneWord', () => {
  it('holds the last two words of three or more together with a no-break space', () => {
    expect(withoutLoneWord('Maplewood Hair Co.')).toBe('Maplewood Hair\u00a0Co.')
    expect(withoutLoneWord('Su kit de reseñas gratis')).toBe('Su kit de reseñas\u00a0gratis')
    expect(withoutLoneWord('Tell us on Google.')).toBe('Tell us on\u00a0Google.')
  })

  it('leaves one or two words free to wrap, and spaces tidied', () => {
    expect(withoutLoneWord('Corner Cup')).toBe('Corner Cup')
    expect(withoutLoneWord('Bakery')).toBe('Bakery')
    expect(withoutLoneWord('  Curl  &   Co. ')).toBe('Curl &\u00a0Co.')
  })
})
