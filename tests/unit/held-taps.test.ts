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
  let check: HTMLElement
  let checkForm: HTMLFormElement
  const checked = vi.fn((event: Event) => event.preventDefault())
  const bubble = vi.fn()

  beforeAll(() => {
    document.body.innerHTML = `
      <div data-island="carousel"><button id="next" data-needs-island><span>Next</span></button></div>
      <button id="plain">Plain</button>
      <div data-island="contact"><form id="form" data-needs-island><button type="submit">Send</button></form></div>
      <div data-island="check"><form id="check" data-needs-island><input name="url" required /></form></div>`
    carousel = document.querySelector('[data-island="carousel"]')!
    contact = document.querySelector('[data-island="contact"]')!
    nextButton = document.querySelector('#next')!
    plainButton = document.querySelector('#plain')!
    form = document.querySelector('#form')!
    nextButton.addEventListener('click', next)
    plainButton.addEventListener('click', plain)
    form.addEventListener('submit', submitted)
    check = document.querySelector('[data-island="check"]')!
    checkForm = document.querySelector('#check')!
    checkForm.addEventListener('submit', checked)
    // What the browser shows for an invalid field unless the event's default is prevented.
    checkForm.querySelector('input')!.addEventListener('invalid', (event) => {
      if (!event.defaultPrevented) bubble()
    })
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

  it('holds a submit that an empty required field stops, instead of the browser’s bubble, as one', () => {
    checkForm.requestSubmit()
    checkForm.requestSubmit()
    expect(checked).not.toHaveBeenCalled()
    expect(bubble).not.toHaveBeenCalled()
    expect(wake).toHaveBeenLastCalledWith(check)
    // Hydrated, the island gives its own messages instead of the browser's, and gets the tap once.
    checkForm.noValidate = true
    markIslandHydrated(check)
    expect(checked).toHaveBeenCalledTimes(1)
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
