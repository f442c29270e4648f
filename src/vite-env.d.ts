/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_STUDIO_NAME?: string
  readonly VITE_CONTACT_EMAIL?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_ORIGIN?: string
  readonly VITE_CHECKOUT_URL_LAUNCH?: string
  readonly VITE_CHECKOUT_URL_GROW?: string
  readonly VITE_CHECKOUT_URL_SCALE?: string
  readonly VITE_CHECKOUT_URL_ALL_INCLUSIVE?: string
  readonly VITE_PAGESPEED_ENDPOINT?: string
  readonly VITE_PAGESPEED_API_KEY?: string
  readonly VITE_ANALYTICS_DOMAIN?: string
  readonly VITE_ANALYTICS_ENDPOINT?: string
  readonly VITE_HUBSPOT_PORTAL_ID?: string
  readonly VITE_HUBSPOT_FORM_ID?: string
  readonly VITE_HUBSPOT_API?: string
  readonly VITE_HUBSPOT_CONSENT?: string
}

/** The validated analytics settings, or null without analytics (vite.config.ts). */
declare const __ANALYTICS__: import('./lib/env').AnalyticsConfig | null

/** The validated CRM settings (HubSpot), or null without a CRM (vite.config.ts). */
declare const __CRM__: import('./lib/env').CrmConfig | null

declare module 'virtual:assistant-knowledge' {
  /** What the assistant knows, built from src/content and the example questions (vite.config.ts). */
  const knowledge: import('./assistant/knowledge').Knowledge
  export default knowledge
}

declare module 'virtual:icon-sprite' {
  /** The path of the file of every icon's symbol (vite.config.ts). */
  const path: string
  export default path
}
