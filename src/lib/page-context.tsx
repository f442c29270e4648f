import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react'
import type { ContactType, InfoContent, SectionId } from '../content/types'
import { initialUiState, uiReducer, type UiState } from './ui-state'

export interface PageApi {
  state: UiState
  openInfo: (content: InfoContent) => void
  openContact: (contactType?: ContactType, subject?: string) => void
  closeDialog: () => void
  toggleMenu: () => void
  closeMenu: () => void
  /** Call when a link scrolls the page: closes every dialog and the menu. */
  scrolled: () => void
  /** Scrolls to a section (smoothly unless reduced motion is preferred) and closes dialogs and menu. */
  scrollToSection: (id: SectionId) => void
}

const PageContext = createContext<PageApi | null>(null)

export function PageProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(uiReducer, initialUiState)
  const opener = useRef<HTMLElement | null>(null)
  const dialogOpen = state.dialog !== null

  // Remember the control that opened the first dialog, so focus can go back to it at the end,
  // even when one dialog hands over to another (Get Started in the info dialog).
  const rememberOpener = useCallback(() => {
    if (!dialogOpen && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [dialogOpen])

  useEffect(() => {
    if (dialogOpen || !opener.current) return
    const target = opener.current
    opener.current = null
    if (target.isConnected) target.focus({ preventScroll: true })
  }, [dialogOpen])

  const api = useMemo<PageApi>(
    () => ({
      state,
      openInfo: (content) => {
        rememberOpener()
        dispatch({ type: 'openInfo', content })
      },
      openContact: (contactType, subject) => {
        rememberOpener()
        dispatch({ type: 'openContact', contactType, subject })
      },
      closeDialog: () => dispatch({ type: 'closeDialog' }),
      toggleMenu: () => dispatch({ type: 'toggleMenu' }),
      closeMenu: () => dispatch({ type: 'closeMenu' }),
      scrolled: () => {
        opener.current = null
        dispatch({ type: 'scrolled' })
      },
      scrollToSection: (id) => {
        opener.current = null
        dispatch({ type: 'scrolled' })
        document.getElementById(id)?.scrollIntoView({ block: 'start' })
      },
    }),
    [state, rememberOpener],
  )

  return <PageContext value={api}>{children}</PageContext>
}

export function usePage(): PageApi {
  const api = use(PageContext)
  if (!api) throw new Error('usePage must be used inside <PageProvider>')
  return api
}
