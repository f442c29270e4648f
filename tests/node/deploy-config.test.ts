import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  CACHE_CONTROL,
  configuredConnectTo,
  contentSecurityPolicy,
  nginxSnippets,
  securityHeaders,
  staticHostHeaders,
} from '../../scripts/deploy-config.mjs'
import { DEFAULT_PLACES_API, GOOGLE_MAPS_SEARCH } from '../../scripts/settings.mjs'
import { DEFAULT_HUBSPOT_API } from '../../scripts/hubspot/api.mjs'
import { findNginx } from '../../scripts/setup.mjs'

const ORIGIN = 'https://mail.example.test'
const CONNECT_TO = { emailjsOrigin: ORIGIN }
const ENDPOINT = 'https://stats.example.test/api/event'
/** Google's PageSpeed Insights API, which the website check asks by default. */
const PAGESPEED = 'https://www.googleapis.com'
const deployFile = (name: string) => readFileSync(new URL(`../../deploy/${name}`, import.meta.url), 'utf8')

/** The CSP as directive → sources. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name, sources)
  }
  return directives
}

describe('Content-Security-Policy', () => {
  const csp = parseCsp(contentSecurityPolicy(CONNECT_TO))

  it('runs no inline or eval script', () => {
    for (const directive of ['script-src', 'default-src']) {
      expect(csp.get(directive)).toEqual(["'self'"])
    }
    expect(contentSecurityPolicy(CONNECT_TO)).not.toMatch(/unsafe-(inline|eval)|strict-dynamic|nonce-|\*/)
  })

  it('connects only to the site, the given EmailJS origin and the PageSpeed Insights endpoint’s origin', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", ORIGIN, PAGESPEED])
    expect(parseCsp(contentSecurityPolicy({ emailjsOrigin: `${ORIGIN}/` })).get('connect-src')).toEqual([
      "'self'",
      ORIGIN,
      PAGESPEED,
    ])
    expect(parseCsp(contentSecurityPolicy()).get('connect-src')).toEqual([
      "'self'",
      'https://api.emailjs.com',
      PAGESPEED,
    ])
    const ownEndpoint = { ...CONNECT_TO, pagespeedEndpoint: 'https://psi.example.test/v5/runPagespeed' }
    expect(parseCsp(contentSecurityPolicy(ownEndpoint)).get('connect-src')).toEqual([
      "'self'",
      ORIGIN,
      'https://psi.example.test',
    ])
    expect(() => contentSecurityPolicy({ pagespeedEndpoint: 'googleapis.com/x' })).toThrow(/PageSpeed/)
    expect(() => contentSecurityPolicy({ emailjsOrigin: 'api.emailjs.com' })).toThrow(/origin/)
    expect(() => contentSecurityPolicy({ emailjsOrigin: `${ORIGIN}/api/v1.0` })).toThrow(/origin/)
  })

  it('adds the analytics endpoint’s origin to connect-src when analytics is on, and changes nothing else', () => {
    const withAnalytics = parseCsp(contentSecurityPolicy({ ...CONNECT_TO, analyticsEndpoint: ENDPOINT }))
    expect(withAnalytics.get('connect-src')).toEqual([
      "'self'",
      ORIGIN,
      PAGESPEED,
      'https://stats.example.test',
    ])
    expect(new Map([...withAnalytics].filter(([name]) => name !== 'connect-src'))).toEqual(
      new Map([...csp].filter(([name]) => name !== 'connect-src')),
    )
    const sameOrigin = contentSecurityPolicy({
      emailjsOrigin: ORIGIN,
      analyticsEndpoint: `${ORIGIN}/api/event`,
    })
    expect(parseCsp(sameOrigin).get('connect-src')).toEqual(["'self'", ORIGIN, PAGESPEED])
    expect(() => contentSecurityPolicy({ analyticsEndpoint: 'plausible.io/api/event' })).toThrow(/endpoint/)
  })

  it('adds Cal.com API’s origin to connect-src only when booking is on', () => {
    expect(csp.get('connect-src')).not.toContain('https://api.cal.com')
    const withBooking = parseCsp(
      contentSecurityPolicy({ ...CONNECT_TO, bookingApi: 'https://api.cal.com/v2' }),
    )
    expect(withBooking.get('connect-src')).toEqual(["'self'", ORIGIN, PAGESPEED, 'https://api.cal.com'])
    expect(() => contentSecurityPolicy({ bookingApi: 'api.cal.com/v2' })).toThrow(/Cal\.com/)
  })

  it('adds the Places API’s origin to connect-src only when the review kit has a key', () => {
    expect(csp.get('connect-src')).not.toContain('https://places.googleapis.com')
    const withPlaces = parseCsp(contentSecurityPolicy({ ...CONNECT_TO, placesApi: DEFAULT_PLACES_API }))
    expect(withPlaces.get('connect-src')).toEqual([
      "'self'",
      ORIGIN,
      PAGESPEED,
      'https://places.googleapis.com',
    ])
    expect(new Map([...withPlaces].filter(([name]) => name !== 'connect-src'))).toEqual(
      new Map([...csp].filter(([name]) => name !== 'connect-src')),
    )
    const local = contentSecurityPolicy({ ...CONNECT_TO, placesApi: 'http://127.0.0.1:4174/places/v1' })
    expect(parseCsp(local).get('connect-src')).toContain('http://127.0.0.1:4174')
    expect(() => contentSecurityPolicy({ placesApi: 'places.googleapis.com/v1' })).toThrow(/Places/)
  })

  it('takes the Places API from the build’s variables only with VITE_PLACES_API_KEY', async () => {
    try {
      vi.stubEnv('VITE_PLACES_API_KEY', undefined)
      vi.stubEnv('VITE_PLACES_API', 'https://places.example.test/v1')
      expect((await configuredConnectTo('production')).placesApi).toBeUndefined()
      vi.stubEnv('VITE_PLACES_API_KEY', 'AIza-key_1')
      expect((await configuredConnectTo('production')).placesApi).toBe('https://places.example.test/v1')
      vi.stubEnv('VITE_PLACES_API', undefined)
      expect((await configuredConnectTo('production')).placesApi).toBe(DEFAULT_PLACES_API)
      const given = { placesApi: 'http://127.0.0.1:4174/places/v1' }
      expect((await configuredConnectTo('production', given)).placesApi).toBe(given.placesApi)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('adds HubSpot’s Forms API origin to connect-src only with a CRM, and no other HubSpot origin', () => {
    expect(contentSecurityPolicy(CONNECT_TO)).not.toMatch(/hsforms|hubspot/)
    const withCrm = parseCsp(contentSecurityPolicy({ ...CONNECT_TO, crmApi: DEFAULT_HUBSPOT_API }))
    expect(withCrm.get('connect-src')).toEqual(["'self'", ORIGIN, PAGESPEED, 'https://api.hsforms.com'])
    expect(new Map([...withCrm].filter(([name]) => name !== 'connect-src'))).toEqual(
      new Map([...csp].filter(([name]) => name !== 'connect-src')),
    )
    const eu = contentSecurityPolicy({ ...CONNECT_TO, crmApi: 'https://api-eu1.hsforms.com' })
    expect(parseCsp(eu).get('connect-src')).toEqual([
      "'self'",
      ORIGIN,
      PAGESPEED,
      'https://api-eu1.hsforms.com',
    ])
    expect(staticHostHeaders({ ...CONNECT_TO, crmApi: DEFAULT_HUBSPOT_API })).toContain(
      ' https://api.hsforms.com',
    )
    expect(() => contentSecurityPolicy({ crmApi: 'api.hsforms.com' })).toThrow(/HubSpot/)
  })

  it('takes HubSpot’s API from the build’s variables only with a portal and a form', async () => {
    try {
      vi.stubEnv('VITE_HUBSPOT_PORTAL_ID', undefined)
      vi.stubEnv('VITE_HUBSPOT_FORM_ID', undefined)
      vi.stubEnv('VITE_HUBSPOT_API', 'https://api-eu1.hsforms.com')
      expect((await configuredConnectTo('production')).crmApi).toBeUndefined()
      vi.stubEnv('VITE_HUBSPOT_PORTAL_ID', '24681357')
      vi.stubEnv('VITE_HUBSPOT_FORM_ID', '0c7e3f51-92a4-4d8b-b6e1-5a2f9d3c8e74')
      expect((await configuredConnectTo('production')).crmApi).toBe('https://api-eu1.hsforms.com')
      vi.stubEnv('VITE_HUBSPOT_API', undefined)
      expect((await configuredConnectTo('production')).crmApi).toBe(DEFAULT_HUBSPOT_API)
      expect((await configuredConnectTo('production', { crmApi: 'http://127.0.0.1:4174' })).crmApi).toBe(
        'http://127.0.0.1:4174',
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('loads media, fonts, styles and images from the site only (images may be data: URLs)', () => {
    for (const directive of ['media-src', 'font-src', 'style-src', 'manifest-src']) {
      expect(csp.get(directive), directive).toEqual(["'self'"])
    }
    expect(csp.get('img-src')).toContain("'self'")
    expect(['data:', "'self'"]).toEqual(expect.arrayContaining(csp.get('img-src') ?? []))
  })

  it('cannot be framed, rebased or used to post forms elsewhere than PageSpeed Insights’ page and Google Maps', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    // Without script, the website check's form opens PageSpeed Insights' own page and the review
    // kit's form Google Maps' search, with or without the kit's key.
    const formAction = ["'self'", 'https://pagespeed.web.dev', new URL(GOOGLE_MAPS_SEARCH).origin]
    expect(csp.get('form-action')).toEqual(formAction)
    expect(parseCsp(contentSecurityPolicy({ placesApi: DEFAULT_PLACES_API })).get('form-action')).toEqual(
      formAction,
    )
  })
})

describe('security headers', () => {
  const headers = securityHeaders(CONNECT_TO)

  it('has every security header', () => {
    expect(Object.keys(headers).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
      ].sort(),
    )
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )microphone=\(\)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/)
  })

  it('_headers: security headers for every path, Cache-Control per path', () => {
    const rules = new Map<string, string[]>()
    let current: string[] = []
    for (const line of staticHostHeaders(CONNECT_TO).split('\n')) {
      if (line.startsWith('#') || line.trim() === '') continue
      if (!/^\s/.test(line)) rules.set(line.trim(), (current = []))
      else current.push(line.trim())
    }
    expect(rules.get('/*')).toEqual(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    expect(rules.get('/assets/*')).toEqual([`Cache-Control: ${CACHE_CONTROL.assets}`])
    expect(rules.get('/media/*')).toEqual([`Cache-Control: ${CACHE_CONTROL.media}`])
    expect(rules.get('/')).toEqual(['Cache-Control: no-cache'])
    expect(rules.get('/index.html')).toEqual(['Cache-Control: no-cache'])
  })
})

describe('deploy/nginx.conf', () => {
  it('includes snippets that are what `npm run deploy-config` writes for the production build', async () => {
    const connectTo = await configuredConnectTo('production')
    for (const [name, text] of Object.entries(nginxSnippets(connectTo))) {
      expect(
        deployFile(`snippets/${name}`),
        `deploy/snippets/${name} is stale: run npm run deploy-config`,
      ).toBe(text)
    }
    for (const [name, value] of Object.entries(securityHeaders(connectTo))) {
      expect(deployFile('snippets/security-headers.conf')).toContain(`add_header ${name} "${value}" always;`)
    }
    expect(deployFile('snippets/cache-control.conf')).toMatch(
      /~\^\/assets\/\s+"public, max-age=31536000, immutable";/,
    )
  })

  it('keeps the header values out of the hand-written file', () => {
    const conf = deployFile('nginx.conf')
    expect(conf).not.toMatch(/default-src|nosniff|max-age=\d/)
    expect(conf).toContain('include snippets/studio-site/security-headers.conf;')
    expect(conf).toContain('include snippets/studio-site/cache-control.conf;')
    // No location may add a header of its own: that would drop the server's security headers there.
    for (const block of conf.split(/\n\s*location /).slice(1)) expect(block).not.toMatch(/add_header/)
  })

  const nginx = findNginx({ install: false })
  it.skipIf(!nginx?.brotliModule)('is accepted by `nginx -t` as it is, inside an http block', () => {
    if (!nginx?.brotliModule) throw new Error('no nginx with its brotli_static module')
    const dir = mkdtempSync(join(tmpdir(), 'nginx-t-'))
    try {
      cpSync(new URL('../../deploy/snippets', import.meta.url), join(dir, 'snippets/studio-site'), {
        recursive: true,
      })
      const conf = new URL('../../deploy/nginx.conf', import.meta.url).pathname
      writeFileSync(
        join(dir, 'nginx.conf'),
        `load_module ${nginx.brotliModule};\nerror_log stderr;\npid nginx.pid;\nevents {}\nhttp {\n    include ${conf};\n}\n`,
      )
      const result = spawnSync(nginx.path, ['-t', '-p', dir, '-c', 'nginx.conf', '-e', 'stderr'], {
        encoding: 'utf8',
      })
      expect(result.stderr).toContain('test is successful')
      expect(result.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
