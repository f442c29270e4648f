import type { InfoContent } from '../content/types'

/** The contact form's dialog. */
export const CONTACT_DIALOG_ID = 'contact-dialog'

/** Each info content is its own dialog, so a button can open it with no script. */
export const infoDialogId = (content: InfoContent) => `${content}-dialog`

/** The mobile menu, a popover opened by the Menu button. */
export const MENU_ID = 'site-menu'

/** On a control that opens the contact form: the subject the form takes (a plan's name). */
export const SUBJECT_ATTRIBUTE = 'data-subject'

/**
 * The attributes of a button that opens a dialog by itself (an invoker command), before and
 * without any script; `subject` goes into the contact form's Subject field when it opens.
 */
export function opensDialog(dialogId: string, subject?: string) {
  return { commandfor: dialogId, command: 'show-modal', [SUBJECT_ATTRIBUTE]: subject } as const
}
