// `npm test`: every check and test, on a fresh machine too. Installs the npm dependencies, finds (or
// installs) a Chromium and nginx and says which, checks format, types and lint, runs the unit tests
// and the tests of the scripts (Vitest), builds the production site in mode e2e, and again with
// analytics configured, then runs the browser tests against those builds served by nginx
// (Playwright); without nginx, by vite preview with the same headers. Prints the time of each
// stage at the end.
import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { E2E_ANALYTICS } from './settings.mjs'
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

let server = SERVERS.nginx
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
    run('node', ['scripts/build.mjs', '--mode', 'e2e'])
    run('node', ['scripts/build.mjs', '--mode', 'e2e', '--out-dir', E2E_ANALYTICS.dir], E2E_ANALYTICS.env)
  })
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
