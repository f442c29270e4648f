import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

interface FormFieldProps {
  id: string
  label: string
  error?: string
  /** Extra text under the field (a character count), linked to it. */
  hint?: string
  multiline?: boolean
  inputProps: ComponentProps<'input'> & ComponentProps<'textarea'>
}

/** A field's box (styles.css's `form-control`); its edge's colour says whether it is in error. */
const control = 'form-control'

/** A labelled input or textarea whose error message is linked with aria-describedby. */
export function FormField({ id, label, error, hint, multiline, inputProps }: FormFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: cn(control, error ? 'border-accent-rose' : 'border-field'),
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...inputProps} {...shared} /> : <input {...inputProps} {...shared} />}
      <div className="mt-1.5 flex justify-between gap-4 text-sm">
        <p id={errorId} className="text-accent-rose">
          {error}
        </p>
        {hint && (
          <p id={hintId} className="shrink-0 text-ink-subtle">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
