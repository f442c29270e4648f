import type { ContactType, InfoContent } from '../content/types'

/**
 * Which dialog is open (at most one), the contact form's type, and the mobile menu. Opening a
 * dialog leaves the menu as it is, so focus can return to the menu item that opened it.
 */
export interface UiState {
  dialog: InfoContent | 'contact' | null
  contactType: ContactType
  /** Subject to put in the contact form when it opens (a plan name), if any. */
  contactSubject: string | null
  menuOpen: boolean
}

export type UiAction =
  | { type: 'openInfo'; content: InfoContent }
  | { type: 'openContact'; contactType?: ContactType; subject?: string }
  | { type: 'closeDialog' }
  | { type: 'toggleMenu' }
  | { type: 'closeMenu' }
  /** A control scrolled the page: every dialog and the menu close. */
  | { type: 'scrolled' }

export const initialUiState: UiState = {
  dialog: null,
  contactType: 'build',
  contactSubject: null,
  menuOpen: false,
}

export function uiReducer(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'openInfo':
      return { ...state, dialog: action.content }
    case 'openContact':
      return {
        ...state,
        dialog: 'contact',
        contactType: action.contactType ?? 'build',
        contactSubject: action.subject ?? null,
      }
    case 'closeDialog':
      return { ...state, dialog: null, contactSubject: null }
    case 'toggleMenu':
      return { ...state, menuOpen: !state.menuOpen }
    case 'closeMenu':
      return state.menuOpen ? { ...state, menuOpen: false } : state
    case 'scrolled':
      return { ...state, dialog: null, contactSubject: null, menuOpen: false }
  }
}
