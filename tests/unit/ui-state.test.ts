import { describe, expect, it } from 'vitest'
import { initialUiState, uiReducer, type UiState } from '../../src/lib/ui-state'

const open = (patch: Partial<UiState>): UiState => ({ ...initialUiState, ...patch })

describe('uiReducer', () => {
  it('starts with no dialog, the menu closed and the build form type', () => {
    expect(initialUiState).toEqual({
      dialog: null,
      contactType: 'build',
      contactSubject: null,
      menuOpen: false,
    })
  })

  it('opens each info content', () => {
    for (const content of ['services', 'about', 'faq'] as const) {
      expect(uiReducer(initialUiState, { type: 'openInfo', content }).dialog).toBe(content)
    }
  })

  it('opens the contact form as build by default, with an optional type and subject', () => {
    expect(uiReducer(initialUiState, { type: 'openContact' })).toMatchObject({
      dialog: 'contact',
      contactType: 'build',
      contactSubject: null,
    })
    expect(
      uiReducer(initialUiState, { type: 'openContact', contactType: 'general', subject: 'Scale plan' }),
    ).toMatchObject({ dialog: 'contact', contactType: 'general', contactSubject: 'Scale plan' })
  })

  it('hands over from an info dialog to the contact form (Get Started)', () => {
    const next = uiReducer(open({ dialog: 'faq' }), { type: 'openContact' })
    expect(next.dialog).toBe('contact')
  })

  it('closes the dialog and forgets a prefilled subject', () => {
    const next = uiReducer(open({ dialog: 'contact', contactSubject: 'Grow plan' }), { type: 'closeDialog' })
    expect(next).toMatchObject({ dialog: null, contactSubject: null })
  })

  it('toggles and closes the menu', () => {
    const opened = uiReducer(initialUiState, { type: 'toggleMenu' })
    expect(opened.menuOpen).toBe(true)
    expect(uiReducer(opened, { type: 'toggleMenu' }).menuOpen).toBe(false)
    expect(uiReducer(opened, { type: 'closeMenu' }).menuOpen).toBe(false)
    expect(uiReducer(initialUiState, { type: 'closeMenu' })).toBe(initialUiState)
  })

  it('leaves the menu open behind a dialog opened from it', () => {
    const menu = open({ menuOpen: true })
    expect(uiReducer(menu, { type: 'openInfo', content: 'about' }).menuOpen).toBe(true)
    expect(uiReducer(menu, { type: 'openContact' }).menuOpen).toBe(true)
  })

  it('closes any open dialog and the menu on a scroll action', () => {
    for (const dialog of ['services', 'about', 'faq', 'contact'] as const) {
      const next = uiReducer(open({ dialog, menuOpen: true }), { type: 'scrolled' })
      expect(next).toMatchObject({ dialog: null, menuOpen: false })
    }
  })
})
