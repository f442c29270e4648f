// `npm test`: every check and test, on a fresh machine too. Installs the npm dependencies, finds (or
// installs) a Chromium and nginx and says which, checks format, types and lint, runs the unit tests
// and the tests of the scripts (Vitest), builds the production site in mode e2e, and again with
// analytics configured, then runs the browser tests against those builds served by nginx
// (Playwright); without nginx, by vite preview with the same headers. Prints the time of each
// stage at the end.
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { performance } from 'node:perf_hooks'
import { E2E_ANALYTICS, PORTS } from './settings.mjs'
import { chooseServer, ensureDependencies, findChromium, INSTALL_HINTS, SERVERS } from './setup.mjs'

/** @type {[stage: string, seconds: number][]} */
const times = []

/**
 * Runs one stage and records its time, whether or not it fails.
 * @param {string} name
 * @param {() => void} work
 */
function stage(name, work) {
  const start = performance.now()
  try {
    work()
  } finally {
    times.push([name, (performance.now() - start) / 1000])
  }
}

const run = (
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {Record<string, string>} */ env = {},
) => execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })

const printTimes = () => {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0)
  const stages = [...times, ['total', total]].map(
    ([name, seconds]) => `${name} ${Number(seconds).toFixed(1)} s`,
  )
  console.log(`\nnpm test stages: ${stages.join(' · ')}`)
}

/** Holds 127.0.0.1:`port` for this run, or resolves null when something else listens there. */
const hold = (/** @type {number} */ port) =>
  new Promise((resolve) => {
    const holder = createServer()
    holder.once('error', () => resolve(null))
    holder.listen(port, '127.0.0.1', () => resolve(holder.unref()))
  })

/**
 * The browser tests' two ports, held until their servers start: 4310 and 4311, or, while another
 * `npm test` on this machine holds or serves on them, the first free pair after them.
 * @returns {Promise<{ port: number, release: () => void }>}
 */
async function holdPorts() {
  for (let port = PORTS.e2e; port < PORTS.e2e + 200; port += 2) {
    const held = [await hold(port), await hold(port + 1)]
    if (held.every(Boolean)) return { port, release: () => held.forEach((holder) => holder?.close()) }
    for (const holder of held) holder?.close()
  }
  throw new Error(`no two free ports from ${PORTS.e2e} on 127.0.0.1`)
}

let server = SERVERS.nginx
const ports = await holdPorts()
if (ports.port !== PORTS.e2e) {
  console.log(
    `Another run uses ports ${PORTS.e2e} and ${PORTS.e2e + 1}: this one uses ${ports.port} and ${ports.port + 1}.`,
  )
}
// The browser tests' configuration reads it (scripts/settings.mjs), and the builds' address follows.
process.env.E2E_PORT = String(ports.port)
const siteUrl = { VITE_SITE_URL: `http://127.0.0.1:${ports.port}` }
try {
  stage('install', () => {
    ensureDependencies()
    const log = (/** @type {string} */ line) => console.log(line)
    process.env.CHROMIUM_PATH = findChromium({ log }).path
    const chosen = chooseServer({ log })
    server = chosen.server
    // What the browser tests' configuration finds again, without installing (playwright.config.ts).
    if (chosen.nginx) process.env.NGINX_PATH = chosen.nginx.path
  })
  stage('check', () => run('npm', ['run', 'check']))
  stage('unit', () => run('npx', ['vitest', 'run']))
  stage('build', () => {
    run('node', ['scripts/build.mjs', '--mode', 'e2e'], siteUrl)
    run('node', ['scripts/build.mjs', '--mode', 'e2e', '--out-dir', E2E_ANALYTICS.dir], {
      ...E2E_ANALYTICS.env,
      ...siteUrl,
    })
  })
  ports.release()
  stage('browser', () => run('npx', ['playwright', 'test']))
  printTimes()
  if (server === SERVERS.preview)
    console.log(`The browser tests that need nginx were skipped: ${INSTALL_HINTS.nginx}.`)
} catch (error) {
  printTimes()
  const { message, status } = /** @type {{ message: string, status?: number }} */ (error)
  console.error(`\nnpm test failed: ${message.split('\n')[0]}`)
  process.exit(typeof status === 'number' && status > 0 ? status : 1)
}
