// Installs and finds what the README's commands need: npm dependencies, a Chromium for the browser
// tests and the bench, and nginx with its brotli module. Uses only Node built-ins (and the settings
// module) at import, so it runs before `npm install`.
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'
import { CHROMIUM_PATH } from './settings.mjs'

const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
  execFileSync(command, args, { stdio: 'inherit' })

/** Debian's brotli_static module (package libnginx-mod-http-brotli-static), for the .br files of the build. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** What to install where a command is missing, for the lines that say so. */
export const INSTALL_HINTS = {
  chromium:
    'set CHROMIUM_PATH, or install Chromium (Debian and Ubuntu: apt-get install chromium-headless-shell; ' +
    'Fedora: dnf install chromium-headless; macOS: brew install --cask chromium), ' +
    'or let Playwright download its own (npx playwright install chromium)',
  nginx:
    'install nginx to run them (Debian and Ubuntu: apt-get install nginx libnginx-mod-http-brotli-static; ' +
    'Fedora: dnf install nginx; macOS: brew install nginx), or set NGINX_PATH',
}

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json'
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return
  // `npm install`, not `npm ci`: the lock file holds only the packages the registry serves here, and
  // `npm ci` refuses a lock without every platform's optional binaries (Tailwind's oxide builds).
  console.log('Installing npm dependencies (npm install)…')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

/**
 * Installs Debian packages with apt-get (through sudo unless root).
 * @param {string[]} names
 * @param {string} [aptGet] apt-get's path
 */
export function aptInstall(names, aptGet = 'apt-get') {
  console.log(`Installing ${names.join(', ')} (apt-get)…`)
  const apt = (/** @type {string[]} */ ...args) =>
    process.getuid?.() === 0 ? run(aptGet, args) : run('sudo', [aptGet, ...args])
  apt('update')
  apt('install', '-y', '--no-install-recommends', ...names)
}

/** Debian's full Chromium, for the bench and the media scripts, which measure what a visitor's browser does. */
export function ensureChromium() {
  if (!existsSync(CHROMIUM_PATH)) aptInstall(['chromium'])
}

/**
 * Debian's nginx and its brotli_static module, for the bench, which serves builds with the shipped
 * configuration; installs them when missing. Returns nginx's path.
 */
export function ensureNginx() {
  const found = findNginx()
  if (!found?.brotliModule)
    throw new Error(`nginx with its brotli_static module is missing: ${INSTALL_HINTS.nginx}`)
  return found.path
}

/** @typedef {{ env?: NodeJS.ProcessEnv, install?: boolean, log?: (line: string) => void }} FindOptions */

/**
 * The Chromium the browser tests use, looked for in this order: CHROMIUM_PATH; a system Chromium on
 * PATH (the headless shell first, the lightest build, which Playwright itself runs headless; then
 * the Debian, Ubuntu, Fedora and Homebrew names; then Fedora's headless shell and macOS's app, which are
 * outside PATH); Playwright's own, downloaded with
 * `playwright install chromium` when missing; and apt-get where there is one. With `install` false
 * it only looks. Throws when there is none.
 * @param {FindOptions} [options]
 * @returns {{ path: string, source: string }}
 */
export function findChromium({ env = process.env, install = true, log = () => undefined } = {}) {
  const chosen = (/** @type {string} */ path, /** @type {string} */ source) => {
    log(`Chromium: ${path} (${source})`)
    return { path, source }
  }
  const fromEnv = fromVariable(env, 'CHROMIUM_PATH', log)
  if (fromEnv) return chosen(fromEnv, 'CHROMIUM_PATH')
  const system = systemChromium(env)
  if (system) return chosen(system, 'system Chromium')
  const playwrights = playwrightChromium(env)
  if (existsSync(playwrights)) return chosen(playwrights, 'Playwright’s own')
  if (install) {
    log('Chromium: none on this system; downloading Playwright’s own (playwright install chromium)…')
    const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
    const result = spawnSync(process.execPath, [cli, 'install', 'chromium'], { env, stdio: 'inherit' })
    if (result.status === 0 && existsSync(playwrights))
      return chosen(playwrights, 'Playwright’s own, downloaded')
    log('Chromium: Playwright’s download failed')
    const aptGet = onPath(env, ['apt-get'])
    if (aptGet) {
      aptInstall(['chromium-headless-shell'], aptGet)
      const installed = systemChromium(env)
      if (installed) return chosen(installed, 'system Chromium, installed with apt-get')
    }
  }
  throw new Error(`no Chromium for the browser tests: ${INSTALL_HINTS.chromium}`)
}

/**
 * nginx for the browser tests, looked for in this order: NGINX_PATH; nginx on PATH or in the sbin
 * folder beside a bin folder on it; apt-get where there is one (with Debian's brotli module, which
 * the shipped configuration loads). With `install` false it only looks. Null when there is none.
 * @param {FindOptions} [options]
 * @returns {{ path: string, source: string, brotliModule: string | null } | null}
 */
export function findNginx({ env = process.env, install = true, log = () => undefined } = {}) {
  const modulePath = () => (existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null)
  const chosen = (/** @type {string} */ path, /** @type {string} */ source) => {
    const aptGet = onPath(env, ['apt-get'])
    if (!modulePath() && install && aptGet) aptInstall(['libnginx-mod-http-brotli-static'], aptGet)
    const brotliModule = modulePath()
    log(
      `Server: nginx at ${path} (${source})${brotliModule ? '' : ', without its brotli_static module: the brotli test is skipped'}`,
    )
    return { path, source, brotliModule }
  }
  const fromEnv = fromVariable(env, 'NGINX_PATH', log)
  if (fromEnv) return chosen(fromEnv, 'NGINX_PATH')
  const system = onPath(env, ['nginx'])
  if (system) return chosen(system, 'system nginx')
  const aptGet = onPath(env, ['apt-get'])
  if (install && aptGet) {
    aptInstall(['nginx', 'libnginx-mod-http-brotli-static'], aptGet)
    const installed = onPath(env, ['nginx'])
    if (installed) return chosen(installed, 'system nginx, installed with apt-get')
  }
  return null
}

/** How the browser tests are served: nginx with the shipped configuration, or vite preview without it. */
export const SERVERS = { nginx: 'nginx', preview: 'vite preview' }

/**
 * nginx when there is one (findNginx), else vite preview with the site's headers, the tests that
 * only nginx can pass then skipped. Says in one line which it is.
 * @param {FindOptions} [options]
 */
export function chooseServer(options = {}) {
  const nginx = findNginx(options)
  if (nginx) return { server: SERVERS.nginx, nginx }
  options.log?.(
    `Server: vite preview with the site's headers, as there is no nginx; the tests that need nginx are skipped: ${INSTALL_HINTS.nginx}`,
  )
  return { server: SERVERS.preview, nginx }
}

/**
 * The executable a variable names, or undefined (with a line saying so when it names something else).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {(line: string) => void} log
 */
function fromVariable(env, name, log) {
  const value = env[name]
  if (!value) return undefined
  if (isExecutableFile(value)) return value
  log(`${name}=${value} is not an executable file: looking further`)
  return undefined
}

/**
 * Chromiums installed outside PATH: Fedora's headless shell (package chromium-headless) and the
 * macOS app (Homebrew's cask, or a download).
 */
const CHROMIUM_FILES = {
  linux: ['/usr/lib64/chromium-browser/headless_shell'],
  darwin: ['/Applications/Chromium.app/Contents/MacOS/Chromium'],
}

/** @param {NodeJS.ProcessEnv} env */
function systemChromium(env) {
  const names = ['chromium-headless-shell', 'chromium', 'chromium-browser']
  const files = CHROMIUM_FILES[/** @type {keyof typeof CHROMIUM_FILES} */ (process.platform)] ?? []
  return onPath(env, names) ?? files.find(isExecutableFile)
}

/**
 * Where Playwright keeps its own Chromium (PLAYWRIGHT_BROWSERS_PATH, else its cache folder), whether
 * or not it is there.
 * @param {NodeJS.ProcessEnv} env
 */
export function playwrightChromium(env) {
  const cli = createRequire(import.meta.url).resolve('playwright-core')
  const script = `process.stdout.write(require(${JSON.stringify(cli)}).chromium.executablePath())`
  return execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' })
}

/**
 * The first of `names` found as an executable in a folder of PATH or in the sbin folder beside a bin
 * folder of PATH (Debian keeps nginx in /usr/sbin, which is not on a user's PATH).
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} names
 */
function onPath(env, names) {
  const folders = (env.PATH ?? '').split(delimiter).filter(Boolean)
  const withSbin = folders.flatMap((folder) =>
    folder.endsWith('/bin') ? [folder, join(dirname(folder), 'sbin')] : [folder],
  )
  for (const name of names) {
    for (const folder of withSbin) {
      const file = join(folder, name)
      if (isExecutableFile(file)) return file
    }
  }
  return undefined
}

/** @param {string} file */
function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}
