import { describe, expect, it } from 'vitest'
import { reviewKit as english } from '../../../src/content/en/review-kit'
import { reviewKit as spanish } from '../../../src/content/es/review-kit'
import { endingSentence, REVIEW_REQUESTS } from '../../../src/content/review-requests'

const LINK = 'https://search.google.com/local/writereview?placeid=x'

describe('the review kit’s messages', () => {
  it('end a sentence on a name with one stop: “Co.” closes it, “!” and “?” too', () => {
    expect(endingSentence('Maplewood Hair Co.')).toBe('Maplewood Hair Co.')
    expect(endingSentence('Corner Cup')).toBe('Corner Cup.')
    expect(endingSentence('Yahoo!')).toBe('Yahoo!')
    expect(endingSentence('Corner Cup', '!')).toBe('Corner Cup!')
    expect(endingSentence('Maplewood Hair Co.', '!')).toBe('Maplewood Hair Co.!')
    expect(endingSentence('Yahoo!', '!')).toBe('Yahoo!')
  })

  it('never write a double stop after a business whose name ends in one, in either language', () => {
    for (const business of ['Maplewood Hair Co.', 'Curl & Co.', 'Yahoo!']) {
      for (const request of Object.values(REVIEW_REQUESTS)) {
        for (const text of [
          request.sms(business, LINK),
          request.subject(business),
          request.body(business, LINK),
        ]) {
          expect(text, text).not.toMatch(/\.\.|!!|!\.|\?\./)
        }
      }
      for (const copy of [english, spanish]) {
        expect(copy.handOffMessage(business, LINK)).not.toMatch(/\.\.|!\./)
      }
    }
    expect(REVIEW_REQUESTS.en.body('Maplewood Hair Co.', LINK)).toContain(
      'choosing Maplewood Hair Co. Would you',
    )
    expect(REVIEW_REQUESTS.es.body('Maplewood Hair Co.', LINK)).toContain('elegir Maplewood Hair Co. ¿Nos')
  })
})
