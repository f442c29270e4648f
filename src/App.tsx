import { AssistantDialog } from './assistant/AssistantDialog'
import { BookingDialog } from './dialogs/BookingDialog'
import { ReviewKitDialog } from './dialogs/ReviewKitDialog'
import { ContactDialog } from './dialogs/ContactDialog'
import { InfoDialogs } from './dialogs/InfoDialogs'
import { site } from '@content/site'
import { Footer } from './sections/Footer'
import { Header } from './sections/Header'
import { Hero } from './sections/hero/Hero'
import { Pricing } from './sections/pricing/Pricing'
import { Reviews } from './sections/reviews/Reviews'
import { Services } from './sections/Services'
import { WebsiteCheck } from './sections/WebsiteCheck'
import { Work } from './sections/work/Work'

/**
 * The page, prerendered whole. In the browser it stays as it is: its controls are links, invoker
 * buttons and popovers, and the page's entry plays the clips and moves the glow. Two parts are
 * islands that React hydrates by themselves when they are needed: the contact form and the reviews
 * carousel (src/islands).
 */
export function App() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-strong px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {site.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <Services />
        <Work />
        <WebsiteCheck />
        <Pricing />
        <Reviews />
      </main>
      <Footer />
      <InfoDialogs />
      <AssistantDialog />
      <ContactDialog />
      <BookingDialog />
      <ReviewKitDialog />
    </>
  )
}
