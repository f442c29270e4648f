import { ButtonWords } from '../components/ButtonWords'
import { phoneWordsLabel } from '../lib/phone-words'
import { withoutLoneWords } from '../lib/lone-words'
import { useEffect, useRef } from 'react'
import { handsOffLead } from '../analytics/page-events'
import { BookCallButton } from '../booking/BookCallButton'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import type { IconName } from '../content/icon-names'
import type { Category, FieldMetric, FieldRating, ScoreBand } from '../content/types'
import { websiteCheck as copy } from '@content/check'
import { plans } from '@content/plans'
import { site } from '@content/site'
import { FIELD_LIMITS } from '../contact/fields'
import { cn } from '../lib/cn'
import { CONTACT_DIALOG_ID, opensDialog } from '../lib/dialog-commands'
import {
  CATEGORIES,
  FIELD_METRICS,
  type CheckResult,
  type FieldData,
  type Finding,
} from './lighthouse-report'
import { textParts } from './lighthouse-text'
import { decimal } from '../content/numbers'
import { unbroken } from '../content/unbroken'

/** An address as people write it: without `https://` and a lone trailing slash. */
export const readableAddress = (url: string) => url.replace(/^https:\/\//, '').replace(/^([^/?]*)\/$/, '$1')

/** A subject the contact form accepts: cut to its length limit. */
export const contactSubject = (subject: string) =>
  subject.length <= FIELD_LIMITS.subject ? subject : `${subject.slice(0, FIELD_LIMITS.subject - 1)}…`

/** Lighthouse's colour bands. */
const bandOf = (score: number): ScoreBand => (score >= 90 ? 'good' : score >= 50 ? 'average' : 'poor')
const BAND_COLOURS: Record<ScoreBand, string> = {
  poor: 'text-accent-rose',
  average: 'text-accent-amber',
  good: 'text-accent-emerald',
}
const RATING_STYLES: Record<FieldRating, { colour: string; icon: IconName }> = {
  good: { colour: 'text-accent-emerald', icon: 'check' },
  needsImprovement: { colour: 'text-accent-amber', icon: 'circle-alert' },
  poor: { colour: 'text-accent-rose', icon: 'close' },
}

const FIELD_FORMATS: Record<FieldMetric, (value: number) => string> = {
  lcp: (ms) => unbroken(`${decimal(ms / 1000, 1, site.language)} s`),
  inp: (ms) => unbroken(`${decimal(ms, 0, site.language)} ms`),
  cls: (score) => decimal(score, 2, site.language),
}

/** The result of a check: the four scores, the field data, the findings, and the hand-off to the studio. */
export function CheckResultView({ url, result }: { url: string; result: CheckResult }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The result replaces the progress: the visitor (and a screen reader) goes on from its heading.
  useEffect(() => heading.current?.focus(), [])

  const scores = CATEGORIES.map((category) =>
    copy.scoreInMessage(copy.result.categories[category], result.scores[category]),
  ).join(', ')
  return (
    <section
      aria-labelledby="check-result-title"
      className="mt-6 rounded-card border border-line bg-canvas-raised p-6 sm:p-8"
    >
      <h3
        id="check-result-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold focus:outline-none"
      >
        {withoutLoneWords(copy.result.heading)}
      </h3>
      <p className="mt-1 text-ink-muted">
        {copy.result.checked} <span className="font-semibold break-words text-ink">{result.checkedUrl}</span>
      </p>

      <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-4">
        {CATEGORIES.map((category) => (
          <ScoreMeter key={category} category={category} score={result.scores[category]} />
        ))}
      </ul>

      <FieldDataView fieldData={result.fieldData} />
      <FindingsView findings={result.findings} />

      <div className="mt-8 flex flex-wrap gap-3">
        <Button
          size="lg"
          className="w-full max-[399px]:px-5 max-[399px]:text-sm sm:w-auto"
          aria-label={phoneWordsLabel(copy.handOff, copy.handOffOnPhone)}
          {...opensDialog(
            CONTACT_DIALOG_ID,
            contactSubject(copy.handOffSubject(readableAddress(url))),
            copy.handOffMessage(url, scores),
          )}
          {...handsOffLead('check')}
        >
          <Icon name="send" className="size-5" />
          <ButtonWords full={copy.handOff} onPhone={copy.handOffOnPhone} />
        </Button>
        <BookCallButton variant="secondary" size="lg" className="w-full sm:w-auto" />
      </div>
    </section>
  )
}

function ScoreMeter({ category, score }: { category: Category; score: number }) {
  const nameId = `check-score-${category}`
  const band = bandOf(score)
  return (
    <li className="flex flex-col items-center gap-3 text-center">
      <div
        role="meter"
        aria-labelledby={nameId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={copy.result.score(score, copy.result.bands[band])}
        className={cn('relative grid size-24 place-items-center', BAND_COLOURS[band])}
      >
        <svg
          viewBox="0 0 100 100"
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 size-full -rotate-90"
        >
          <circle cx="50" cy="50" r="44" fill="none" strokeWidth="8" className="stroke-surface" />
          <circle
            cx="50"
            cy="50"
            r="44"
            fill="none"
            stroke="currentColor"
            strokeWidth="8"
            strokeLinecap="round"
            pathLength={100}
            strokeDasharray={`${score} 100`}
          />
        </svg>
        <span className="relative text-3xl font-extrabold">{score}</span>
      </div>
      <div>
        <p id={nameId} className="font-semibold">
          {copy.result.categories[category]}
        </p>
        <p className={cn('text-sm', BAND_COLOURS[band])}>{copy.result.bands[band]}</p>
      </div>
    </li>
  )
}

function FieldDataView({ fieldData }: { fieldData: FieldData | undefined }) {
  return (
    <section aria-labelledby="check-field-title" className="mt-10">
      <h4 id="check-field-title" className="text-lg font-bold">
        {withoutLoneWords(copy.result.fieldHeading)}
      </h4>
      {fieldData ? (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            {fieldData.wholeSite ? copy.result.fieldIntroWholeSite : copy.result.fieldIntro}
          </p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {(Object.keys(FIELD_METRICS) as FieldMetric[]).map((metric) => {
              const value = fieldData.metrics[metric]
              if (!value) return null
              const rating = RATING_STYLES[value.rating]
              return (
                <div key={metric} className="rounded-xl border border-line bg-canvas p-4">
                  <dt className="text-sm text-ink-muted">{copy.result.fieldMetrics[metric]}</dt>
                  <dd className="mt-1 text-2xl font-bold">{FIELD_FORMATS[metric](value.value)}</dd>
                  <dd className={cn('mt-1 flex items-center gap-1.5 text-sm font-semibold', rating.colour)}>
                    <Icon name={rating.icon} className="size-4" />
                    {copy.result.ratings[value.rating]}
                  </dd>
                </div>
              )
            })}
          </dl>
        </>
      ) : (
        <p className="mt-2 text-ink-muted">{copy.result.noFieldData}</p>
      )}
    </section>
  )
}

function FindingsView({ findings }: { findings: Finding[] }) {
  return (
    <section aria-labelledby="check-findings-title" className="mt-10">
      <h4 id="check-findings-title" className="text-lg font-bold">
        {withoutLoneWords(copy.result.findingsHeading)}
      </h4>
      {findings.length === 0 && <p className="mt-2 text-ink-muted">{copy.result.noFindings}</p>}
      <ol className="mt-4 grid gap-4">
        {findings.map(({ kind, evidence }) => {
          const finding = copy.findings[kind]
          const plan = plans.find(({ id }) => id === finding.plan)
          return (
            <li key={kind} className="rounded-xl border border-line bg-canvas p-5">
              <h5 className="font-bold">{withoutLoneWords(finding.title)}</h5>
              <p className="mt-1 text-ink-muted">{finding.explanation}</p>
              <p className="mt-3 text-sm text-ink-subtle">{copy.result.evidence}</p>
              {/* Lighthouse's own words and figures, as it writes them in the language the check asked for. */}
              <ul
                data-quoted-from="Lighthouse"
                className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-subtle"
              >
                {evidence.map(({ title, displayValue }) => (
                  <li key={title}>
                    <LighthouseText markdown={title} />
                    {displayValue && ` (${displayValue})`}
                  </li>
                ))}
              </ul>
              {plan && (
                <p className="mt-3 text-sm">
                  {copy.result.fixedBy} {finding.service}:{' '}
                  <a href={`#plan-${plan.id}`} className="font-semibold text-brand-soft underline">
                    {copy.result.planLink(plan.name)}
                  </a>
                </p>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/** A Lighthouse string with its code spans as code and its links as their text (lighthouse-text.ts). */
function LighthouseText({ markdown }: { markdown: string }) {
  return textParts(markdown).map(({ text, code }, at) =>
    code ? (
      <code key={at} className="rounded bg-line/40 px-1 font-mono text-[0.95em]">
        {text}
      </code>
    ) : (
      text
    ),
  )
}
