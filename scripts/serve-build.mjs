// Serves a build for the bench and the tests of scripts: `node scripts/serve-nginx.mjs --root <dir>
// --port <port> [--peer]` (nginx with the shipped configuration) as a child process, until stop()
// sends it SIGTERM.
// (The browser tests start the same script as Playwright's webServer.)
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SERVE_NGINX = fileURLToPath(new URL('./serve-nginx.mjs', import.meta.url))
const START_TIMEOUT_MS = 15_000

/**
 * @typedef {object} ServedBuild
 * @property {string} url http://127.0.0.1:<port>/
 * @property {() => Promise<number | null>} stop stops nginx, waits for it to exit and resolves with its exit code
 */

/**
 * Whether anything answers HTTP at `url`.
 * @param {string} url
 */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    await response.body?.cancel()
    return true
  } catch {
    return false
  }
}

/**
 * Serves `root` on 127.0.0.1:`port` and resolves once it answers.
 * @param {string} root the built site
 * @param {number} port
 * @param {{ peer?: boolean }} [options] peer: another site, served without this site's security headers
 * @returns {Promise<ServedBuild>}
 */
export async function serveBuild(root, port, { peer = false } = {}) {
  const url = `http://127.0.0.1:${port}/`
  if (await answers(url))
    throw new Error(`Something already answers at ${url}: stop it, then run the bench again`)
  const args = [SERVE_NGINX, '--root', root, '--port', String(port), ...(peer ? ['--peer'] : [])]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  /** @type {Promise<[number | null, NodeJS.Signals | null]>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve([code, signal]))
    child.once('error', (error) => {
      console.error(`serve-nginx.mjs: ${error.message}`)
      resolve([null, null])
    })
  })
  let running = true
  void exited.then(() => (running = false))

  const stop = async () => {
    if (running) child.kill('SIGTERM')
    const [code] = await exited
    return code
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await answers(url))) {
    if (!running) {
      const [code, signal] = await exited
      throw new Error(`serve-nginx.mjs exited (${signal ?? `code ${code}`}) before ${url} answered`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, stop }
}
