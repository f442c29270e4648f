// Installs what the README's commands need when it is missing: npm dependencies and, for the
// browser tests, Debian's Chromium. Uses only Node built-ins, so it runs before `npm ci`.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' })

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json'
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return
  // `npm install`, not `npm ci`: the lock file holds only the packages the registry serves here, and
  // `npm ci` refuses a lock without every platform's optional binaries (Tailwind's oxide builds).
  console.log('Installing npm dependencies (npm install)…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Installs a Debian package with apt-get (through sudo unless root). */
export function aptInstall(name) {
  console.log(`Installing Debian's ${name} (apt-get)…`)
  const apt = (...args) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args])
  apt('update')
  apt('install', '-y', '--no-install-recommends', name)
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) aptInstall('chromium')
}
