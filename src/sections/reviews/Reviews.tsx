import { PageSection } from '../../components/PageSection'
import { SERVER_OR_DEV, StaticHtml } from '../../components/StaticHtml'
import { reviewsIntro } from '../../content/reviews'
import { ReviewsCarousel } from './ReviewsCarousel'
import { ReviewGrid } from './ReviewGrid'

export function Reviews() {
  return (
    <PageSection id="reviews" intro={reviewsIntro} background="bandTop">
      <ReviewsCarousel />
      <StaticHtml>{SERVER_OR_DEV && <ReviewGrid />}</StaticHtml>
    </PageSection>
  )
}
