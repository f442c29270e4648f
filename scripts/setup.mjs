// Installs what the README's commands need when it is missing: npm dependencies, and for the
// browser tests Debian's Chromium and nginx with its brotli module. Uses only Node built-ins (and
// the settings module), so it runs before `npm install`.
import { execFileSync } from 'node:child_process'
import { accessSync, constants, existsSync, statSync } from 'node:fs'
import { CHROMIUM_PATH } from './settings.mjs'

const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
  execFileSync(command, args, { stdio: 'inherit' })

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
/** Debian's brotli_static module (package libnginx-mod-http-brotli-static), for the .br files of the build. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json'
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return
  // `npm install`, not `npm ci`: the lock file holds only the packages the registry serves here, and
  // `npm ci` refuses a lock without every platform's optional binaries (Tailwind's oxide builds).
  console.log('Installing npm dependencies (npm install)…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

/**
 * Installs a Debian package with apt-get (through sudo unless root).
 * @param {string} name
 */
export function aptInstall(name) {
  console.log(`Installing Debian's ${name} (apt-get)…`)
  const apt = (/** @type {string[]} */ ...args) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args])
  apt('update')
  apt('install', '-y', '--no-install-recommends', name)
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM_PATH)) aptInstall('chromium')
}

/** Installs Debian's nginx and its brotli_static module when they are missing; returns nginx's path. */
export function ensureNginx() {
  if (!isExecutable(NGINX)) {
    if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH is set but ${NGINX} is not an executable`)
    aptInstall('nginx')
    if (!isExecutable(NGINX)) throw new Error(`apt-get installed nginx but ${NGINX} is missing`)
  }
  if (!existsSync(BROTLI_STATIC_MODULE)) aptInstall('libnginx-mod-http-brotli-static')
  return NGINX
}

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}
