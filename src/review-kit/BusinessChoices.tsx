import { reviewKit as copy } from '@content/review-kit'
import type { Place } from './place'
import { withoutLoneWords } from '../lib/lone-words'
import { ratingText } from './rating-text'

/**
 * The businesses a search found, each a button named by the business's name, its address and
 * rating read after the name. Names and addresses are Google's: always text, never markup.
 */
export function BusinessChoices({ places, onChoose }: { places: Place[]; onChoose: (place: Place) => void }) {
  return (
    <ul aria-label={copy.find.results} className="mt-5 grid gap-2">
      {places.map((place, index) => {
        const nameId = `review-kit-place-${index}`
        return (
          <li key={`${index} ${place.id}`}>
            <button
              type="button"
              aria-labelledby={nameId}
              aria-describedby={`${nameId}-details`}
              onClick={() => onChoose(place)}
              className="w-full rounded-xl border border-line bg-canvas px-4 py-3 text-left transition-colors hover:border-brand-soft"
            >
              <span id={nameId} className="block font-semibold text-balance break-words">
                {withoutLoneWords(place.displayName.text)}
              </span>
              <span id={`${nameId}-details`} className="mt-0.5 block text-sm break-words text-ink-muted">
                {place.formattedAddress && (
                  <span className="block">{withoutLoneWords(place.formattedAddress)}</span>
                )}
                <span className="block">{ratingText(place)}</span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
