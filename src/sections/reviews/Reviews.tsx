import { SectionHeading } from '../../components/SectionHeading'
import { SERVER_OR_DEV, StaticHtml } from '../../components/StaticHtml'
import { reviewsIntro } from '../../content/reviews'
import { ReviewsCarousel } from './ReviewsCarousel'
import { ReviewGrid } from './ReviewGrid'

export function Reviews() {
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="scroll-mt-16 border-t border-line/60 bg-canvas-raised/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reviews-title" intro={reviewsIntro} />
        <ReviewsCarousel />
        <StaticHtml>{SERVER_OR_DEV && <ReviewGrid />}</StaticHtml>
      </div>
    </section>
  )
}
