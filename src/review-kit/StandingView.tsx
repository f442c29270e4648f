import { reviewKit as copy } from '@content/review-kit'
import { site } from '@content/site'
import { unbroken } from '../content/unbroken'
import { wholeNumber } from '../content/whole-number'
import type { Place } from './place'
import { ratingNumber } from './rating-text'
import { standing } from './standing'
import type { NeighboursState } from './use-review-kit'

/**
 * Where you stand: the business's reviews beside its nearest neighbours of its kind, as bars an
 * owner reads at a glance, and one plain sentence of the medians. With fewer than two neighbours
 * to compare, it says so; if they could not load, a quiet line says that instead.
 */
export function StandingView({ place, neighbours }: { place: Place; neighbours: NeighboursState }) {
  if (neighbours.status === 'loading') return null
  if (neighbours.status === 'failed') return <p className="text-sm text-ink-subtle">{copy.standing.failed}</p>
  const compared = standing(place, neighbours.places)
  if ('tooFew' in compared) return <p className="text-sm text-ink-muted">{copy.standing.tooFew}</p>
  const rows = [{ ...place, you: true }, ...neighbours.places.map((near) => ({ ...near, you: false }))]
  const most = Math.max(1, ...rows.map((row) => row.userRatingCount ?? 0))
  const reviews = place.userRatingCount ?? 0
  return (
    <div>
      <p>
        {copy.standing.summary(
          compared.neighbours,
          wholeNumber(Math.round(compared.medianReviews), site.language),
          ratingNumber(compared.medianRating),
          wholeNumber(reviews, site.language),
          ratingNumber(place.rating ?? 0),
        )}
      </p>
      <ul aria-label={copy.standing.chart} className="mt-4 grid gap-2 text-sm">
        {rows.map((row, index) => (
          <li key={`${index} ${row.id}`} className="grid grid-cols-[minmax(0,9rem)_1fr] items-center gap-3">
            <span className={row.you ? 'truncate font-semibold text-ink' : 'truncate text-ink-muted'}>
              {row.you ? copy.standing.you : row.displayName.text}
            </span>
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={row.you ? 'h-3 rounded-full bg-brand' : 'h-3 rounded-full bg-line'}
                style={{ width: `${((row.userRatingCount ?? 0) / most) * 100}%` }}
              />
              <span className="shrink-0 text-ink-muted">
                {row.userRatingCount ? wholeNumber(row.userRatingCount, site.language) : 0}
                {row.rating !== undefined && ` · ${unbroken(`${ratingNumber(row.rating)} ★`)}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
