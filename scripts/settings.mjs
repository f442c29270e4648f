// Settings shared by the scripts, the tests and the site's code: written once here. The page's
// bundle imports it too (the EmailJS origin, the clip sizes), so nothing here may need Node.

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = globalThis.process?.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep Debian's Chromium from hanging on this machine's closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The browser tests' first port: 4310 (VITE_SITE_URL's port in .env.e2e), or E2E_PORT, which
 * `npm test` sets when another run on this machine already serves its builds there.
 */
const E2E_PORT = Number(globalThis.process?.env.E2E_PORT ?? 4310)

/** Ports on 127.0.0.1. */
export const PORTS = {
  /** `npm start` (vite preview) and VITE_SITE_URL in .env.localhost. */
  start: 4173,
  /** The local inbox that `npm start` and `npm run dev` send to when EmailJS or Cal.com is not configured. */
  localInbox: 4174,
  /** `npm run dev`. */
  dev: 5173,
  /** nginx serving the build to the browser tests. */
  e2e: E2E_PORT,
  /** nginx serving the browser tests' build with analytics configured (E2E_ANALYTICS). */
  e2eAnalytics: E2E_PORT + 1,
  /** The bench's nginx for the build it compares against. */
  benchAgainst: 4320,
}

/**
 * The browser tests' second build, with analytics and the CRM configured: `npm test` builds it into
 * `dir` with these variables on top of mode e2e. Its events go from 127.0.0.1 to an endpoint that the
 * tests answer in Plausible's place, and its leads to HubSpot's default API, which the tests answer
 * in HubSpot's place (tests/e2e/hubspot-fake.ts). The first build has neither: the page without them.
 */
export const E2E_ANALYTICS = {
  dir: 'dist-analytics',
  env: {
    VITE_ANALYTICS_DOMAIN: '127.0.0.1',
    VITE_ANALYTICS_ENDPOINT: 'https://plausible.example/api/event',
    // No Places API key: this build's review kit is made by hand, as a studio without one has it.
    VITE_PLACES_API_KEY: '',
    // A made-up portal and form, with consent to process (docs/crm.md): the sentence beside each
    // send button goes with every lead.
    VITE_HUBSPOT_PORTAL_ID: '24681357',
    VITE_HUBSPOT_FORM_ID: '0c7e3f51-92a4-4d8b-b6e1-5a2f9d3c8e74',
    VITE_HUBSPOT_CONSENT: 'process',
  },
}

/**
 * The page's languages, by code: each is built from its own copy in src/content/<code>, served
 * at `path`, and shared with its own image (npm run brand-images). The first, English, is the default (x-default), at the root.
 * `locale` is the variant each page is written in, and the one place that names it: the page's
 * `lang`, its `hreflang` beside the bare language, `og:locale` and every number, date and time
 * (Intl). Spanish is es-US, for Spanish speakers in the United States and Latin America
 * (docs/spanish.md).
 */
export const LANGUAGES = /** @type {const} */ ({
  en: { path: '/', name: 'English', locale: 'en-US', shareImage: '/og-image.png' },
  es: { path: '/es/', name: 'Español', locale: 'es-US', shareImage: '/og-image-es.png' },
})

/** @type {keyof typeof LANGUAGES} */
export const DEFAULT_LANGUAGE = 'en'

/** Every language's code, the default first: `en`, `es`. */
export const LANGUAGE_CODES = /** @type {(keyof typeof LANGUAGES)[]} */ (Object.keys(LANGUAGES))

/**
 * Where the website check asks Google's PageSpeed Insights API when VITE_PAGESPEED_ENDPOINT is not
 * set; the shipped CSP allows its origin.
 */
export const DEFAULT_PAGESPEED_ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed'

/** PageSpeed Insights' own page: the website check's form without script opens it in a new tab. */
export const PAGESPEED_WEB_PAGE = 'https://pagespeed.web.dev/analysis'

/** Cal.com's public API v2, which the booking dialog asks when VITE_CAL_API is not set. */
export const DEFAULT_CAL_API = 'https://api.cal.com/v2'

/** Cal.com's public booking pages: `${CAL_PUBLIC_SITE}/<VITE_CAL_LINK>`, the way round without script. */
export const CAL_PUBLIC_SITE = 'https://cal.com'

/**
 * Google's Places API (New), which the review kit asks when VITE_PLACES_API is not set (only with
 * VITE_PLACES_API_KEY: without a key the kit is made by hand and the CSP does not name it).
 */
export const DEFAULT_PLACES_API = 'https://places.googleapis.com/v1'

/** Google Maps' own search: the review kit's find form without script opens it in a new tab. */
export const GOOGLE_MAPS_SEARCH = 'https://www.google.com/maps/search/'

// HubSpot's Forms API's default origin is written once too, in scripts/hubspot/api.mjs: the page's
// entry bundles this module, and the constant would cost every page view its bytes.

/** Where the EmailJS SDK sends when VITE_EMAILJS_ORIGIN is not set; the shipped CSP allows it. */
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com'

/**
 * Pixel sizes of the demo clips in public/media (`npm run media` records them at these sizes; the page
 * reserves their space with them).
 */
export const CLIP_SIZES = {
  hero: { width: 720, height: 540 },
  work: { width: 640, height: 400 },
}
