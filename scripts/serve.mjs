// A small static file server for dist/ on 127.0.0.1, with byte ranges (video) and the same cache
// rules as deploy/: hashed assets immutable, everything else revalidated.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

async function resolveFile(root, urlPath) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '')
  const file = join(root, relative)
  if (file !== root && !file.startsWith(root + sep)) return null
  const info = await stat(file).catch(() => null)
  if (info?.isDirectory()) return resolveFile(root, join(relative, 'index.html'))
  return info?.isFile() ? { file, size: info.size } : null
}

/** Starts serving `root`; resolves with the server once it listens on 127.0.0.1:`port` (0 = any). */
export function serveStatic(root, port = 0) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const found = await resolveFile(root, pathname)
    if (!found || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(found ? 405 : 404, { 'Content-Type': 'text/plain' })
        .end(found ? 'Method Not Allowed' : 'Not Found')
      return
    }
    const headers = {
      'Content-Type': TYPES[extname(found.file)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Accept-Ranges': 'bytes',
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
    let start = 0
    let end = found.size - 1
    if (range) {
      start = range[1] ? Number(range[1]) : found.size - Number(range[2])
      end = range[1] && range[2] ? Math.min(Number(range[2]), end) : end
      if (start > end || start < 0) {
        response.writeHead(416, { 'Content-Range': `bytes */${found.size}` }).end()
        return
      }
      headers['Content-Range'] = `bytes ${start}-${end}/${found.size}`
    }
    headers['Content-Length'] = end - start + 1
    response.writeHead(range ? 206 : 200, headers)
    if (request.method === 'HEAD') response.end()
    else createReadStream(found.file, { start, end }).pipe(response)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
