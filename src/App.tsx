import { useEffect } from 'react'
import { AssistantDialog } from './assistant/AssistantDialog'
import { SERVER_OR_DEV, StaticHtml } from './components/StaticHtml'
import { ContactDialog } from './dialogs/ContactDialog'
import { InfoDialogs } from './dialogs/InfoDialogs'
import { site } from './content/site'
import { markAppReady } from './lib/app-ready'
import { Footer } from './sections/Footer'
import { Header } from './sections/Header'
import { Hero } from './sections/hero/Hero'
import { Pricing } from './sections/pricing/Pricing'
import { Reviews } from './sections/reviews/Reviews'
import { Services } from './sections/Services'
import { Work } from './sections/work/Work'

/**
 * The page. Parts with nothing for React to do (their controls are links, invoker buttons and
 * popovers) stay as prerendered HTML; the rest hydrates, and the app then carries out any tap that
 * was held while it loaded.
 */
export function App() {
  useEffect(markAppReady, [])

  return (
    <>
      <StaticHtml>
        {SERVER_OR_DEV && (
          <>
            <a
              href="#main"
              className="sr-only z-50 rounded-full bg-brand-strong px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
              {site.skipLink}
            </a>
            <Header />
          </>
        )}
      </StaticHtml>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <StaticHtml>{SERVER_OR_DEV && <Services />}</StaticHtml>
        <Work />
        <StaticHtml>{SERVER_OR_DEV && <Pricing />}</StaticHtml>
        <Reviews />
      </main>
      <StaticHtml>
        {SERVER_OR_DEV && (
          <>
            <Footer />
            <InfoDialogs />
            <AssistantDialog />
          </>
        )}
      </StaticHtml>
      <ContactDialog />
    </>
  )
}
