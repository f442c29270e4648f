import { SERVER_OR_DEV, StaticHtml } from './components/StaticHtml'
import { Dialogs } from './dialogs/Dialogs'
import { PageProvider } from './lib/page-context'
import { Footer } from './sections/Footer'
import { Header } from './sections/Header'
import { Hero } from './sections/Hero'
import { Pricing } from './sections/Pricing'
import { Reviews } from './sections/Reviews'
import { Services } from './sections/Services'
import { Showcase } from './sections/Showcase'

export function App() {
  return (
    <PageProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-strong px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <StaticHtml>{SERVER_OR_DEV && <Services />}</StaticHtml>
        <Showcase />
        <Pricing />
        <Reviews />
      </main>
      <StaticHtml>{SERVER_OR_DEV && <Footer />}</StaticHtml>
      <Dialogs />
    </PageProvider>
  )
}
