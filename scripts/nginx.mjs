// Deployment configuration of the static site, and a real nginx to run it locally.
//
// deploy/security-headers.json holds every response header value (CSP, Permissions-Policy, …, cache
// lifetimes); deploy/nginx.conf and deploy/_headers are templates that this module renders with them
// and with the EmailJS API origin, which is deployment configuration (VITE_EMAILJS_ORIGIN).
//
//   node scripts/nginx.mjs render  [--origin URL] [--root DIR] [--listen ADDR]… [--port N] [--server-name NAME]
//   node scripts/nginx.mjs headers [--origin URL]
//   node scripts/nginx.mjs serve   [--port 8080] [--root dist] [--origin URL]
//
// Without --origin the origin is VITE_EMAILJS_ORIGIN of the environment and of the .env files of
// --mode (default production), else https://api.emailjs.com. `render` prints the production server
// block, `headers` the _headers file of Netlify / Cloudflare Pages, `serve` runs nginx on 127.0.0.1.
import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync, readFileSync, rmSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { aptInstall } from './setup.mjs'

// Not `new URL('..', import.meta.url)`: under Vitest's jsdom the global URL is jsdom's.
const PROJECT = dirname(dirname(fileURLToPath(import.meta.url)))
const DEPLOY = join(PROJECT, 'deploy')

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** Debian's brotli_static module (package libnginx-mod-http-brotli-static), for the .br files of the build. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com'
export const DEFAULT_ROOT = join(PROJECT, 'dist')

const SOURCE = JSON.parse(readFileSync(join(DEPLOY, 'security-headers.json'), 'utf8'))

/** Cache-Control values: hashed assets, media clips, everything else (revalidated). */
export const CACHE_CONTROL = Object.freeze({ ...SOURCE.cacheControl })

/** The origin (scheme://host[:port]) of an http(s) URL; a trailing slash is dropped, a path refused. */
export function normalizeOrigin(value) {
  const text = String(value ?? '')
    .trim()
    .replace(/\/+$/, '')
  let url
  try {
    url = new URL(text)
  } catch {
    throw new Error(`The EmailJS origin must be an http(s) URL: "${value}"`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== text) {
    throw new Error(`The EmailJS origin must be an http(s) origin without a path: "${value}"`)
  }
  return url.origin
}

/** The Content-Security-Policy value, its connect-src allowing `emailjsOrigin`. */
export function contentSecurityPolicy(emailjsOrigin = DEFAULT_EMAILJS_ORIGIN) {
  const origin = normalizeOrigin(emailjsOrigin)
  return Object.entries(SOURCE.contentSecurityPolicy)
    .map(([directive, sources]) =>
      [directive, ...sources.map((source) => (source === SOURCE.placeholder ? origin : source))].join(' '),
    )
    .join('; ')
}

/** Every security header sent on every response, by name, in the order the configs list them. */
export function securityHeaders(emailjsOrigin = DEFAULT_EMAILJS_ORIGIN) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(emailjsOrigin),
    ...SOURCE.headers,
    'Permissions-Policy': SOURCE.permissionsPolicy.map((feature) => `${feature}=()`).join(', '),
  }
}

/** Refuses text that would end or escape a double-quoted nginx string (or start a variable). */
function nginxSafe(what, value) {
  const text = String(value)
  if (/["\\$\r\n]/.test(text) || text === '')
    throw new Error(`Unusable ${what} for nginx: ${JSON.stringify(text)}`)
  return text
}

/**
 * Fills a template of deploy/: drops the "##" note lines, repeats a line once per element when its
 * placeholder has a list value (the whole line when the line is only the placeholder), and refuses
 * to leave a placeholder unfilled.
 */
function renderTemplate(name, values) {
  const lines = []
  for (const line of readFileSync(join(DEPLOY, name), 'utf8').split('\n')) {
    if (line.startsWith('##')) continue
    const listed = Object.keys(values).find((key) => Array.isArray(values[key]) && line.includes(key))
    if (!listed) {
      lines.push(
        line.replace(/__[A-Z0-9_]+__/g, (key) => (typeof values[key] === 'string' ? values[key] : key)),
      )
      continue
    }
    const indent = /^\s*/.exec(line)?.[0] ?? ''
    for (const item of values[listed]) {
      lines.push(line.trim() === listed ? indent + item : line.replace(listed, item))
    }
  }
  const text = lines.join('\n')
  const left = /__[A-Z0-9_]+__/.exec(text)
  if (left) throw new Error(`deploy/${name}: placeholder ${left[0]} was not filled`)
  return text
}

/**
 * The site's deployment configuration for one EmailJS origin: the nginx server block (`nginxConf`),
 * the _headers file of Netlify / Cloudflare Pages (`headersFile`) and the security headers (`headers`).
 * nginx listens on `listen` (one address or several), else on `port` (IPv4 and IPv6), else on 80.
 */
export function renderDeployConfig({
  emailjsOrigin = DEFAULT_EMAILJS_ORIGIN,
  root = DEFAULT_ROOT,
  port,
  listen,
  serverName = '_',
} = {}) {
  const headers = securityHeaders(emailjsOrigin)
  const addresses =
    listen !== undefined
      ? [listen].flat()
      : port !== undefined
        ? [`${port}`, `[::]:${port}`]
        : ['80', '[::]:80']
  const cache = {
    __CACHE_ASSETS__: CACHE_CONTROL.assets,
    __CACHE_MEDIA__: CACHE_CONTROL.media,
    __CACHE_REVALIDATE__: CACHE_CONTROL.revalidate,
  }
  const nginxConf = renderTemplate('nginx.conf', {
    __LISTEN__: addresses.map((address) => nginxSafe('listen address', address)),
    __SERVER_NAME__: nginxSafe('server name', serverName),
    __ROOT__: nginxSafe('root', resolve(root)),
    ...cache,
    __SECURITY_HEADERS__: Object.entries(headers).map(
      ([name, value]) => `add_header ${name} "${nginxSafe(name, value)}" always;`,
    ),
  })
  const headersFile = renderTemplate('_headers', {
    ...cache,
    __SECURITY_HEADERS__: Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  })
  return { nginxConf, headersFile, headers }
}

/**
 * Installs Debian's nginx and its brotli_static module with apt-get (through sudo unless root) when
 * they are missing; returns nginx's path.
 */
export function ensureNginx() {
  if (!isExecutable(NGINX)) {
    if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH is set but ${NGINX} is not an executable`)
    aptInstall('nginx')
    if (!isExecutable(NGINX)) throw new Error(`apt-get installed nginx but ${NGINX} is missing`)
  }
  if (!existsSync(BROTLI_STATIC_MODULE)) aptInstall('libnginx-mod-http-brotli-static')
  return NGINX
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** A TCP port free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => done(port))
    })
  })
}

/** Whether something answers HTTP at `url` (any status). node:http, not fetch: works under jsdom too. */
function answersHttp(url) {
  return new Promise((done) => {
    const request = httpRequest(url, { method: 'HEAD', timeout: 1_000 }, (response) => {
      response.resume()
      done(true)
    })
    request.once('timeout', () => request.destroy())
    request.once('error', () => done(false))
    request.end()
  })
}

/** nginx's main configuration for an unprivileged, foreground run whose files all live in `dir`. */
function mainConfig(dir) {
  const path = (name) => `"${nginxSafe('temporary path', join(dir, name))}"`
  return [
    '# Local run of the site, generated by scripts/nginx.mjs.',
    'daemon off;',
    `load_module "${nginxSafe('module path', BROTLI_STATIC_MODULE)}";`,
    'master_process on;',
    'worker_processes 1;',
    // As root, workers would otherwise drop to "nobody", who can read neither a private root nor `dir`.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path('nginx.pid')};`,
    'error_log stderr warn;',
    'events {',
    '    worker_connections 256;',
    '}',
    'http {',
    '    access_log off;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_timeout 65;',
    `    client_body_temp_path ${path('client_body')};`,
    `    proxy_temp_path ${path('proxy')};`,
    `    fastcgi_temp_path ${path('fastcgi')};`,
    `    uwsgi_temp_path ${path('uwsgi')};`,
    `    scgi_temp_path ${path('scgi')};`,
    `    include ${path('site.conf')};`,
    '}',
    '',
  ].join('\n')
}

/**
 * Starts nginx in the foreground (a child process) serving `root` on 127.0.0.1:`port` (default: a free
 * port) with the site's configuration; resolves once it answers HTTP. `stop()` ends it and waits.
 */
export async function startNginx({
  root = DEFAULT_ROOT,
  port,
  emailjsOrigin = DEFAULT_EMAILJS_ORIGIN,
  log = (text) => process.stderr.write(text),
  timeoutMs = 10_000,
} = {}) {
  const nginx = ensureNginx()
  const site = resolve(root)
  if (!existsSync(site) || !statSync(site).isDirectory())
    throw new Error(`Nothing to serve: ${site} is not a directory`)
  const listenPort = port ?? (await freePort())
  const url = `http://127.0.0.1:${listenPort}`
  const { nginxConf } = renderDeployConfig({ emailjsOrigin, root: site, listen: `127.0.0.1:${listenPort}` })

  const dir = await mkdtemp(join(tmpdir(), 'site-nginx-'))
  await Promise.all(
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => mkdir(join(dir, name))),
  )
  await writeFile(join(dir, 'site.conf'), nginxConf)
  await writeFile(join(dir, 'nginx.conf'), mainConfig(dir))

  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (text) => {
    output = (output + text).slice(-4000)
    log?.(text)
  })
  const closed = new Promise((done) => {
    child.once('error', (error) => {
      output += `\n${error.message}`
      done(null)
    })
    child.once('close', (code) => done(code))
  })
  // If this process exits without stop(): SIGTERM, not SIGKILL, so that the master takes its workers
  // (which hold the listening socket) down with it.
  const killOnExit = () => {
    child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', killOnExit)

  let stopping
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await closed
        clearTimeout(timer)
      }
      await rm(dir, { recursive: true, force: true })
    })()
    return stopping
  }

  let exited = false
  closed.then(() => (exited = true))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) {
      await stop()
      throw new Error(`nginx exited before serving ${url}:\n${output.trim()}`)
    }
    // nginx writes its pid file once it has bound the port: until then, whatever answers is not it.
    const pidFile = join(dir, 'nginx.pid')
    const pid = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').trim() : ''
    if (pid === String(child.pid) && (await answersHttp(`${url}/`))) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not answer at ${url} within ${timeoutMs} ms:\n${output.trim()}`)
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  return { url, port: listenPort, closed, stop }
}

/** --origin, else VITE_EMAILJS_ORIGIN of the environment and of `mode`'s .env files, else the default. */
async function originFromOptions(values) {
  if (values.origin) return normalizeOrigin(values.origin)
  let env = process.env
  try {
    const { loadEnv } = await import('vite')
    env = loadEnv(values.mode ?? 'production', PROJECT, 'VITE_')
  } catch {
    // No vite (a server without the dev dependencies): the environment alone decides.
  }
  return normalizeOrigin(env.VITE_EMAILJS_ORIGIN || DEFAULT_EMAILJS_ORIGIN)
}

const USAGE = `Usage:
  node scripts/nginx.mjs render  [--origin URL] [--root DIR] [--listen ADDR]... [--port N] [--server-name NAME]
      prints the production nginx server block (root default: this project's dist/, listen default: 80)
  node scripts/nginx.mjs headers [--origin URL]
      prints the _headers file for Netlify / Cloudflare Pages (e.g. > dist/_headers)
  node scripts/nginx.mjs serve   [--port 8080] [--root dist] [--origin URL]
      serves the build with nginx on 127.0.0.1 until Ctrl+C
The EmailJS origin defaults to VITE_EMAILJS_ORIGIN (environment, then the .env files of --mode,
default production), else ${DEFAULT_EMAILJS_ORIGIN}.`

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      origin: { type: 'string' },
      mode: { type: 'string' },
      root: { type: 'string' },
      listen: { type: 'string', multiple: true },
      port: { type: 'string' },
      'server-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command] = positionals
  if (values.help || positionals.length !== 1 || !['render', 'headers', 'serve'].includes(command)) {
    console.log(USAGE)
    process.exitCode = values.help ? 0 : 2
    return
  }
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`--port must be a TCP port number: "${values.port}"`)
  }
  const emailjsOrigin = await originFromOptions(values)

  if (command === 'render' || command === 'headers') {
    const config = renderDeployConfig({
      emailjsOrigin,
      root: values.root ?? DEFAULT_ROOT,
      port,
      listen: values.listen,
      serverName: values['server-name'] ?? '_',
    })
    process.stdout.write(command === 'render' ? config.nginxConf : config.headersFile)
    return
  }

  const root = resolve(values.root ?? DEFAULT_ROOT)
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build the site first (node scripts/build.mjs)`)
  }
  const server = await startNginx({ root, port: port ?? 8080, emailjsOrigin })
  console.log(`nginx serves ${root} at ${server.url}/ (connect-src allows ${emailjsOrigin}). Ctrl+C to stop.`)
  let stopping = false
  const shutdown = () => {
    stopping = true
    server.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  const code = await server.closed
  if (stopping) return
  await server.stop()
  console.error(`nginx exited (${code ?? 'signal'})`)
  process.exit(1)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
