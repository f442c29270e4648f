/**
 * The one place that reads and validates the build-time environment.
 * `vite.config.ts` runs it at build time (so a bad value fails the build),
 * and `config.ts` runs it on `import.meta.env` for the page.
 */

import {
  CAL_PUBLIC_SITE,
  DEFAULT_CAL_API,
  DEFAULT_EMAILJS_ORIGIN,
  DEFAULT_PAGESPEED_ENDPOINT,
  DEFAULT_PLACES_API,
} from '../../scripts/settings.mjs'
import { DEFAULT_HUBSPOT_API } from '../../scripts/hubspot/api.mjs'
import type { PlanId } from '../content/types'

export interface SiteConfig {
  studioName: string
  contactEmail: string
  siteUrl: string
  emailjs: {
    publicKey: string
    serviceId: string
    templateId: string
    origin: string
  }
  /** Google's PageSpeed Insights API, which the website check asks. */
  pagespeed: PageSpeedConfig
  /** Card-payment checkout link per plan; undefined when the studio has not set one. */
  checkoutUrls: Record<PlanId, string | undefined>
  /** Plausible analytics; undefined (the default) when neither variable is set: no tracker, no event. */
  analytics: AnalyticsConfig | undefined
  /** Booking a call on Cal.com; undefined (the default) when VITE_CAL_LINK is not set: no booking control. */
  booking: BookingConfig | undefined
  /** The review kit's search on Places API; undefined (the default) without VITE_PLACES_API_KEY: by hand. */
  places: PlacesConfig | undefined
  /** The studio's CRM, HubSpot's Forms API; undefined (the default) without its ids: no lead sent to a CRM. */
  crm: CrmConfig | undefined
}

/**
 * What the studio's HubSpot form asks of a submission besides its fields (docs/crm.md): nothing
 * (`none`), or the visitor's consent to process their details (`process`), given by sending with
 * the sentence beside the send button.
 */
export type CrmConsent = 'none' | 'process'

export interface CrmConfig {
  /** The HubSpot account's id (its "Hub ID"), digits. */
  portalId: string
  /** The form's GUID, from its editor's address. */
  formId: string
  /** HubSpot's Forms API origin, without a trailing slash: VITE_HUBSPOT_API, else HubSpot's own. */
  api: string
  consent: CrmConsent
}

export interface PlacesConfig {
  /** The Places API (New), without a trailing slash: VITE_PLACES_API, else Google's. */
  api: string
  /** A browser key restricted to the site's address and to the Places API (New) (README). */
  key: string
}

export interface BookingConfig {
  /** The studio's Cal.com username, the first half of VITE_CAL_LINK. */
  username: string
  /** The event type's slug, the second half of VITE_CAL_LINK. */
  eventTypeSlug: string
  /** Cal.com's API v2, without a trailing slash: VITE_CAL_API, else Cal.com's own. */
  api: string
  /** The event's public booking page on cal.com, the way round without script or when the API fails. */
  publicPage: string
}

export interface PageSpeedConfig {
  /** The runPagespeed URL: Google's, unless VITE_PAGESPEED_ENDPOINT names another (the tests' fake). */
  endpoint: string
  /** A browser key limited to the site's address (README); without one the anonymous quota applies. */
  apiKey: string | undefined
}

export interface AnalyticsConfig {
  /** The site's domain as registered in Plausible: events go only from a page at this hostname. */
  domain: string
  /** Plausible's event endpoint, e.g. https://plausible.io/api/event. */
  endpoint: string
  /** The domain is this machine (localhost, 127.0.0.1): the studio's trial run, or the tests. */
  onThisMachine: boolean
}

export type Env = Record<string, string | boolean | undefined>

export const REQUIRED_VARS = [
  'VITE_STUDIO_NAME',
  'VITE_CONTACT_EMAIL',
  'VITE_SITE_URL',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const

export const CHECKOUT_VARS: Record<PlanId, string> = {
  launch: 'VITE_CHECKOUT_URL_LAUNCH',
  grow: 'VITE_CHECKOUT_URL_GROW',
  scale: 'VITE_CHECKOUT_URL_SCALE',
  allInclusive: 'VITE_CHECKOUT_URL_ALL_INCLUSIVE',
}

const ANALYTICS_VARS = {
  domain: 'VITE_ANALYTICS_DOMAIN',
  endpoint: 'VITE_ANALYTICS_ENDPOINT',
} as const

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Site configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set these variables in the environment or in .env.production.local ' +
        '(every variable is described in .env.example and in README.md, section Configuration).',
    )
    this.name = 'ConfigError'
  }
}

/** Hostnames of this machine: an analytics endpoint there may be plain http, and a domain there counts. */
const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1']

/** A Google API key as the Cloud console shows it: letters, digits, - and _. */
const GOOGLE_API_KEY = /^[\w-]+$/

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** A hostname as Plausible registers a site: no scheme, port or path. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

function text(env: Env, name: string): string {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

function isWebUrl(value: string): boolean {
  const url = parseUrl(value)
  return url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:')
}

export function resolveConfig(env: Env): SiteConfig {
  const problems: string[] = []

  const missing = REQUIRED_VARS.filter((name) => text(env, name) === '')
  if (missing.length > 0) problems.push(`missing or empty: ${missing.join(', ')}`)

  const contactEmail = text(env, 'VITE_CONTACT_EMAIL')
  if (contactEmail && !EMAIL_PATTERN.test(contactEmail)) {
    problems.push(`VITE_CONTACT_EMAIL is not an e-mail address: "${contactEmail}"`)
  }

  const siteUrl = text(env, 'VITE_SITE_URL').replace(/\/+$/, '')
  if (siteUrl && !isWebUrl(siteUrl)) {
    problems.push(`VITE_SITE_URL must be an http(s) URL: "${siteUrl}"`)
  }

  const origin = (text(env, 'VITE_EMAILJS_ORIGIN') || DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, '')
  if (!isWebUrl(origin)) {
    problems.push(`VITE_EMAILJS_ORIGIN must be an http(s) URL: "${origin}"`)
  }

  const checkoutUrls = {} as Record<PlanId, string | undefined>
  for (const [plan, name] of Object.entries(CHECKOUT_VARS) as [PlanId, string][]) {
    const value = text(env, name)
    if (value && parseUrl(value)?.protocol !== 'https:') {
      problems.push(`${name} must be an https:// URL: "${value}"`)
    }
    checkoutUrls[plan] = value || undefined
  }

  const pagespeed = resolvePageSpeed(env, problems)
  const analytics = resolveAnalytics(env, problems)
  const booking = resolveBooking(env, problems)
  const places = resolvePlaces(env, problems)
  const crm = resolveCrm(env, problems)

  if (problems.length > 0) throw new ConfigError(problems)

  return {
    studioName: text(env, 'VITE_STUDIO_NAME'),
    contactEmail,
    siteUrl,
    emailjs: {
      publicKey: text(env, 'VITE_EMAILJS_PUBLIC_KEY'),
      serviceId: text(env, 'VITE_EMAILJS_SERVICE_ID'),
      templateId: text(env, 'VITE_EMAILJS_TEMPLATE_ID'),
      origin,
    },
    pagespeed,
    checkoutUrls,
    analytics,
    booking,
    places,
    crm,
  }
}

/** A HubSpot form's GUID, as its editor's address shows it. */
const FORM_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const CRM_CONSENTS: readonly CrmConsent[] = ['none', 'process']

/**
 * VITE_HUBSPOT_PORTAL_ID and VITE_HUBSPOT_FORM_ID, both or neither; VITE_HUBSPOT_API (an origin:
 * https://, or http:// on this machine) and VITE_HUBSPOT_CONSENT (`none`, the default, or
 * `process`), which need them.
 */
function resolveCrm(env: Env, problems: string[]): CrmConfig | undefined {
  const portalId = text(env, 'VITE_HUBSPOT_PORTAL_ID')
  const formId = text(env, 'VITE_HUBSPOT_FORM_ID')
  const api = (text(env, 'VITE_HUBSPOT_API') || DEFAULT_HUBSPOT_API).replace(/\/+$/, '')
  const consent = text(env, 'VITE_HUBSPOT_CONSENT') || 'none'
  if (!portalId && !formId) {
    const stray = ['VITE_HUBSPOT_API', 'VITE_HUBSPOT_CONSENT'].filter((name) => text(env, name))
    if (stray.length > 0) {
      problems.push(
        `${stray.join(' and ')} set but not VITE_HUBSPOT_PORTAL_ID and VITE_HUBSPOT_FORM_ID: set them too, or neither`,
      )
    }
    return undefined
  }
  const before = problems.length
  if (!portalId || !formId) {
    const missing = portalId ? 'VITE_HUBSPOT_FORM_ID' : 'VITE_HUBSPOT_PORTAL_ID'
    problems.push(
      `${missing} is missing: HubSpot needs both its portal and its form (or neither, for no CRM)`,
    )
  }
  if (portalId && !/^\d+$/.test(portalId)) {
    problems.push(`VITE_HUBSPOT_PORTAL_ID must be the account's id, digits only: "${portalId}"`)
  }
  if (formId && !FORM_GUID.test(formId)) {
    problems.push(`VITE_HUBSPOT_FORM_ID must be the form's GUID (8-4-4-4-12 hexadecimal digits): "${formId}"`)
  }
  const url = parseUrl(api)
  const local = url !== undefined && LOCAL_HOSTNAMES.includes(url.hostname)
  if ((url?.protocol !== 'https:' && !(url?.protocol === 'http:' && local)) || url.origin !== api) {
    problems.push(
      `VITE_HUBSPOT_API must be an https:// origin without a path (http:// only on localhost or 127.0.0.1): "${api}"`,
    )
  }
  if (!CRM_CONSENTS.includes(consent as CrmConsent)) {
    problems.push(`VITE_HUBSPOT_CONSENT must be ${CRM_CONSENTS.join(' or ')}: "${consent}"`)
  }
  if (problems.length > before) return undefined
  return { portalId, formId, api, consent: consent as CrmConsent }
}

/** A Cal.com username or event slug: letters, digits, dots, dashes and underscores. */
const CAL_NAME = /^[A-Za-z0-9][\w.-]*$/

/** VITE_CAL_LINK as `username/event-slug`, and VITE_CAL_API (https://, or http:// on this machine). */
function resolveBooking(env: Env, problems: string[]): BookingConfig | undefined {
  const link = text(env, 'VITE_CAL_LINK').replace(/^https:\/\/cal\.com\//, '')
  const api = (text(env, 'VITE_CAL_API') || DEFAULT_CAL_API).replace(/\/+$/, '')
  if (!link) {
    if (text(env, 'VITE_CAL_API'))
      problems.push('VITE_CAL_API is set but VITE_CAL_LINK is not: set both, or neither')
    return undefined
  }
  const [username = '', eventTypeSlug = '', ...rest] = link.split('/')
  const before = problems.length
  if (!CAL_NAME.test(username) || !CAL_NAME.test(eventTypeSlug) || rest.length > 0) {
    problems.push(`VITE_CAL_LINK must be the event's link on cal.com, username/event-slug: "${link}"`)
  }
  const url = parseUrl(api)
  const local = url !== undefined && LOCAL_HOSTNAMES.includes(url.hostname)
  if (url?.protocol !== 'https:' && !(url?.protocol === 'http:' && local)) {
    problems.push(`VITE_CAL_API must be an https:// URL (http:// only on localhost or 127.0.0.1): "${api}"`)
  }
  if (problems.length > before) return undefined
  return { username, eventTypeSlug, api, publicPage: `${CAL_PUBLIC_SITE}/${username}/${eventTypeSlug}` }
}

/** VITE_PLACES_API_KEY, and VITE_PLACES_API (https://, or http:// on this machine), which needs the key. */
function resolvePlaces(env: Env, problems: string[]): PlacesConfig | undefined {
  const key = text(env, 'VITE_PLACES_API_KEY')
  const api = (text(env, 'VITE_PLACES_API') || DEFAULT_PLACES_API).replace(/\/+$/, '')
  if (!key) {
    if (text(env, 'VITE_PLACES_API'))
      problems.push('VITE_PLACES_API is set but VITE_PLACES_API_KEY is not: set both, or neither')
    return undefined
  }
  const before = problems.length
  if (!GOOGLE_API_KEY.test(key)) {
    problems.push('VITE_PLACES_API_KEY must be a Google API key (letters, digits, - and _ only)')
  }
  const url = parseUrl(api)
  const local = url !== undefined && LOCAL_HOSTNAMES.includes(url.hostname)
  if (url?.protocol !== 'https:' && !(url?.protocol === 'http:' && local)) {
    problems.push(
      `VITE_PLACES_API must be an https:// URL (http:// only on localhost or 127.0.0.1): "${api}"`,
    )
  }
  return problems.length === before ? { api, key } : undefined
}

/** Google's endpoint unless another https:// one is set (http:// only on this machine); the key is optional. */
function resolvePageSpeed(env: Env, problems: string[]): PageSpeedConfig {
  const endpoint = text(env, 'VITE_PAGESPEED_ENDPOINT') || DEFAULT_PAGESPEED_ENDPOINT
  const url = parseUrl(endpoint)
  const local = url !== undefined && LOCAL_HOSTNAMES.includes(url.hostname)
  if (url?.protocol !== 'https:' && !(url?.protocol === 'http:' && local)) {
    problems.push(
      `VITE_PAGESPEED_ENDPOINT must be an https:// URL (http:// only on localhost or 127.0.0.1): "${endpoint}"`,
    )
  }
  const apiKey = text(env, 'VITE_PAGESPEED_API_KEY')
  if (apiKey && !GOOGLE_API_KEY.test(apiKey)) {
    problems.push('VITE_PAGESPEED_API_KEY must be a Google API key (letters, digits, - and _ only)')
  }
  return { endpoint, apiKey: apiKey || undefined }
}

/** Both analytics variables, or neither; a problem for one alone or for a malformed value. */
function resolveAnalytics(env: Env, problems: string[]): AnalyticsConfig | undefined {
  const domain = text(env, ANALYTICS_VARS.domain).toLowerCase()
  const endpoint = text(env, ANALYTICS_VARS.endpoint)
  if (!domain && !endpoint) return undefined
  if (!domain || !endpoint) {
    const [missing, set] = domain
      ? [ANALYTICS_VARS.endpoint, ANALYTICS_VARS.domain]
      : [ANALYTICS_VARS.domain, ANALYTICS_VARS.endpoint]
    problems.push(
      `${missing} is missing: analytics needs it as well as ${set} (or neither, for no analytics)`,
    )
    return undefined
  }
  const before = problems.length
  if (!DOMAIN_PATTERN.test(domain)) {
    problems.push(
      `${ANALYTICS_VARS.domain} must be the site's domain as registered in Plausible, without https:// or a path: "${domain}"`,
    )
  }
  const url = parseUrl(endpoint)
  const local = url !== undefined && LOCAL_HOSTNAMES.includes(url.hostname)
  if (url?.protocol !== 'https:' && !(url?.protocol === 'http:' && local)) {
    problems.push(
      `${ANALYTICS_VARS.endpoint} must be an https:// URL (http:// only on localhost or 127.0.0.1): "${endpoint}"`,
    )
  }
  const onThisMachine = LOCAL_HOSTNAMES.includes(domain)
  return problems.length === before ? { domain, endpoint, onThisMachine } : undefined
}
