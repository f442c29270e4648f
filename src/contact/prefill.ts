import { CONTACT_FORM_ID, MESSAGE_ATTRIBUTE, SUBJECT_ATTRIBUTE } from '../lib/dialog-commands'
import { loadFilled, saveFilled, type FilledText } from './draft-storage'
import { fieldElement } from './fields'

/** Between the visitor's own message and the text the page adds after it. */
const PARAGRAPH = '\n\n'

/** `value` without the text the page put in (`filled`), where that text is still there as it was put. */
function withoutFilled(value: string, filled: string): string {
  if (filled === '') return value
  if (value === filled) return ''
  if (value.endsWith(`${PARAGRAPH}${filled}`)) return value.slice(0, -(PARAGRAPH.length + filled.length))
  if (value.startsWith(`${filled}${PARAGRAPH}`)) return value.slice(filled.length + PARAGRAPH.length)
  return value
}

/**
 * The Subject and the Message as the page fills them in for an opener that gives `given`, over
 * what they hold (`current`) and what the page filled in before (`before`). What the visitor typed
 * stays: a Subject of theirs is kept, a Message of theirs gets the opener's text after it. What
 * the page filled in before and the visitor left as it was is replaced by the opener's text, or
 * cleared when the opener gives none. `filled` is what of the result is the page's.
 */
export function prefilled(
  current: FilledText,
  before: FilledText,
  given: FilledText,
): { values: FilledText; filled: FilledText } {
  const ownSubject = current.subject.trim() !== '' && current.subject !== before.subject
  const subject = ownSubject ? current.subject : given.subject

  const own = withoutFilled(current.message, before.message)
  const added = given.message !== '' && !own.includes(given.message)
  const message = !added
    ? own
    : own.trim() === ''
      ? given.message
      : `${own.trimEnd()}${PARAGRAPH}${given.message}`

  return {
    values: { subject, message },
    filled: { subject: ownSubject ? '' : given.subject, message: added ? given.message : '' },
  }
}

/**
 * When the contact dialog opens: its form takes the subject and message its opener gives (a plan's
 * name, the assistant's question, the review kit's or the check's hand-off; SUBJECT_ATTRIBUTE and
 * MESSAGE_ATTRIBUTE), as `prefilled` says, and keeps what the page filled in beside the draft.
 */
export function fillFromOpener(dialog: HTMLDialogElement, opener: Element): void {
  const form = dialog.querySelector(`#${CONTACT_FORM_ID}`)
  if (!(form instanceof HTMLFormElement)) return
  const subject = fieldElement(form, 'subject')
  const message = fieldElement(form, 'message')
  if (!subject || !message) return
  const { values, filled } = prefilled({ subject: subject.value, message: message.value }, loadFilled(), {
    subject: opener.getAttribute(SUBJECT_ATTRIBUTE) ?? '',
    message: opener.getAttribute(MESSAGE_ATTRIBUTE) ?? '',
  })
  for (const [field, value] of [
    [subject, values.subject],
    [message, values.message],
  ] as const) {
    if (field.value === value) continue
    field.value = value
    // As if typed: the draft keeps it, and a "please enter …" message clears.
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  saveFilled(filled)
}
