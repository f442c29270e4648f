import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preview, type PreviewServer } from 'vite'
import { securityHeaders } from '../../scripts/deploy-config.mjs'
import { DEFAULT_CAL_API, DEFAULT_PLACES_API } from '../../scripts/settings.mjs'
import { siteToServe, type SiteToServe } from './site-fixture'

// `npm start` serves the build with vite preview and the site's configuration (vite.config.ts).
describe('the local server of `npm start`', () => {
  let served: SiteToServe
  let server: PreviewServer

  beforeAll(async () => {
    served = await siteToServe()
    const { site, port } = served
    server = await preview({ mode: 'e2e', logLevel: 'silent', build: { outDir: site }, preview: { port } })
  })

  afterAll(async () => {
    await server.close()
    served.remove()
  })
  const url = () => served.url

  it('sends the site’s security headers, from the same source as nginx', async () => {
    const response = await fetch(`${url()}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<h1>Hello</h1>')
    // Mode e2e books calls on Cal.com's API and searches Google's Places API (.env.e2e), so its
    // connect-src allows both too.
    const connectTo = { bookingApi: DEFAULT_CAL_API, placesApi: DEFAULT_PLACES_API }
    for (const [name, value] of Object.entries(securityHeaders(connectTo))) {
      expect(response.headers.get(name), name).toBe(value)
    }
  })

  it('sends /es on to /es/, as nginx does', async () => {
    const response = await fetch(`${url()}/es`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/es/')
  })

  it('answers bad requests with 400 or 404 and keeps serving', async () => {
    for (const path of ['/%E0', '/%', '/%2e%2e/%2e%2e/etc/passwd', '/nope', '/assets/../../package.json']) {
      const response = await fetch(url() + path)
      expect([400, 404], path).toContain(response.status)
      await response.arrayBuffer()
      expect((await fetch(`${url()}/`)).status, `after ${path}`).toBe(200)
    }
  })
})
