import { beforeEach, describe, expect, it } from 'vitest'
import {
  keepContactDraft,
  loadDraft,
  loadFilled,
  restoreDraft,
  saveDraft,
  saveFilled,
} from '../../src/contact/draft-storage'
import { EMPTY_VALUES, readValues } from '../../src/contact/fields'

describe('draft storage', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps a draft across loads and clears it once empty', () => {
    const draft = { ...EMPTY_VALUES, name: 'Ana', message: 'Half a thought' }
    saveDraft(draft)
    expect(loadDraft()).toEqual(draft)
    saveDraft(EMPTY_VALUES)
    expect(loadDraft()).toBeNull()
  })

  it('keeps what the page filled in beside the draft, and forgets it with the draft', () => {
    const filled = { subject: 'Grow plan', message: '' }
    saveDraft({ ...EMPTY_VALUES, subject: filled.subject })
    saveFilled(filled)
    expect(JSON.parse(sessionStorage.getItem('contact-draft-filled') ?? 'null')).toEqual(filled)
    expect(loadFilled()).toEqual(filled)
    saveDraft(EMPTY_VALUES)
    expect(loadFilled()).toEqual({ subject: '', message: '' })
    expect(sessionStorage.getItem('contact-draft-filled')).toBeNull()
  })

  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem('contact-draft', '{not json')
    expect(loadDraft()).toBeNull()
    sessionStorage.setItem('contact-draft', JSON.stringify({ name: 42, email: 'a@b.co', extra: 'x' }))
    expect(loadDraft()).toEqual({ ...EMPTY_VALUES, email: 'a@b.co' })
  })
})

describe('draft in the form', () => {
  beforeEach(() => sessionStorage.clear())

  const form = () => {
    document.body.innerHTML = `<form id="contact-form">
      <input name="name"><input name="email"><input name="subject"><textarea name="message"></textarea>
    </form>`
    return document.querySelector('form')!
  }

  it('fills only the fields the visitor has not typed in', () => {
    saveDraft({ ...EMPTY_VALUES, name: 'Ana', message: 'From the draft' })
    const element = form()
    element.querySelector('textarea')!.value = 'Typed before the app started'
    restoreDraft(element)
    expect(readValues(element)).toEqual({
      ...EMPTY_VALUES,
      name: 'Ana',
      message: 'Typed before the app started',
    })
  })

  it('leaves the form as it is without a draft', () => {
    const element = form()
    restoreDraft(element)
    expect(readValues(element)).toEqual(EMPTY_VALUES)
  })
})

describe("draft kept from the page's start", () => {
  beforeEach(() => sessionStorage.clear())

  it('goes into the form when its dialog first opens, and every change is saved', () => {
    saveDraft({ ...EMPTY_VALUES, name: 'Ana' })
    document.body.innerHTML = `<dialog id="faq-dialog"></dialog>
      <dialog id="contact-dialog"><form id="contact-form">
        <input name="name"><input name="email"><input name="subject"><textarea name="message"></textarea>
      </form></dialog>`
    keepContactDraft()
    const element = document.querySelector('form')!
    const command = (id: string, name: string) =>
      document.getElementById(id)!.dispatchEvent(Object.assign(new Event('command'), { command: name }))
    const open = (id: string) => command(id, 'show-modal')

    open('faq-dialog')
    command('contact-dialog', 'close')
    expect(readValues(element)).toEqual(EMPTY_VALUES)
    open('contact-dialog')
    expect(readValues(element)).toEqual({ ...EMPTY_VALUES, name: 'Ana' })

    const name = element.querySelector('input')!
    name.value = ''
    name.dispatchEvent(new Event('input', { bubbles: true }))
    expect(loadDraft()).toBeNull()
    open('contact-dialog')
    expect(readValues(element)).toEqual(EMPTY_VALUES)
  })
})
