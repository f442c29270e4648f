import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'

/** The script every fixture site serves under /assets/. */
export const SCRIPT = `// app\n${'export const value = "hello";\n'.repeat(100)}`

/** A fixture site and a free port to serve it on; `remove()` deletes the site. */
export interface SiteToServe {
  site: string
  port: number
  url: string
  remove: () => void
}

export async function siteToServe(): Promise<SiteToServe> {
  const site = makeSite()
  const port = await freePort()
  return {
    site,
    port,
    url: `http://127.0.0.1:${port}`,
    remove: () => rmSync(site, { recursive: true, force: true }),
  }
}

/**
 * A small build-shaped folder: index.html (and the brotli copy the build writes), a hashed script and
 * font, media clips, icons, the manifest and a _headers file.
 */
function makeSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'site-fixture-'))
  mkdirSync(join(site, 'assets'))
  mkdirSync(join(site, 'media'))
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Site</title><h1>Hello</h1>',
    'index.html.br': brotliCompressSync('<!doctype html><title>Site</title><h1>Brotli</h1>'),
    'assets/app-abc123.js': SCRIPT,
    'assets/font-abc123.woff2': Buffer.alloc(64, 1),
    'media/clip.webm': Buffer.alloc(4096, 2),
    'media/clip.mp4': Buffer.alloc(4096, 3),
    'media/clip.webp': Buffer.alloc(256, 4),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site.webmanifest': '{"name":"Site"}',
    _headers: '/*\n  X-Test: 1\n',
  }
  for (const [name, content] of Object.entries(files)) writeFileSync(join(site, name), content)
  return site
}

/** A port that is free on 127.0.0.1 now. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
