import { CONTACT_FIELDS, EMPTY_VALUES, type ContactValues } from './fields'

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

export function saveDraft(values: ContactValues): void {
  try {
    if (CONTACT_FIELDS.every((field) => values[field] === '')) sessionStorage.removeItem(KEY)
    else sessionStorage.setItem(KEY, JSON.stringify(values))
  } catch {
    // Storage can be full or disabled (private mode): the draft then lives only in memory.
  }
}
