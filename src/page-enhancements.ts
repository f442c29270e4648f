import { fillFromOpener } from './contact/prefill'
import { MENU_ID, WIDE_NAV_ATTRIBUTE } from './lib/dialog-commands'

/**
 * What script adds to the dialogs and the menu, which open and close by themselves (invoker
 * commands, popover). Installed by the page's entry, and independent of React:
 * - Get Started inside a dialog closes that dialog before the contact form opens;
 * - the contact form takes the subject and message its opener gives (src/contact/prefill.ts);
 * - closing a dialog returns focus to what opened it, or to the Menu button when that was a menu
 *   item (the menu closes when a dialog opens);
 * - following a link to a section closes any open dialog and the menu;
 * - the menu closes when the page widens to the desktop nav;
 * - where the browser lacks `closedby`, a click on the backdrop closes the dialog.
 */
export function enhancePage(): void {
  const openers = new WeakMap<HTMLDialogElement, Element>()

  document.addEventListener(
    'command',
    (event) => {
      const { target: dialog, command, source } = event as CommandEvent
      if (!(dialog instanceof HTMLDialogElement) || command !== 'show-modal' || !source || dialog.open) return
      const from = source.closest('dialog')
      if (from && from !== dialog && from.open) {
        openers.set(dialog, openers.get(from) ?? source)
        openers.delete(from)
        from.close()
      } else {
        openers.set(dialog, source)
      }
      fillFromOpener(dialog, source)
    },
    { capture: true },
  )

  document.addEventListener(
    'close',
    (event) => {
      const dialog = event.target
      if (!(dialog instanceof HTMLDialogElement)) return
      const opener = openers.get(dialog)
      openers.delete(dialog)
      if (opener && !document.querySelector('dialog:modal')) focusOpener(opener)
    },
    { capture: true },
  )

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
      if (link) closeEverything()
    },
    { capture: true },
  )

  const wideFrom = document.getElementById(MENU_ID)?.getAttribute(WIDE_NAV_ATTRIBUTE)
  if (wideFrom) {
    window.matchMedia(wideFrom).addEventListener('change', (event) => {
      if (event.matches) closeMenu()
    })
  }

  if (!('closedBy' in HTMLDialogElement.prototype)) closeOnBackdropClick()
}

function focusOpener(opener: Element) {
  const popover = opener.closest('[popover]')
  const target =
    opener.checkVisibility() || !popover ? opener : document.querySelector(`[popovertarget="${popover.id}"]`)
  if (target instanceof HTMLElement) target.focus({ preventScroll: true })
}

/** Closes the menu; the language suggestion stays until the visitor dismisses it. */
function closeMenu() {
  const menu = document.getElementById(MENU_ID)
  if (menu?.matches(':popover-open')) menu.hidePopover()
}

function closeEverything() {
  for (const dialog of document.querySelectorAll('dialog')) if (dialog.open) dialog.close()
  closeMenu()
}

/** A click closes a dialog when it both started and ended on the backdrop (not a drag out of a field). */
function closeOnBackdropClick() {
  let pressedOnBackdrop = false
  document.addEventListener('pointerdown', (event) => {
    pressedOnBackdrop = event.target instanceof HTMLDialogElement
  })
  document.addEventListener('click', (event) => {
    if (event.target instanceof HTMLDialogElement && pressedOnBackdrop) event.target.close()
  })
}
