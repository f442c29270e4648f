import { reviewKit as copy } from '@content/review-kit'
import { site } from '@content/site'
import { unbroken } from '../content/unbroken'
import { wholeNumber } from '../content/whole-number'
import { cn } from '../lib/cn'
import type { Place } from './place'
import { ratingNumber, ratingText } from './rating-text'
import { standing } from './standing'
import type { NeighboursState } from './use-review-kit'

type Row = Place & { you: boolean }

/** "341 · 4.8 ★" beside a bar, or that it has no reviews yet: never "0 · 0.0 ★". */
const countOf = ({ rating, userRatingCount }: Row) =>
  rating === undefined || !userRatingCount
    ? copy.noReviews
    : `${wholeNumber(userRatingCount, site.language)} · ${unbroken(`${ratingNumber(rating)} ★`)}`

/** One business: its name and its count on a line, its bar below on a track as wide as every row's. */
function StandingRow({ row, most }: { row: Row; most: number }) {
  return (
    <li>
      <p className="flex items-baseline justify-between gap-3">
        <span className={cn('min-w-0 break-words', row.you ? 'font-semibold text-ink' : 'text-ink-muted')}>
          {row.you ? copy.standing.you : row.displayName.text}
        </span>
        <span aria-hidden="true" className="shrink-0 text-ink-muted tabular-nums">
          {countOf(row)}
        </span>
        <span className="sr-only">{ratingText(row)}</span>
      </p>
      <span aria-hidden="true" className="mt-1 block h-3 rounded-full bg-surface">
        <span
          className={cn('block h-full rounded-full', row.you ? 'bg-brand' : 'bg-ink-subtle')}
          style={{ width: `${((row.userRatingCount ?? 0) / most) * 100}%` }}
        />
      </span>
    </li>
  )
}

/**
 * Where you stand: the business's reviews beside its nearest neighbours of its kind, as bars an
 * owner reads at a glance, each as long as its count over the largest, and one plain sentence of
 * the medians. With fewer than two neighbours to compare, it says so; if they could not load, a
 * quiet line says that instead.
 */
export function StandingView({ place, neighbours }: { place: Place; neighbours: NeighboursState }) {
  if (neighbours.status === 'loading') return null
  if (neighbours.status === 'failed') return <p className="text-sm text-ink-subtle">{copy.standing.failed}</p>
  const compared = standing(place, neighbours.places)
  if ('tooFew' in compared) return <p className="text-sm text-ink-muted">{copy.standing.tooFew}</p>
  const rows: Row[] = [{ ...place, you: true }, ...neighbours.places.map((near) => ({ ...near, you: false }))]
  const most = Math.max(1, ...rows.map((row) => row.userRatingCount ?? 0))
  const { rating, userRatingCount: reviews } = place
  const yours =
    rating === undefined || !reviews
      ? copy.standing.yoursNone
      : copy.standing.yours(reviews, wholeNumber(reviews, site.language), ratingNumber(rating))
  return (
    <div>
      <p>
        {`${copy.standing.summary(
          compared.neighbours,
          wholeNumber(Math.round(compared.medianReviews), site.language),
          ratingNumber(compared.medianRating),
        )} ${yours}`}
      </p>
      <ul aria-label={copy.standing.chart} className="mt-4 grid gap-3 text-sm">
        {rows.map((row, index) => (
          <StandingRow key={`${index} ${row.id}`} row={row} most={most} />
        ))}
      </ul>
    </div>
  )
}
