import { describe, expect, it } from 'vitest'
import { checkedAddress } from '../../../src/check/address'

describe('the website check: the address a visitor types', () => {
  it.each([
    ['joes-diner.com', 'https://joes-diner.com/'],
    ['www.joes-diner.com/menu', 'https://www.joes-diner.com/menu'],
    ['HTTP://Joes-Diner.com', 'https://joes-diner.com/'],
    ['  https://Joes-Diner.com/Menu?day=1#top ', 'https://joes-diner.com/Menu?day=1'],
    ['joes-diner.com:8080/menu', 'https://joes-diner.com:8080/menu'],
    ['//joes-diner.com', 'https://joes-diner.com/'],
    ['http:/joes-diner.com', 'https://joes-diner.com/'],
    ['https://ana:secret@joes-diner.com/', 'https://joes-diner.com/'],
    ['münchen-bäckerei.de', 'https://xn--mnchen-bckerei-dib09a.de/'],
  ])('checks %j as %s', (typed, url) => {
    expect(checkedAddress(typed)).toEqual({ ok: true, url })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['joesdiner', 'notAnAddress'],
    ['joes diner.com', 'notAnAddress'],
    ['joes-diner.c', 'notAnAddress'],
    ['https://', 'notAnAddress'],
    [`joes-diner.com/${'a'.repeat(2000)}`, 'notAnAddress'],
    ['ftp://joes-diner.com', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['mailto:joe@joes-diner.com', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['localhost', 'private'],
    ['localhost:3000', 'private'],
    ['http://app.localhost', 'private'],
    ['192.168.1.10', 'private'],
    ['https://8.8.8.8/', 'private'],
    ['[::1]', 'private'],
    ['printer.local', 'private'],
    ['wiki.corp.internal', 'private'],
  ])('refuses %j before any request: %s', (typed, problem) => {
    expect(checkedAddress(typed)).toEqual({ ok: false, problem })
  })
})
