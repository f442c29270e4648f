import { beforeAll, describe, expect, it, vi } from 'vitest'
import { holdAppActionsUntilReady, markAppReady } from '../../src/lib/app-ready'

/**
 * One page, one life: the hold is installed once, as the page's entry does, and the app becomes
 * ready once. The tests run in order through that life.
 */
describe('taps held until the app is ready', () => {
  const next = vi.fn()
  const plain = vi.fn()
  const submitted = vi.fn((event: Event) => event.preventDefault())
  let nextButton: HTMLButtonElement
  let plainButton: HTMLButtonElement
  let form: HTMLFormElement

  beforeAll(() => {
    document.body.innerHTML = `
      <button id="next" data-needs-app><span>Next</span></button>
      <button id="plain">Plain</button>
      <form id="form" data-needs-app><button type="submit">Send</button></form>`
    nextButton = document.querySelector('#next')!
    plainButton = document.querySelector('#plain')!
    form = document.querySelector('#form')!
    nextButton.addEventListener('click', next)
    plainButton.addEventListener('click', plain)
    form.addEventListener('submit', submitted)
    holdAppActionsUntilReady()
  })

  it('holds a tap on a control that needs the app, even on a child of it, and lets others through', () => {
    nextButton.click()
    nextButton.querySelector('span')!.click()
    plainButton.click()
    expect(next).not.toHaveBeenCalled()
    expect(plain).toHaveBeenCalledTimes(1)
  })

  it('holds a submit, however often it is tapped, as one', () => {
    form.requestSubmit()
    form.requestSubmit()
    form.querySelector('button')!.click()
    expect(submitted).not.toHaveBeenCalled()
    expect(document.documentElement.hasAttribute('data-ready')).toBe(false)
  })

  it('carries out each held tap once when the app is ready, in order, and marks the page ready', () => {
    const order: string[] = []
    next.mockImplementation(() => order.push('next'))
    submitted.mockImplementation((event: Event) => {
      event.preventDefault()
      order.push('submit')
    })
    markAppReady()
    expect(document.documentElement.hasAttribute('data-ready')).toBe(true)
    expect(order).toEqual(['next', 'next', 'submit'])
    markAppReady()
    expect(order).toEqual(['next', 'next', 'submit'])
  })

  it('lets taps through once the app is ready', () => {
    nextButton.click()
    form.requestSubmit()
    expect(next).toHaveBeenCalledTimes(3)
    expect(submitted).toHaveBeenCalledTimes(2)
  })
})
