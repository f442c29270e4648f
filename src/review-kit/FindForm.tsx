import { useRef, type FormEvent } from 'react'
import { GOOGLE_MAPS_SEARCH } from '../../scripts/settings.mjs'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { reviewKit as copy } from '@content/review-kit'
import { needsIsland } from '../islands/held-taps'
import { cn } from '../lib/cn'
import type { ReviewKitState } from './use-review-kit'

const FIELD_ID = 'review-kit-business'
const HINT_ID = `${FIELD_ID}-hint`
const ERROR_ID = `${FIELD_ID}-error`

/**
 * "Your business" and Find my business. Prerendered, and without script or a key, a plain form
 * that opens Google Maps' own search in a new tab; with both, it asks the Places API, once for
 * each press, and says here what it found or why it could not.
 */
export function FindForm({ kit }: { kit: ReviewKitState }) {
  // The field is the page's own until a search: what a visitor types before the kit hydrates stays.
  const field = useRef<HTMLInputElement>(null)
  const { search } = kit
  const searching = search.status === 'searching'
  const error =
    search.status === 'tooShort'
      ? copy.find.tooShort
      : search.status === 'failed'
        ? copy.find.faults[search.fault]
        : search.status === 'found' && search.places.length === 0
          ? copy.find.noMatch(search.query)
          : ''
  // Only a search too short to send is the field's fault: nothing found, or Google's or the
  // network's fault, is said under it without marking what was typed as wrong.
  const invalid = search.status === 'tooShort'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!kit.searchAvailable) return
    event.preventDefault()
    void kit.find(field.current?.value ?? '')
  }
  return (
    <form
      action={GOOGLE_MAPS_SEARCH}
      method="get"
      target="_blank"
      rel="noreferrer"
      onSubmit={submit}
      {...(kit.searchAvailable ? needsIsland : {})}
    >
      <input type="hidden" name="api" value="1" />
      <label htmlFor={FIELD_ID} className="block font-semibold">
        {copy.find.label}
      </label>
      <p id={HINT_ID} className="mt-1 text-sm text-ink-subtle">
        {copy.find.hint}
        {kit.searchAvailable ? (
          <span className="only-without-script"> {copy.find.noScriptHint}</span>
        ) : (
          ` ${copy.find.noScriptHint}`
        )}
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={FIELD_ID}
          name="query"
          autoComplete="organization"
          enterKeyHint="search"
          maxLength={200}
          ref={field}
          defaultValue={kit.query}
          readOnly={searching}
          aria-invalid={invalid || undefined}
          aria-describedby={`${ERROR_ID} ${HINT_ID}`}
          className={cn(
            'min-h-12 w-full min-w-0 flex-1 rounded-xl border bg-canvas px-4 text-base text-ink',
            'focus:border-brand-soft read-only:opacity-80',
            invalid ? 'border-accent-rose' : 'border-field',
          )}
        />
        <Button
          type="submit"
          size="lg"
          aria-disabled={searching || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          <Icon name="search" className="size-5" />
          {copy.find.submit}
        </Button>
      </div>
      <p role="status" className="mt-3 text-ink-muted empty:mt-0">
        {searching ? copy.find.searching : ''}
      </p>
      <p id={ERROR_ID} role="alert" className="mt-3 text-accent-rose empty:mt-0">
        {error}
      </p>
      {/* Busy, Google's fault, no connection, no answer: a retry may help. A key refused cannot. */}
      {search.status === 'failed' && search.fault !== 'unavailable' && (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => void kit.find(field.current?.value ?? '')}
        >
          {copy.find.tryAgain}
        </Button>
      )}
    </form>
  )
}
