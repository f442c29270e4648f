// Serves the deliberately slow and flawed page (index.html beside this file) on 127.0.0.1, the way a
// poorly run small-business site is served: every response late, nothing compressed or cached, a
// large render-blocking stylesheet and script, a 3 MB unoptimized image, a missing script (404) and
// a broken robots.txt. capture.mjs records Lighthouse's report of it as the fake's "slow" report.
//
//   node scripts/pagespeed/slow-page/server.mjs [--port 4361]
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { deflateSync } from 'node:zlib'

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** 150 KB of rules the page never uses, and the few it does. */
function stylesheet() {
  const unused = Array.from(
    { length: 3000 },
    (_, i) =>
      `.unused-rule-${i} { margin: ${i % 7}px; padding: ${i % 5}px; color: #${(i * 2654435761).toString(16).slice(-6).padStart(6, '0')}; }`,
  )
  return [
    'body { font-family: Georgia, serif; margin: 0; background: #fff; }',
    '.faint { color: #d4d4d4; font-size: 11px; }',
    '.hero { display: block; max-width: 100%; }',
    '.banner { background: #ffe; padding: 40px 8px; font-size: 20px; }',
    '.icon { width: 24px; height: 24px; }',
    ...unused,
  ].join('\n')
}

/** 400 KB of script that is never called, and 1.5 s of work on the main thread before first paint. */
function script() {
  const unused = Array.from(
    { length: 4000 },
    (_, i) =>
      `function unusedHelper${i}(value) { var total = ${i}; for (var k = 0; k < value; k++) { total += k * ${i % 13}; } return total; }`,
  )
  return [
    ...unused,
    'var started = Date.now(); while (Date.now() - started < 1500) { Math.sqrt(Math.random()); }',
    'document.write(\'<p class="faint">Welcome!</p>\');',
  ].join('\n')
}

/**
 * A PNG of random pixels: incompressible, so as large as its size says.
 * @param {number} width
 * @param {number} height
 */
function noisePng(width, height) {
  /** @param {string} type @param {Buffer} data */
  const chunk = (type, data) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'ascii')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0)
    return Buffer.concat([head, data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const row = width * 3 + 1
  const raw = randomBytes(row * height)
  for (let y = 0; y < height; y += 1) raw[y * row] = 0 // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** @param {Buffer} data */
function crc32(data) {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * Serves the slow page on 127.0.0.1:`port` until stop().
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveSlowPage(port) {
  /** @type {Record<string, { delay: number, type: string, body: string | Buffer, status?: number }>} */
  const files = {
    '/': {
      delay: 900,
      type: 'text/html',
      body: readFileSync(fileURLToPath(new URL('./index.html', import.meta.url))),
    },
    '/blocking.css': { delay: 1200, type: 'text/css', body: stylesheet() },
    '/blocking.js': { delay: 1200, type: 'text/javascript', body: script() },
    '/hero.png': { delay: 400, type: 'image/png', body: noisePng(1000, 1000) },
    '/robots.txt': { delay: 100, type: 'text/plain', body: 'User-agent *\nDisalow: /\nnot a directive\n' },
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = files[path]
    void sleep(file?.delay ?? 300).then(() => {
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain' })
        response.end('Not found')
        return
      }
      response.writeHead(file.status ?? 200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' })
      response.end(file.body)
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4361' } } })
  const { url } = await serveSlowPage(Number(values.port))
  console.log(`The slow page is at ${url} (Ctrl+C to stop)`)
}
