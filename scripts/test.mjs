// `npm test`: every check and test, on a fresh machine too. Installs dependencies, Chromium and
// nginx when missing, checks format, types and lint, builds the production site in mode e2e, then
// runs the unit tests and the browser tests against that build served by nginx.
import { execFileSync } from 'node:child_process'
import { ensureNginx } from './nginx.mjs'
import { ensureChromium, ensureDependencies } from './setup.mjs'

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' })

try {
  ensureDependencies()
  ensureChromium()
  ensureNginx()
  run('npm', ['run', 'check'])
  run('node', ['scripts/build.mjs', '--mode', 'e2e'])
  run('npx', ['vitest', 'run'])
} catch (error) {
  console.error(`\nnpm test failed: ${error.message.split('\n')[0]}`)
  process.exit(typeof error.status === 'number' && error.status > 0 ? error.status : 1)
}
