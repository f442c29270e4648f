import { X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '../lib/cn'

const FIRST_FIELD = 'input:not([tabindex="-1"]), textarea, select'

interface ModalProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  className?: string
}

/**
 * A native modal <dialog>: top layer, inert page behind, Escape to close. Also closes on a
 * click on the backdrop and with its Close button. Named by its title. Focus starts in the first
 * form field if there is one, else on the first focusable element (the Close button).
 */
export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // The close event also fires after we close it ourselves: only report closes we did not ask for.
      onClose={() => open && onClose()}
      // A click counts as on the backdrop only if it also started there (not a drag out of a field).
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === ref.current)}
      onClick={(event) => event.target === ref.current && pressedOnBackdrop.current && onClose()}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-card border border-line',
        'bg-canvas-raised p-0 text-ink shadow-2xl backdrop:bg-transparent',
        className,
      )}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4 sm:px-8">
          <h2 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 grid size-11 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-6 py-6 sm:px-8">{children}</div>
      </div>
    </dialog>
  )
}
