import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  ensureNginx,
  renderDeployConfig,
  startNginx,
  type RunningNginx,
} from '../../scripts/nginx.mjs'

const ORIGIN = 'https://mail.example.test'
const deployFile = (name: string) =>
  readFile(join(dirname(fileURLToPath(import.meta.url)), '../../deploy', name), 'utf8')

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
  const csp = parseCsp(contentSecurityPolicy(ORIGIN))

  it('runs no inline or eval script', () => {
    for (const directive of ['script-src', 'default-src']) {
      expect(csp.get(directive)).toEqual(["'self'"])
    }
    expect(contentSecurityPolicy(ORIGIN)).not.toMatch(/unsafe-(inline|eval)|strict-dynamic|nonce-|\*/)
  })

  it('connects only to the site and the given EmailJS origin', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", ORIGIN])
    expect(parseCsp(contentSecurityPolicy(`${ORIGIN}/`)).get('connect-src')).toEqual(["'self'", ORIGIN])
    expect(parseCsp(contentSecurityPolicy()).get('connect-src')).toEqual([
      "'self'",
      'https://api.emailjs.com',
    ])
    expect(() => contentSecurityPolicy('api.emailjs.com')).toThrow(/origin/)
    expect(() => contentSecurityPolicy(`${ORIGIN}/api/v1.0`)).toThrow(/origin/)
  })

  it('loads media, fonts, styles and images from the site only (images may be data: URLs)', () => {
    for (const directive of ['media-src', 'font-src', 'style-src', 'manifest-src']) {
      expect(csp.get(directive), directive).toEqual(["'self'"])
    }
    expect(csp.get('img-src')).toContain("'self'")
    expect(['data:', "'self'"]).toEqual(expect.arrayContaining(csp.get('img-src') ?? []))
  })

  it('cannot be framed, rebased or used to post forms elsewhere', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
  })
})

describe('rendered configuration', () => {
  const { nginxConf, headersFile, headers } = renderDeployConfig({
    emailjsOrigin: ORIGIN,
    root: '/var/www/site',
  })

  it('has every security header', () => {
    expect(Object.keys(headers).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    )
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    })
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )microphone=\(\)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/)
  })

  it('nginx: sends every header on every response, with the cache rules', () => {
    for (const [name, value] of Object.entries(headers)) {
      expect(nginxConf).toContain(`add_header ${name} "${value}" always;`)
    }
    expect(nginxConf).toContain('server_tokens off;')
    expect(nginxConf).toMatch(/^\s*gzip on;/m)
    expect(nginxConf).toContain('root "/var/www/site";')
    expect(nginxConf).toMatch(/~\^\/assets\/\s+"public, max-age=31536000, immutable";/)
    expect(nginxConf).toMatch(/default\s+"no-cache";/)
    // No location may add a header of its own: that would drop the server's security headers there.
    for (const block of nginxConf.split(/\n\s*location /).slice(1)) expect(block).not.toMatch(/add_header/)
    expect(nginxConf).not.toMatch(/__[A-Z_]+__/)
  })

  it('_headers: security headers for every path, Cache-Control per path', () => {
    const rules = new Map<string, string[]>()
    let current: string[] = []
    for (const line of headersFile.split('\n')) {
      if (line.startsWith('#') || line.trim() === '') continue
      if (!/^\s/.test(line)) rules.set(line.trim(), (current = []))
      else current.push(line.trim())
    }
    expect(rules.get('/*')).toEqual(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    expect(rules.get('/assets/*')).toEqual([`Cache-Control: ${CACHE_CONTROL.assets}`])
    expect(rules.get('/')).toEqual(['Cache-Control: no-cache'])
    expect(rules.get('/index.html')).toEqual(['Cache-Control: no-cache'])
    expect(headersFile).not.toMatch(/__[A-Z_]+__/)
  })

  it('keeps the header values in deploy/security-headers.json only', async () => {
    const source = await deployFile('security-headers.json')
    expect(source).toContain('__EMAILJS_ORIGIN__')
    for (const template of ['nginx.conf', '_headers']) {
      const text = await deployFile(template)
      expect(text, template).toContain('__SECURITY_HEADERS__')
      expect(text, template).not.toMatch(/default-src|nosniff|max-age=\d/)
    }
  })

  it('listens where it is told', () => {
    expect(renderDeployConfig().nginxConf).toMatch(/listen 80;\n\s*listen \[::\]:80;/)
    expect(renderDeployConfig({ port: 8443 }).nginxConf).toMatch(/listen 8443;\n\s*listen \[::\]:8443;/)
    expect(renderDeployConfig({ listen: '127.0.0.1:9000' }).nginxConf).toMatch(/listen 127\.0\.0\.1:9000;\n/)
    expect(() => renderDeployConfig({ root: '/srv/$evil' })).toThrow(/root/)
  })
})

let nginxReady = true
try {
  ensureNginx()
} catch {
  nginxReady = false
}

describe.skipIf(!nginxReady)('nginx serving a build', () => {
  const script = `// app\n${'export const value = "hello nginx";\n'.repeat(100)}`
  let site: string
  let server: RunningNginx

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'headers-test-'))
    await mkdir(join(site, 'assets'))
    await mkdir(join(site, 'media'))
    await Promise.all([
      writeFile(join(site, 'index.html'), '<!doctype html><title>Site</title><h1>Hello</h1>'),
      // What the build's precompress step writes beside index.html.
      writeFile(
        join(site, 'index.html.br'),
        brotliCompressSync('<!doctype html><title>Site</title><h1>Brotli</h1>'),
      ),
      writeFile(join(site, 'assets/app-abc123.js'), script),
      writeFile(join(site, 'assets/font-abc123.woff2'), Buffer.alloc(64, 1)),
      writeFile(join(site, 'media/clip.webm'), Buffer.alloc(4096, 2)),
      writeFile(join(site, 'media/clip.mp4'), Buffer.alloc(4096, 3)),
      writeFile(join(site, 'media/clip.webp'), Buffer.alloc(256, 4)),
      writeFile(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      writeFile(join(site, 'site.webmanifest'), '{"name":"Site"}'),
      writeFile(join(site, '_headers'), '/*\n  X-Test: 1\n'),
    ])
    server = await startNginx({ root: site, emailjsOrigin: ORIGIN, log: null })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    if (site) await rm(site, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers })

  it('serves the page with every security header and no-cache', async () => {
    const { headers } = renderDeployConfig({ emailjsOrigin: ORIGIN })
    for (const path of ['/', '/index.html']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      for (const [name, value] of Object.entries(headers))
        expect(response.headers.get(name), name).toBe(value)
      expect(response.headers.get('server')).toBe('nginx')
      expect(await response.text()).toContain('<h1>Hello</h1>')
    }
  })

  it('caches hashed assets for a year, media for a day', async () => {
    const asset = await get('/assets/app-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-security-policy')).toContain(`connect-src 'self' ${ORIGIN}`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await asset.text()).toBe(script)
    const clip = await get('/media/clip.webm')
    expect(clip.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(clip.headers.get('x-frame-options')).toBe('DENY')
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
    expect(await response.text()).toBe(script)
  })

  it('sends the build’s brotli file as it is to a browser that accepts brotli', async () => {
    const response = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<h1>Brotli</h1>')
  })

  it('answers byte ranges with 206', async () => {
    const response = await get('/media/clip.webm', { Range: 'bytes=0-99' })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 0-99/4096')
    expect((await response.arrayBuffer()).byteLength).toBe(100)
    expect(response.headers.get('content-security-policy')).toBeTruthy()
  })

  it('answers 404 for unknown paths, directories and _headers, with the security headers, uncached', async () => {
    for (const path of ['/nope', '/about', '/assets/', '/assets/missing-abc123.js', '/media', '/_headers']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(response.headers.get('strict-transport-security'), path).toBeTruthy()
      expect(response.headers.get('cache-control'), path).toBeNull()
      await response.arrayBuffer()
    }
  })

  it('stops', async () => {
    await server.stop()
    await expect(get('/')).rejects.toThrow()
  })
})
