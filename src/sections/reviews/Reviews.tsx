import { PageSection } from '../../components/PageSection'
import { reviewsIntro } from '@content/reviews'
import { Island } from '../../islands/Island'
import { ReviewsCarousel } from './ReviewsCarousel'
import { ReviewGrid } from './ReviewGrid'

export function Reviews() {
  return (
    <PageSection id="reviews" intro={reviewsIntro} background="bandTop">
      <Island name="carousel" when="near">
        <ReviewsCarousel />
      </Island>
      <ReviewGrid />
    </PageSection>
  )
}
