import { withoutLoneWords } from '../lib/lone-words'
import type { ReactNode } from 'react'
import { site } from '@content/site'
import { cn } from '../lib/cn'
import { Icon } from './Icon'

interface ModalProps {
  id: string
  title: string
  children: ReactNode
  /** `md` for a form, `lg` for reading (the info dialogs). */
  size?: ModalSize
}

type ModalSize = 'md' | 'lg'

const widths: Record<ModalSize, string> = { md: 'max-w-2xl', lg: 'max-w-3xl' }

/**
 * A native modal <dialog>, closed until a button with `commandfor={id} command="show-modal"` opens
 * it: top layer, inert page behind, Escape, a click on the backdrop (`closedby="any"`) and its
 * Close button close it, all without script. Named by its title. Opening focuses the element with
 * `autoFocus`, else the first focusable one (the Close button); closing returns focus to the opener.
 */
export function Modal({ id, title, children, size = 'md' }: ModalProps) {
  const titleId = `${id}-title`
  return (
    <dialog id={id} closedby="any" aria-labelledby={titleId} className={cn('dialog-box', widths[size])}>
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="dialog-head">
          <h2 id={titleId} className="dialog-title">
            {unbrokenWords(withoutLoneWords(title))}
          </h2>
          <button
            type="button"
            commandfor={id}
            command="close"
            aria-label={site.closeButton}
            className="dialog-close"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  )
}

/**
 * The title with each hyphenated word ("30-minute") kept whole: a line may break between words,
 * never after a word's hyphen. Its text, and so the dialog's name, stays the same.
 */
function unbrokenWords(title: string): ReactNode {
  return title.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
