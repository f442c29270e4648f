import { describe, expect, it } from 'vitest'
import { prefilled } from '../../src/contact/prefill'

const NOTHING = { subject: '', message: '' }
const QUOTE = { subject: 'Enterprise Custom quote request', message: '' }
const KIT = { subject: 'Automatic review requests for Corner Cup', message: 'Corner Cup: g.page/r/1' }

describe('the contact form filled in by its opener', () => {
  it('takes the opener’s subject and message into an empty form, and knows them as the page’s', () => {
    expect(prefilled(NOTHING, NOTHING, KIT)).toEqual({ values: KIT, filled: KIT })
  })

  it('replaces what the page filled in with the next opener’s, or clears it for an opener that gives none', () => {
    expect(prefilled(QUOTE, QUOTE, NOTHING)).toEqual({ values: NOTHING, filled: NOTHING })
    expect(prefilled(QUOTE, QUOTE, KIT)).toEqual({ values: KIT, filled: KIT })
    const otherKit = {
      subject: 'Automatic review requests for Bay Bakery',
      message: 'Bay Bakery: g.page/r/2',
    }
    expect(prefilled(KIT, KIT, otherKit)).toEqual({ values: otherKit, filled: otherKit })
  })

  it('keeps what the visitor typed: their subject, and their message with the opener’s after it', () => {
    const typed = { subject: 'A site for my café', message: 'We open in May.' }
    expect(prefilled(typed, NOTHING, KIT)).toEqual({
      values: { subject: typed.subject, message: `We open in May.\n\n${KIT.message}` },
      filled: { subject: '', message: KIT.message },
    })
    expect(prefilled(typed, NOTHING, NOTHING)).toEqual({ values: typed, filled: NOTHING })
  })

  it('keeps the visitor’s message and drops the page’s old text after it for the next opener’s', () => {
    const withKit = { subject: KIT.subject, message: `We open in May.\n\n${KIT.message}` }
    expect(prefilled(withKit, KIT, QUOTE)).toEqual({
      values: { subject: QUOTE.subject, message: 'We open in May.' },
      filled: QUOTE,
    })
  })

  it('counts text the page filled in and the visitor changed as the visitor’s', () => {
    const changed = { subject: `${QUOTE.subject}, for 3 shops`, message: `${KIT.message} and more` }
    expect(prefilled(changed, { subject: QUOTE.subject, message: KIT.message }, NOTHING)).toEqual({
      values: changed,
      filled: NOTHING,
    })
  })

  it('adds the opener’s message once, even when it opens the form again', () => {
    const asked = { subject: 'A question from the website', message: 'Do you speak Tagalog?' }
    const mine = { subject: asked.subject, message: `Hello.\n\n${asked.message}` }
    expect(prefilled(mine, asked, asked)).toEqual({ values: mine, filled: asked })
  })
})
