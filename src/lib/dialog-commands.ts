import type { InfoContent } from '../content/types'

/** The contact form's dialog. */
export const CONTACT_DIALOG_ID = 'contact-dialog'

/** The contact form's id: the page's early script keeps its draft before its island hydrates. */
export const CONTACT_FORM_ID = 'contact-form'

/** Each info content is its own dialog, so a button can open it with no script. */
export const infoDialogId = (content: InfoContent) => `${content}-dialog`

/** The mobile menu, a popover opened by the Menu button. */
export const MENU_ID = 'site-menu'
/** On the menu: the media query from which the header shows its items instead (src/sections/Header.tsx). */
export const WIDE_NAV_ATTRIBUTE = 'data-wide-from'

/** The booking dialog, opened by the Book a free call buttons. */
export const BOOKING_DIALOG_ID = 'booking-dialog'

/** The review kit's dialog, opened by Get your free review link. */
export const REVIEW_KIT_DIALOG_ID = 'review-kit-dialog'

/** The assistant's dialog, opened by the Ask a question button. */
export const ASSISTANT_DIALOG_ID = 'assistant-dialog'

/** On a control that opens the contact form: the subject the form takes (a plan's name). */
export const SUBJECT_ATTRIBUTE = 'data-subject'

/** On a control that opens the contact form: text the form's Message takes (a visitor's question). */
export const MESSAGE_ATTRIBUTE = 'data-message'

/**
 * The attributes of a button that opens a dialog by itself (an invoker command), before and
 * without any script; `subject` goes into the contact form's Subject field when it opens, and
 * `message` into its Message.
 */
export function opensDialog(dialogId: string, subject?: string, message?: string) {
  return {
    commandfor: dialogId,
    command: 'show-modal',
    [SUBJECT_ATTRIBUTE]: subject,
    [MESSAGE_ATTRIBUTE]: message,
  } as const
}
