import { loadDraft, saveDraft } from '../contact/draft-storage'
import { fieldElement, readValues } from '../contact/fields'
import { CONTACT_FORM_ID } from '../lib/dialog-commands'
import { BOOKING_FIELDS } from './use-booking'

const valueOf = (form: HTMLFormElement, name: string) => fieldElement(form, name)?.value.trim() ?? ''

/** The contact form, on the page from its first paint; null if it is not. */
function contactForm(): HTMLFormElement | null {
  const form = document.getElementById(CONTACT_FORM_ID)
  return form instanceof HTMLFormElement ? form : null
}

/** Fills the booking form's empty Name and Email from the contact form's draft, when there is one. */
export function fillFromContactDraft(booking: HTMLFormElement): void {
  const draft = loadDraft()
  if (!draft) return
  for (const field of [BOOKING_FIELDS.name, BOOKING_FIELDS.email] as const) {
    const element = fieldElement(booking, field)
    if (element && element.value === '') element.value = draft[field]
  }
}

/**
 * Before the contact form opens instead ("Write to us instead"): it takes the name and e-mail typed
 * here into its empty fields, and the notes into its Message after what is there, and keeps them
 * as its draft. Nothing the visitor typed is lost.
 */
export function handOverToContactForm(booking: HTMLFormElement): void {
  const contact = contactForm()
  if (!contact) return
  for (const field of [BOOKING_FIELDS.name, BOOKING_FIELDS.email] as const) {
    const element = fieldElement(contact, field)
    const value = valueOf(booking, field)
    if (element && element.value === '' && value) element.value = value
  }
  const notes = valueOf(booking, BOOKING_FIELDS.notes)
  const message = fieldElement(contact, 'message')
  if (message && notes && !message.value.includes(notes)) {
    message.value = message.value ? `${message.value.trimEnd()}\n\n${notes}` : notes
  }
  saveDraft(readValues(contact))
}
