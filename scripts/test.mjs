// `npm test`: every check and test, on a fresh machine too. Installs dependencies, Chromium and
// nginx when missing, checks format, types and lint, runs the unit tests and the tests of the
// scripts (Vitest), builds the production site in mode e2e, then runs the browser tests against that
// build served by nginx (Playwright).
import { execFileSync } from 'node:child_process'
import { ensureChromium, ensureDependencies, ensureNginx } from './setup.mjs'

const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
  execFileSync(command, args, { stdio: 'inherit' })

try {
  ensureDependencies()
  ensureChromium()
  ensureNginx()
  run('npm', ['run', 'check'])
  run('npx', ['vitest', 'run'])
  run('node', ['scripts/build.mjs', '--mode', 'e2e'])
  run('npx', ['playwright', 'test'])
} catch (error) {
  const { message, status } = /** @type {{ message: string, status?: number }} */ (error)
  console.error(`\nnpm test failed: ${message.split('\n')[0]}`)
  process.exit(typeof status === 'number' && status > 0 ? status : 1)
}
