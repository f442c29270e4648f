import { beforeEach, describe, expect, it } from 'vitest'
import { loadDraft, saveDraft } from '../../src/contact/draft-storage'
import { EMPTY_VALUES } from '../../src/contact/fields'

describe('draft storage', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps a draft across loads and clears it once empty', () => {
    const draft = { ...EMPTY_VALUES, name: 'Ana', message: 'Half a thought' }
    saveDraft(draft)
    expect(loadDraft()).toEqual(draft)
    saveDraft(EMPTY_VALUES)
    expect(loadDraft()).toBeNull()
  })

  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem('contact-draft', '{not json')
    expect(loadDraft()).toBeNull()
    sessionStorage.setItem('contact-draft', JSON.stringify({ name: 42, email: 'a@b.co', extra: 'x' }))
    expect(loadDraft()).toEqual({ ...EMPTY_VALUES, email: 'a@b.co' })
  })
})
