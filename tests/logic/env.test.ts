import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CAL_API,
  DEFAULT_EMAILJS_ORIGIN,
  DEFAULT_PAGESPEED_ENDPOINT,
  DEFAULT_PLACES_API,
} from '../../scripts/settings.mjs'
import { DEFAULT_HUBSPOT_API } from '../../scripts/hubspot/api.mjs'
import { ConfigError, resolveConfig, type Env } from '../../src/lib/env'

const valid: Env = {
  VITE_STUDIO_NAME: 'Brightpath Studio',
  VITE_CONTACT_EMAIL: 'hello@brightpath.studio',
  VITE_SITE_URL: 'https://brightpath.studio/',
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
}

function problemsOf(env: Env): string[] {
  try {
    resolveConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('resolveConfig', () => {
  it('reads a valid environment, trimming values and the trailing slash', () => {
    const config = resolveConfig({ ...valid, VITE_STUDIO_NAME: '  Brightpath Studio ' })
    expect(config).toEqual({
      studioName: 'Brightpath Studio',
      contactEmail: 'hello@brightpath.studio',
      siteUrl: 'https://brightpath.studio',
      emailjs: {
        publicKey: 'pk',
        serviceId: 'service',
        templateId: 'template',
        origin: DEFAULT_EMAILJS_ORIGIN,
      },
      pagespeed: { endpoint: DEFAULT_PAGESPEED_ENDPOINT, apiKey: undefined },
      checkoutUrls: { launch: undefined, grow: undefined, scale: undefined, allInclusive: undefined },
      analytics: undefined,
    })
  })

  it('reads the website check’s endpoint and key, an endpoint on this machine as plain http', () => {
    const local = 'http://127.0.0.1:4399/pagespeedonline/v5/runPagespeed'
    expect(
      resolveConfig({ ...valid, VITE_PAGESPEED_ENDPOINT: local, VITE_PAGESPEED_API_KEY: ' AIza-key_1 ' })
        .pagespeed,
    ).toEqual({ endpoint: local, apiKey: 'AIza-key_1' })
    expect(problemsOf({ ...valid, VITE_PAGESPEED_ENDPOINT: 'http://psi.example.com/run' })).toEqual([
      'VITE_PAGESPEED_ENDPOINT must be an https:// URL (http:// only on localhost or 127.0.0.1): "http://psi.example.com/run"',
    ])
    expect(problemsOf({ ...valid, VITE_PAGESPEED_API_KEY: 'key with spaces' })).toEqual([
      'VITE_PAGESPEED_API_KEY must be a Google API key (letters, digits, - and _ only)',
    ])
  })

  it('uses a configured EmailJS origin', () => {
    expect(resolveConfig({ ...valid, VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4174/' }).emailjs.origin).toBe(
      'http://127.0.0.1:4174',
    )
  })

  it('names every missing or empty required variable', () => {
    const problems = problemsOf({
      ...valid,
      VITE_EMAILJS_PUBLIC_KEY: '',
      VITE_EMAILJS_TEMPLATE_ID: undefined,
    })
    expect(problems).toEqual(['missing or empty: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID'])
  })

  it('says where to set the variables', () => {
    expect(() => resolveConfig({})).toThrow(/\.env\.production\.local.*README/s)
  })

  it('accepts https checkout links per plan', () => {
    const config = resolveConfig({ ...valid, VITE_CHECKOUT_URL_GROW: 'https://pay.example.com/grow' })
    expect(config.checkoutUrls.grow).toBe('https://pay.example.com/grow')
    expect(config.checkoutUrls.scale).toBeUndefined()
  })

  it('rejects a checkout link that is not https, naming the variable', () => {
    expect(problemsOf({ ...valid, VITE_CHECKOUT_URL_SCALE: 'http://pay.example.com/scale' })).toEqual([
      'VITE_CHECKOUT_URL_SCALE must be an https:// URL: "http://pay.example.com/scale"',
    ])
    expect(problemsOf({ ...valid, VITE_CHECKOUT_URL_ALL_INCLUSIVE: 'pay.example.com' })[0]).toMatch(
      /^VITE_CHECKOUT_URL_ALL_INCLUSIVE /,
    )
  })

  it('rejects a malformed contact email, site URL or EmailJS origin', () => {
    expect(
      problemsOf({
        ...valid,
        VITE_CONTACT_EMAIL: 'hello',
        VITE_SITE_URL: 'brightpath',
        VITE_EMAILJS_ORIGIN: 'ftp://x',
      }),
    ).toHaveLength(3)
  })

  it('has no analytics when neither analytics variable is set', () => {
    expect(resolveConfig(valid).analytics).toBeUndefined()
    expect(
      resolveConfig({ ...valid, VITE_ANALYTICS_DOMAIN: ' ', VITE_ANALYTICS_ENDPOINT: '' }).analytics,
    ).toBeUndefined()
  })

  it('reads the analytics domain and endpoint', () => {
    const config = resolveConfig({
      ...valid,
      VITE_ANALYTICS_DOMAIN: ' Brightpath.Studio ',
      VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event',
    })
    expect(config.analytics).toEqual({
      domain: 'brightpath.studio',
      endpoint: 'https://plausible.io/api/event',
      onThisMachine: false,
    })
    const local = {
      VITE_ANALYTICS_DOMAIN: 'localhost',
      VITE_ANALYTICS_ENDPOINT: 'http://127.0.0.1:8000/api/event',
    }
    expect(resolveConfig({ ...valid, ...local }).analytics).toEqual({
      domain: 'localhost',
      endpoint: 'http://127.0.0.1:8000/api/event',
      onThisMachine: true,
    })
  })

  it('stops when only one analytics variable is set, naming the missing one', () => {
    expect(problemsOf({ ...valid, VITE_ANALYTICS_DOMAIN: 'brightpath.studio' })).toEqual([
      'VITE_ANALYTICS_ENDPOINT is missing: analytics needs it as well as VITE_ANALYTICS_DOMAIN (or neither, for no analytics)',
    ])
    expect(problemsOf({ ...valid, VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event' })).toEqual([
      'VITE_ANALYTICS_DOMAIN is missing: analytics needs it as well as VITE_ANALYTICS_ENDPOINT (or neither, for no analytics)',
    ])
  })

  it('rejects an analytics domain with a scheme or path, and an endpoint that is not https away from this machine', () => {
    const endpoint = 'https://plausible.io/api/event'
    for (const domain of [
      'https://brightpath.studio',
      'brightpath.studio/',
      'brightpath.studio:443',
      'bright path',
    ]) {
      expect(
        problemsOf({ ...valid, VITE_ANALYTICS_DOMAIN: domain, VITE_ANALYTICS_ENDPOINT: endpoint })[0],
      ).toMatch(
        /^VITE_ANALYTICS_DOMAIN must be the site's domain as registered in Plausible, without https:\/\/ or a path/,
      )
    }
    for (const bad of ['http://stats.example.com/api/event', 'plausible.io/api/event', 'ftp://x/api/event']) {
      expect(
        problemsOf({ ...valid, VITE_ANALYTICS_DOMAIN: 'brightpath.studio', VITE_ANALYTICS_ENDPOINT: bad }),
      ).toEqual([
        `VITE_ANALYTICS_ENDPOINT must be an https:// URL (http:// only on localhost or 127.0.0.1): "${bad}"`,
      ])
    }
  })

  it('has no booking without VITE_CAL_LINK, and refuses VITE_CAL_API alone', () => {
    expect(resolveConfig(valid).booking).toBeUndefined()
    expect(problemsOf({ ...valid, VITE_CAL_API: 'https://cal.example.com/v2' })).toEqual([
      'VITE_CAL_API is set but VITE_CAL_LINK is not: set both, or neither',
    ])
  })

  it('reads the Cal.com link as username and event, with Cal.com’s API by default', () => {
    expect(resolveConfig({ ...valid, VITE_CAL_LINK: 'brightpath/free-call' }).booking).toEqual({
      username: 'brightpath',
      eventTypeSlug: 'free-call',
      api: DEFAULT_CAL_API,
      publicPage: 'https://cal.com/brightpath/free-call',
    })
    const local = resolveConfig({
      ...valid,
      VITE_CAL_LINK: 'https://cal.com/brightpath/free-call',
      VITE_CAL_API: 'http://127.0.0.1:4174/v2/',
    }).booking
    expect(local).toMatchObject({ eventTypeSlug: 'free-call', api: 'http://127.0.0.1:4174/v2' })
  })

  it('rejects a Cal.com link that is not username/event, and an API that is not https away from this machine', () => {
    for (const link of ['brightpath', 'brightpath/free call', 'a/b/c', '/free-call']) {
      expect(problemsOf({ ...valid, VITE_CAL_LINK: link })).toEqual([
        `VITE_CAL_LINK must be the event's link on cal.com, username/event-slug: "${link}"`,
      ])
    }
    expect(
      problemsOf({
        ...valid,
        VITE_CAL_LINK: 'brightpath/free-call',
        VITE_CAL_API: 'http://cal.example.com/v2',
      }),
    ).toEqual([
      'VITE_CAL_API must be an https:// URL (http:// only on localhost or 127.0.0.1): "http://cal.example.com/v2"',
    ])
  })

  it('has no review-kit search without VITE_PLACES_API_KEY, and refuses VITE_PLACES_API alone', () => {
    expect(resolveConfig(valid).places).toBeUndefined()
    expect(resolveConfig({ ...valid, VITE_PLACES_API_KEY: ' ' }).places).toBeUndefined()
    expect(problemsOf({ ...valid, VITE_PLACES_API: 'https://places.example.com/v1' })).toEqual([
      'VITE_PLACES_API is set but VITE_PLACES_API_KEY is not: set both, or neither',
    ])
  })

  it('reads the Places API key, with Google’s API by default and one on this machine as plain http', () => {
    expect(resolveConfig({ ...valid, VITE_PLACES_API_KEY: ' AIza-key_1 ' }).places).toEqual({
      api: DEFAULT_PLACES_API,
      key: 'AIza-key_1',
    })
    const local = resolveConfig({
      ...valid,
      VITE_PLACES_API_KEY: 'local-key',
      VITE_PLACES_API: 'http://127.0.0.1:4174/places/v1/',
    }).places
    expect(local).toEqual({ api: 'http://127.0.0.1:4174/places/v1', key: 'local-key' })
  })

  it('rejects a Places key that is not a Google API key, and an API that is not https away from this machine', () => {
    expect(problemsOf({ ...valid, VITE_PLACES_API_KEY: 'key with spaces' })).toEqual([
      'VITE_PLACES_API_KEY must be a Google API key (letters, digits, - and _ only)',
    ])
    for (const bad of ['http://places.example.com/v1', 'places.googleapis.com/v1', 'ftp://x/v1']) {
      expect(problemsOf({ ...valid, VITE_PLACES_API_KEY: 'AIza-key', VITE_PLACES_API: bad })).toEqual([
        `VITE_PLACES_API must be an https:// URL (http:// only on localhost or 127.0.0.1): "${bad}"`,
      ])
    }
  })

  const HUBSPOT = {
    VITE_HUBSPOT_PORTAL_ID: '24681357',
    VITE_HUBSPOT_FORM_ID: '0C7E3F51-92a4-4d8b-b6e1-5a2f9d3c8e74',
  }

  it('has no CRM without the HubSpot portal and form, and refuses its API or consent alone', () => {
    expect(resolveConfig(valid).crm).toBeUndefined()
    expect(
      problemsOf({
        ...valid,
        VITE_HUBSPOT_API: 'https://api-eu1.hsforms.com',
        VITE_HUBSPOT_CONSENT: 'process',
      }),
    ).toEqual([
      'VITE_HUBSPOT_API and VITE_HUBSPOT_CONSENT set but not VITE_HUBSPOT_PORTAL_ID and VITE_HUBSPOT_FORM_ID: set them too, or neither',
    ])
    expect(problemsOf({ ...valid, VITE_HUBSPOT_PORTAL_ID: '24681357' })).toEqual([
      'VITE_HUBSPOT_FORM_ID is missing: HubSpot needs both its portal and its form (or neither, for no CRM)',
    ])
  })

  it('reads the HubSpot portal and form, with HubSpot’s API and no consent by default', () => {
    expect(resolveConfig({ ...valid, ...HUBSPOT }).crm).toEqual({
      portalId: '24681357',
      formId: '0C7E3F51-92a4-4d8b-b6e1-5a2f9d3c8e74',
      api: DEFAULT_HUBSPOT_API,
      consent: 'none',
    })
    const eu = resolveConfig({
      ...valid,
      ...HUBSPOT,
      VITE_HUBSPOT_API: 'https://api-eu1.hsforms.com/',
      VITE_HUBSPOT_CONSENT: 'process',
    })
    expect(eu.crm).toMatchObject({ api: 'https://api-eu1.hsforms.com', consent: 'process' })
    const local = resolveConfig({ ...valid, ...HUBSPOT, VITE_HUBSPOT_API: 'http://127.0.0.1:4174' })
    expect(local.crm?.api).toBe('http://127.0.0.1:4174')
  })

  it('rejects a portal that is not digits, a form that is not a GUID, an API that is not an https origin, an unknown consent', () => {
    expect(
      problemsOf({
        ...valid,
        VITE_HUBSPOT_PORTAL_ID: 'hub-1',
        VITE_HUBSPOT_FORM_ID: 'contact-form',
        VITE_HUBSPOT_CONSENT: 'yes',
      }),
    ).toEqual([
      'VITE_HUBSPOT_PORTAL_ID must be the account\'s id, digits only: "hub-1"',
      'VITE_HUBSPOT_FORM_ID must be the form\'s GUID (8-4-4-4-12 hexadecimal digits): "contact-form"',
      'VITE_HUBSPOT_CONSENT must be none or process: "yes"',
    ])
    for (const bad of [
      'http://api.hsforms.com',
      'https://api.hsforms.com/submissions/v3',
      'api.hsforms.com',
    ]) {
      expect(problemsOf({ ...valid, ...HUBSPOT, VITE_HUBSPOT_API: bad })).toEqual([
        `VITE_HUBSPOT_API must be an https:// origin without a path (http:// only on localhost or 127.0.0.1): "${bad}"`,
      ])
    }
  })
})
