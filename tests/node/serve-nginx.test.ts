import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../scripts/deploy-config.mjs'
import { serveBuild, type ServedBuild } from '../../scripts/serve-build.mjs'
import { findNginx } from '../../scripts/setup.mjs'
import { SCRIPT, siteToServe, type SiteToServe } from './site-fixture'

// scripts/serve-nginx.mjs runs nginx with deploy/nginx.conf and its snippets as they are shipped
// (only listen and root change): what it serves here is what production sends.
const nginx = findNginx({ install: false })

describe.skipIf(!nginx)('nginx with the shipped configuration', () => {
  let served: SiteToServe
  let server: ServedBuild

  beforeAll(async () => {
    served = await siteToServe()
    server = await serveBuild(served.site, served.port)
  })

  afterAll(async () => {
    await server.stop()
    served.remove()
  })

  const get = (path: string, headers: Record<string, string> = {}) => fetch(served.url + path, { headers })

  it('serves the page with every security header and no-cache', async () => {
    for (const path of ['/', '/index.html']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      for (const [name, value] of Object.entries(securityHeaders())) {
        expect(response.headers.get(name), name).toBe(value)
      }
      expect(response.headers.get('server')).toBe('nginx')
      expect(await response.text()).toContain('<h1>Hello</h1>')
    }
  })

  it('caches hashed assets for a year, media for a day', async () => {
    const asset = await get('/assets/app-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.emailjs.com",
    )
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await asset.text()).toBe(SCRIPT)
    const clip = await get('/media/clip.webm')
    expect(clip.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(clip.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('sends the right content types', async () => {
    const types: Record<string, string> = {
      '/media/clip.webm': 'video/webm',
      '/media/clip.mp4': 'video/mp4',
      '/media/clip.webp': 'image/webp',
      '/assets/font-abc123.woff2': 'font/woff2',
      '/favicon.svg': 'image/svg+xml',
      '/assets/app-abc123.js': 'text/javascript; charset=utf-8',
    }
    for (const [path, type] of Object.entries(types)) {
      const response = await get(path)
      expect(response.headers.get('content-type'), path).toBe(type)
    }
    const manifest = await get('/site.webmanifest')
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json(;|$)/)
  })

  it('compresses JavaScript with gzip when asked', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(await response.text()).toBe(SCRIPT)
  })

  it.skipIf(!nginx?.brotliModule)(
    'sends the build’s brotli file as it is to a browser that accepts brotli',
    async () => {
      const response = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' })
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<h1>Brotli</h1>')
    },
  )

  it('answers byte ranges with 206', async () => {
    const response = await get('/media/clip.webm', { Range: 'bytes=0-99' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 0-99/4096')
    expect((await response.arrayBuffer()).byteLength).toBe(100)
    expect(response.headers.get('content-security-policy')).toBeTruthy()
  })

  it('answers 404 for unknown paths, bad encodings, directories and _headers, with the security headers, uncached', async () => {
    const paths = ['/nope', '/about', '/%E0', '/assets/', '/assets/missing-abc123.js', '/media', '/_headers']
    for (const path of paths) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(response.headers.get('strict-transport-security'), path).toBeTruthy()
      expect(response.headers.get('cache-control'), path).toBeNull()
      await response.arrayBuffer()
    }
  })

  it('stops on SIGTERM and frees its port', async () => {
    expect(await server.stop()).toBe(0)
    await expect(get('/')).rejects.toThrow()
  })
})

describe.skipIf(!nginx)('nginx serving a peer site for the bench (--peer)', () => {
  let served: SiteToServe
  let server: ServedBuild

  beforeAll(async () => {
    served = await siteToServe()
    server = await serveBuild(served.site, served.port, { peer: true })
  })

  afterAll(async () => {
    await server.stop()
    served.remove()
  })

  it('serves it the same way, compressed and cached, but without this site’s security headers', async () => {
    const page = await fetch(served.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    for (const name of Object.keys(securityHeaders())) expect(page.headers.get(name), name).toBeNull()
    expect(await page.text()).toContain('<h1>Hello</h1>')
    const script = await fetch(`${served.url}/assets/app-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(script.headers.get('content-encoding')).toBe('gzip')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(script.headers.get('content-security-policy')).toBeNull()
  })
})
