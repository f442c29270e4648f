import { CONTACT_FIELDS, EMPTY_VALUES, fieldElement, readValues, type ContactValues } from './fields'
import { CONTACT_FORM_ID } from '../lib/dialog-commands'
import { isObject } from '../lib/is-object'

const KEY = 'contact-draft'

/** The unsent draft kept in sessionStorage, so a reload or a closed dialog loses nothing. */
export function loadDraft(): ContactValues | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const draft = { ...EMPTY_VALUES }
    for (const field of CONTACT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field]
      if (typeof value === 'string') draft[field] = value
    }
    return draft
  } catch {
    return null
  }
}

const FILLED_KEY = 'contact-draft-filled'

/** The text the page put into the Subject and the Message (src/contact/prefill.ts), not the visitor. */
export type FilledText = Record<'subject' | 'message', string>

const NOTHING_FILLED: FilledText = { subject: '', message: '' }

/** What the page filled in, kept beside the draft so that a reload still tells it from what was typed. */
let filled: FilledText | undefined

/** Keeps the draft; an empty one is dropped, and with it the record of what the page filled in. */
export function saveDraft(values: ContactValues): void {
  const empty = CONTACT_FIELDS.every((field) => values[field] === '')
  if (empty) filled = { ...NOTHING_FILLED }
  try {
    if (empty) {
      sessionStorage.removeItem(KEY)
      sessionStorage.removeItem(FILLED_KEY)
    } else sessionStorage.setItem(KEY, JSON.stringify(values))
  } catch {
    // Storage can be full or disabled (private mode): the draft then lives only in memory.
  }
}

export function loadFilled(): FilledText {
  if (filled) return filled
  filled = { ...NOTHING_FILLED }
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FILLED_KEY) ?? 'null')
    for (const field of ['subject', 'message'] as const) {
      const value = isObject(parsed) ? parsed[field] : undefined
      if (typeof value === 'string') filled[field] = value
    }
  } catch {
    // Damaged or unreadable: nothing is known to be the page's, so everything counts as typed.
  }
  return filled
}

export function saveFilled(text: FilledText): void {
  filled = text
  try {
    if (text.subject === '' && text.message === '') sessionStorage.removeItem(FILLED_KEY)
    else sessionStorage.setItem(FILLED_KEY, JSON.stringify(text))
  } catch {
    // As the draft: then kept in memory only.
  }
}

/** Puts the saved draft into the form's empty fields; what the visitor has typed since stays. */
export function restoreDraft(form: HTMLFormElement): void {
  const draft = loadDraft()
  if (!draft) return
  for (const field of CONTACT_FIELDS) {
    const element = fieldElement(form, field)
    if (element && element.value === '') element.value = draft[field]
  }
}

/**
 * From the page's first moments (before the form's island hydrates): the contact form gets its saved draft
 * when it first opens, and every change to it is saved. The draft is read at that open, not at
 * start-up: the first read of sessionStorage is a blocking call to the browser, and at start-up it
 * can land before the first paint. Install this before enhancePage, so the draft is in the form
 * before a control's subject or message is added to it.
 */
export function keepContactDraft(): void {
  const restoreOnFirstOpen = (event: Event) => {
    const { target: dialog, command } = event as CommandEvent
    const form = document.getElementById(CONTACT_FORM_ID)
    if (command !== 'show-modal' || !(form instanceof HTMLFormElement)) return
    if (!(dialog instanceof Node) || !dialog.contains(form)) return
    document.removeEventListener('command', restoreOnFirstOpen, { capture: true })
    restoreDraft(form)
  }
  document.addEventListener('command', restoreOnFirstOpen, { capture: true })
  document.addEventListener('input', (event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null
    if (form?.id === CONTACT_FORM_ID) saveDraft(readValues(form))
  })
}
