import { useEffect, useRef, type FormEvent } from 'react'
import { PAGESPEED_WEB_PAGE } from '../../scripts/settings.mjs'
import { handsOffLead } from '../analytics/page-events'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { websiteCheck as copy } from '@content/check'
import { needsIsland } from '../islands/held-taps'
import { cn } from '../lib/cn'
import { CONTACT_DIALOG_ID, opensDialog } from '../lib/dialog-commands'
import { CheckResultView, contactSubject, readableAddress } from './CheckResultView'
import { CHECK_FIELD_ID } from './elements'
import { CHECK_TIME_LIMIT_MS } from './pagespeed-api'
import { addressAtFault, useWebsiteCheck } from './use-website-check'

const FIELD_ID = CHECK_FIELD_ID
const ERROR_ID = `${FIELD_ID}-error`
const HINT_ID = `${FIELD_ID}-hint`

/**
 * The website check: an island. Prerendered, and without script, it is a plain form that opens
 * PageSpeed Insights' own page in a new tab. Hydrated (when the visitor first focuses it or taps
 * Check), it asks the PageSpeed Insights API and shows the result here.
 */
export function CheckForm() {
  const { state, start, cancel } = useWebsiteCheck()
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRef = useRef<HTMLInputElement>(null)
  const checking = state.status === 'checking'

  // With script the check gives its own messages, in the page's words, instead of the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  // A cancelled check gives the field back.
  const cancelled = state.status === 'idle' && state.cancelled
  useEffect(() => {
    if (cancelled) fieldRef.current?.focus()
  }, [cancelled])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    start(fieldRef.current?.value ?? '')
  }

  const error =
    state.status === 'refused'
      ? copy.errors[state.problem]
      : state.status === 'failed'
        ? copy.errors[state.failure]
        : ''
  const quota = state.status === 'failed' && state.failure === 'quota'
  const invalid = addressAtFault(state)

  return (
    <div className="mx-auto mt-12 max-w-4xl">
      <form
        ref={formRef}
        action={PAGESPEED_WEB_PAGE}
        method="get"
        target="_blank"
        rel="noreferrer"
        onSubmit={submit}
        {...needsIsland}
        className="rounded-card border border-line bg-canvas-raised p-6 sm:p-8"
      >
        <label htmlFor={FIELD_ID} className="block font-semibold">
          {copy.fieldLabel}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            ref={fieldRef}
            id={FIELD_ID}
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="go"
            required
            maxLength={2000}
            placeholder={copy.placeholder}
            readOnly={checking}
            aria-invalid={invalid || undefined}
            aria-describedby={`${ERROR_ID} ${HINT_ID}`}
            className={cn(
              'min-h-12 w-full min-w-0 flex-1 rounded-xl border bg-canvas px-4 text-base text-ink placeholder:text-ink-subtle',
              'focus:border-brand-soft read-only:opacity-80',
              invalid ? 'border-accent-rose' : 'border-field',
            )}
          />
          <Button
            type="submit"
            size="lg"
            aria-disabled={checking || undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          >
            <Icon name="search" className="size-5" />
            {copy.submit}
          </Button>
        </div>
        <p id={ERROR_ID} role="alert" className="mt-3 text-accent-rose empty:mt-0">
          {error}
        </p>
        {quota && (
          <Button
            variant="secondary"
            className="mt-3"
            {...opensDialog(
              CONTACT_DIALOG_ID,
              contactSubject(copy.manualSubject(readableAddress(state.url))),
              copy.manualMessage(state.url),
            )}
            {...handsOffLead('check')}
          >
            <Icon name="send" className="size-4" />
            {copy.manualCheck}
          </Button>
        )}
        <p id={HINT_ID} className="mt-3 text-sm text-ink-subtle">
          {copy.hint} <span className="only-without-script">{copy.noScriptHint}</span>
        </p>
      </form>

      <div className={cn('mt-6', checking && 'rounded-card border border-line bg-canvas-raised p-6 sm:p-8')}>
        <p
          id="check-progress-label"
          role="status"
          className={cn(checking ? 'font-semibold break-words' : 'text-ink-muted')}
        >
          {checking ? copy.progress.label(state.url) : cancelled ? copy.progress.cancelled : ''}
        </p>
        {checking && (
          <>
            <p className="mt-1 text-ink-muted">{copy.progress.doing}</p>
            <progress
              aria-labelledby="check-progress-label"
              max={CHECK_TIME_LIMIT_MS / 1000}
              value={state.seconds}
              className={cn(
                'mt-5 block h-2 w-full appearance-none overflow-hidden rounded-full',
                '[&::-webkit-progress-bar]:bg-surface [&::-webkit-progress-value]:bg-brand [&::-moz-progress-bar]:bg-brand',
              )}
            />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-muted">{copy.progress.elapsed(state.seconds)}</p>
              <Button variant="secondary" onClick={cancel}>
                {copy.progress.cancel}
              </Button>
            </div>
          </>
        )}
      </div>

      {state.status === 'done' && <CheckResultView url={state.url} result={state.result} />}
    </div>
  )
}
