import type { FormEvent } from 'react'
import { Button } from '../components/Button'
import { reviewKit as copy } from '@content/review-kit'
import { cn } from '../lib/cn'
import { MAX_REVIEW_PAGE_LENGTH } from './review-link'
import type { ReviewKitState } from './use-review-kit'

const field =
  'mt-2 block min-h-12 w-full rounded-xl border bg-canvas px-4 text-base text-ink placeholder:text-ink-subtle focus:border-brand-soft'

/**
 * The kit by hand: the business's name and its review page, any https address (Google, Yelp,
 * Facebook, Tripadvisor). An address that is not https, or too long, is refused with its reason
 * (role alert), and nothing typed is lost.
 */
export function ManualForm({ kit }: { kit: ReviewKitState }) {
  const { manualProblems: problems } = kit
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    kit.makeByHand(String(fields.get('business') ?? ''), String(fields.get('page') ?? ''))
  }
  const problem = [
    problems.name && copy.manual.nameMissing,
    problems.page && copy.manual.problems[problems.page],
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-5 border-t border-line pt-6">
      <div>
        <label htmlFor="review-kit-name" className="block text-sm font-semibold">
          {copy.manual.name}
        </label>
        <input
          id="review-kit-name"
          name="business"
          autoComplete="organization"
          maxLength={200}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby="review-kit-problem"
          className={cn(field, problems.name ? 'border-accent-rose' : 'border-line')}
        />
      </div>
      <div>
        <label htmlFor="review-kit-page" className="block text-sm font-semibold">
          {copy.manual.page}
        </label>
        <p id="review-kit-page-hint" className="mt-1 text-sm text-ink-subtle">
          {copy.manual.pageHint}
        </p>
        <input
          id="review-kit-page"
          name="page"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={MAX_REVIEW_PAGE_LENGTH * 2}
          aria-invalid={problems.page ? true : undefined}
          aria-describedby="review-kit-page-hint review-kit-problem"
          className={cn(field, problems.page ? 'border-accent-rose' : 'border-line')}
        />
      </div>
      <p id="review-kit-problem" role="alert" className="text-accent-rose empty:hidden">
        {problem}
      </p>
      <Button type="submit" size="lg" className="justify-self-start">
        {copy.manual.submit}
      </Button>
    </form>
  )
}
