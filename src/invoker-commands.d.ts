import 'react'

/**
 * HTML attributes React 19's types do not know yet: invoker commands (`commandfor`, `command`) and
 * the dialog's `closedby`. React passes lower-case attributes to the DOM as they are.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}

/** The event a dialog gets when an invoker button commands it (not yet in TypeScript's DOM types). */
declare global {
  interface CommandEvent extends Event {
    readonly command: string
    readonly source: Element | null
  }
}
