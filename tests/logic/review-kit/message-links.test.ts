import { describe, expect, it } from 'vitest'
import { mailtoLink, smsLink } from '../../../src/review-kit/message-links'

describe('the links that open the visitor’s own apps', () => {
  it('fills a text message’s body in the form both iOS and Android read', () => {
    expect(smsLink('How did we do? https://g.page/r/x?a=1&b=2')).toBe(
      'sms:?&body=How%20did%20we%20do%3F%20https%3A%2F%2Fg.page%2Fr%2Fx%3Fa%3D1%26b%3D2',
    )
    expect(smsLink('Line one\nLínea dos 👍')).toBe('sms:?&body=Line%20one%0AL%C3%ADnea%20dos%20%F0%9F%91%8D')
    expect(smsLink('')).toBe('sms:?&body=')
  })

  it('fills an e-mail’s subject and body: spaces as %20, line breaks as %0D%0A', () => {
    expect(mailtoLink('How did we do?', 'Hi,\nplease tell us on Google.\r\nThanks')).toBe(
      'mailto:?subject=How%20did%20we%20do%3F&body=Hi%2C%0D%0Aplease%20tell%20us%20on%20Google.%0D%0AThanks',
    )
    expect(mailtoLink('¿Qué tal?', 'á')).toBe('mailto:?subject=%C2%BFQu%C3%A9%20tal%3F&body=%C3%A1')
  })

  it('lets no text add a field or a recipient, or end the link', () => {
    const link = mailtoLink('a&cc=boss@example.com', 'b&bcc=x@example.com#top')
    const url = new URL(link)
    expect(url.pathname).toBe('')
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body'])
    expect(url.searchParams.get('subject')).toBe('a&cc=boss@example.com')
    expect(url.searchParams.get('body')).toBe('b&bcc=x@example.com#top')
    expect(url.hash).toBe('')
    expect(smsLink('x&body=y#z')).toBe('sms:?&body=x%26body%3Dy%23z')
  })

  it('keeps an e-mail’s subject on one line', () => {
    expect(mailtoLink('How did\r\nwe do?', '')).toBe('mailto:?subject=How%20did%20we%20do%3F&body=')
  })
})
