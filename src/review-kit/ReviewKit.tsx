import { Button } from '../components/Button'
import { reviewKit as copy } from '@content/review-kit'
import { config } from '../lib/config'
import { BusinessChoices } from './BusinessChoices'
import { FindForm } from './FindForm'
import { KitView } from './KitView'
import { ManualForm } from './ManualForm'
import { useReviewKit } from './use-review-kit'

/**
 * The review kit: an island in its dialog, hydrated when the dialog first opens. It finds the
 * business on Google (with a key), or takes it by hand, then shows its kit. Prerendered, and
 * without script, it is the find form alone, which opens Google Maps' own search.
 */
export function ReviewKit() {
  const kit = useReviewKit(config.places)
  if (kit.view === 'kit' && kit.business) {
    return <KitView business={kit.business} neighbours={kit.neighbours} onStartOver={kit.startOver} />
  }
  const { search } = kit
  return (
    <div>
      <FindForm kit={kit} />
      {search.status === 'found' && search.places.length > 0 && (
        <BusinessChoices places={search.places} onChoose={(place) => void kit.choose(place)} />
      )}
      {kit.view === 'manual' ? (
        <div className="only-with-script">
          <ManualForm kit={kit} />
        </div>
      ) : (
        <Button
          variant="ghost"
          size="compact"
          className="only-with-script mt-4 -ml-2"
          onClick={kit.enterByHand}
        >
          {copy.manual.open}
        </Button>
      )}
    </div>
  )
}
