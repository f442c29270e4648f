import type { ComponentProps, FormEvent } from 'react'
import { Button } from '../components/Button'
import { reviewKit as copy } from '@content/review-kit'
import { cn } from '../lib/cn'
import { MAX_REVIEW_PAGE_LENGTH } from './review-link'
import { MANUAL_FIELDS, type ManualField } from './manual-problems'
import type { ReviewKitState } from './use-review-kit'

const control =
  'mt-2 block min-h-12 w-full rounded-xl border bg-canvas px-4 text-base text-ink placeholder:text-ink-subtle focus:border-brand-soft'

/**
 * One field of the form, as the contact form's (FormField): its hint above it, its error under it,
 * each linked to it (aria-describedby), and aria-invalid while it has an error.
 */
function KitField({
  field,
  label,
  hint,
  error,
  inputProps,
}: {
  field: ManualField
  label: string
  hint?: string
  error?: string
  inputProps: ComponentProps<'input'>
}) {
  const id = `review-kit-${field}`
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-subtle">
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        id={id}
        name={field}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(control, error ? 'border-accent-rose' : 'border-field')}
      />
      <p id={`${id}-error`} className="mt-1.5 text-sm text-accent-rose empty:hidden">
        {error}
      </p>
    </div>
  )
}

/**
 * The kit by hand: the business's name and its review page, any https address (Google, Yelp,
 * Facebook, Tripadvisor). As the contact form does, each field's error is under it, and Make my kit
 * moves the focus to the first field in error; an address that is not https, or too long, is
 * refused with its reason, and nothing typed is lost. A field's error goes once it is put right.
 */
export function ManualForm({ kit }: { kit: ReviewKitState }) {
  const { manualProblems: problems } = kit
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const found = kit.makeByHand(valueOf(form, 'name'), valueOf(form, 'page'))
    const firstInvalid = MANUAL_FIELDS.find((field) => found[field])
    if (firstInvalid) fieldOf(form, firstInvalid)?.focus()
  }
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    kit.recheckByHand(valueOf(form, 'name'), valueOf(form, 'page'))
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      onInput={recheck}
      className="mt-6 grid gap-5 border-t border-line pt-6"
    >
      <KitField
        field="name"
        label={copy.manual.name}
        error={problems.name && copy.manual.nameMissing}
        inputProps={{ autoComplete: 'organization', maxLength: 200 }}
      />
      <KitField
        field="page"
        label={copy.manual.page}
        hint={copy.manual.pageHint}
        error={problems.page && copy.manual.problems[problems.page]}
        inputProps={{
          type: 'url',
          inputMode: 'url',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: MAX_REVIEW_PAGE_LENGTH * 2,
        }}
      />
      <Button type="submit" size="lg" className="justify-self-start">
        {copy.manual.submit}
      </Button>
    </form>
  )
}

function fieldOf(form: HTMLFormElement, field: ManualField): HTMLInputElement | undefined {
  const element = form.elements.namedItem(field)
  return element instanceof HTMLInputElement ? element : undefined
}

const valueOf = (form: HTMLFormElement, field: ManualField) => fieldOf(form, field)?.value ?? ''
