// Serves a build with nginx and the shipped configuration (deploy/nginx.conf and its snippets) on
// 127.0.0.1, in the foreground, until it is stopped (Ctrl+C, SIGTERM). The browser tests run it as
// Playwright's webServer and the bench for each build it measures.
//
//   node scripts/serve-nginx.mjs [--root dist] [--port 4310] [--peer] [--analytics-endpoint URL]
//                                [--booking-api URL] [--places-api URL] [--crm-api URL]
//
// Only the two lines that differ on this machine change: `listen` (127.0.0.1:port) and `root`. An
// nginx without the brotli_static module (Homebrew's, say) serves without `brotli_static on;`.
// --peer serves another site (the bench's peers) the same way but without this site's security
// headers, whose Content-Security-Policy would block that site's own inline scripts and styles.
// --analytics-endpoint serves a build with analytics configured: its connect-src also allows that
// endpoint's origin, as `npm run deploy-config` writes it for such a build. --booking-api does the same
// for a build with booking configured (VITE_CAL_LINK), for Cal.com's API, and --places-api for a build
// whose review kit has a key (VITE_PLACES_API_KEY), for Google's Places API, and --crm-api for a build
// with the studio's CRM configured (VITE_HUBSPOT_PORTAL_ID), for HubSpot's Forms API.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { nginxSecurityHeaders } from './deploy-config.mjs'
import { findNginx, INSTALL_HINTS } from './setup.mjs'
import { PORTS } from './settings.mjs'

const deploy = (/** @type {string} */ name) => fileURLToPath(new URL(`../deploy/${name}`, import.meta.url))

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: String(PORTS.e2e) },
    peer: { type: 'boolean', default: false },
    'analytics-endpoint': { type: 'string' },
    'booking-api': { type: 'string' },
    'places-api': { type: 'string' },
    'crm-api': { type: 'string' },
  },
})
const root = resolve(values.root)
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/index.html is missing: build the site first (npm run build)`)
  process.exit(1)
}

const nginx = findNginx({ install: false })
if (!nginx) {
  console.error(`No nginx: ${INSTALL_HINTS.nginx}`)
  process.exit(1)
}

/**
 * deploy/nginx.conf listening on 127.0.0.1:`port` and serving `root`.
 * @param {string} port
 */
function siteConfig(port) {
  let text = readFileSync(deploy('nginx.conf'), 'utf8')
  const swap = (/** @type {RegExp} */ pattern, /** @type {string} */ line) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`)
    text = text.replace(pattern, line)
  }
  swap(/^ {4}listen 80;\n {4}listen \[::\]:80;$/m, `    listen 127.0.0.1:${port};`)
  swap(/^ {4}root .*;$/m, `    root "${root}";`)
  if (!nginx?.brotliModule) swap(/^ {4}brotli_static on;\n/m, '')
  return text
}

const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'))
cpSync(deploy('snippets'), join(dir, 'snippets', 'studio-site'), { recursive: true })
const securityHeadersSnippet = join(dir, 'snippets', 'studio-site', 'security-headers.conf')
if (values.peer) writeFileSync(securityHeadersSnippet, '')
else if (values['analytics-endpoint'] || values['booking-api'] || values['places-api'] || values['crm-api'])
  writeFileSync(
    securityHeadersSnippet,
    nginxSecurityHeaders({
      analyticsEndpoint: values['analytics-endpoint'],
      bookingApi: values['booking-api'],
      placesApi: values['places-api'],
      crmApi: values['crm-api'],
    }),
  )
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
for (const name of temp) mkdirSync(join(dir, name))
writeFileSync(join(dir, 'site.conf'), siteConfig(values.port))
writeFileSync(
  join(dir, 'nginx.conf'),
  [
    'daemon off;',
    ...(nginx.brotliModule ? [`load_module ${nginx.brotliModule};`] : []),
    'worker_processes 1;',
    // As root, workers would otherwise drop to "nobody", who can read neither a private root nor `dir`.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'pid nginx.pid;',
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '    access_log off;',
    '    sendfile on;',
    '    tcp_nopush on;',
    ...temp.map((name) => `    ${name}_temp_path ${name};`),
    '    include site.conf;',
    '}',
    '',
  ].join('\n'),
)

const child = spawn(nginx.path, ['-p', dir, '-c', 'nginx.conf', '-e', 'stderr'], { stdio: 'inherit' })
console.log(`nginx serves ${root} at http://127.0.0.1:${values.port}/ (Ctrl+C to stop)`)
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 0 : 1))
})
