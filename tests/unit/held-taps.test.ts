import { beforeAll, describe, expect, it, vi } from 'vitest'
import { holdTapsUntilHydrated, markIslandHydrated } from '../../src/islands/held-taps'

/**
 * One page, one life: the hold is installed once, as the page's entry does, and each island
 * hydrates once. The tests run in order through that life.
 */
describe('taps held until their island has hydrated', () => {
  const next = vi.fn()
  const plain = vi.fn()
  const submitted = vi.fn((event: Event) => event.preventDefault())
  const wake = vi.fn()
  let carousel: HTMLElement
  let contact: HTMLElement
  let nextButton: HTMLButtonElement
  let plainButton: HTMLButtonElement
  let form: HTMLFormElement

  beforeAll(() => {
    document.body.innerHTML = `
      <div data-island="carousel"><button id="next" data-needs-island><span>Next</span></button></div>
      <button id="plain">Plain</button>
      <div data-island="contact"><form id="form" data-needs-island><button type="submit">Send</button></form></div>`
    carousel = document.querySelector('[data-island="carousel"]')!
    contact = document.querySelector('[data-island="contact"]')!
    nextButton = document.querySelector('#next')!
    plainButton = document.querySelector('#plain')!
    form = document.querySelector('#form')!
    nextButton.addEventListener('click', next)
    plainButton.addEventListener('click', plain)
    form.addEventListener('submit', submitted)
    holdTapsUntilHydrated(wake)
  })

  it('holds a tap on a control that needs its island, even on a child of it, wakes that island, and lets others through', () => {
    nextButton.click()
    nextButton.querySelector('span')!.click()
    plainButton.click()
    expect(next).not.toHaveBeenCalled()
    expect(plain).toHaveBeenCalledTimes(1)
    expect(wake.mock.calls).toEqual([[carousel], [carousel]])
  })

  it('holds a submit, however often it is tapped, as one', () => {
    form.requestSubmit()
    form.requestSubmit()
    form.querySelector('button')!.click()
    expect(submitted).not.toHaveBeenCalled()
    expect(wake).toHaveBeenLastCalledWith(contact)
    expect(contact.hasAttribute('data-hydrated')).toBe(false)
  })

  it('carries out the taps held for an island once when it has hydrated, in order, and marks it', () => {
    const order: string[] = []
    next.mockImplementation(() => order.push('next'))
    submitted.mockImplementation((event: Event) => {
      event.preventDefault()
      order.push('submit')
    })
    markIslandHydrated(carousel)
    expect(carousel.hasAttribute('data-hydrated')).toBe(true)
    expect(order).toEqual(['next', 'next'])
    markIslandHydrated(carousel)
    expect(order).toEqual(['next', 'next'])
    // The contact island has not hydrated: its Send is still held.
    markIslandHydrated(contact)
    expect(order).toEqual(['next', 'next', 'submit'])
  })

  it('lets taps through once their island has hydrated', () => {
    nextButton.click()
    form.requestSubmit()
    expect(next).toHaveBeenCalledTimes(3)
    expect(submitted).toHaveBeenCalledTimes(2)
  })
})
