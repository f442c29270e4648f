/**
 * Records the site's demo clips: `npm run media -- --help` for usage.
 * Each clip is a scripted interaction on a page (a mock in ./mocks, or a live site given with --url), recorded with
 * Playwright and re-encoded by ffmpeg into a seamless loop.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { launchBrowser } from './lib/browser.mjs'
import { parseCli } from './lib/cli.mjs'
import { makeClip } from './lib/clip.mjs'
import { paths, tools } from './lib/config.mjs'
import { aptInstall, ensureChromium } from '../setup.mjs'

const { url, names, seconds } = parseCli(process.argv.slice(2))
ensureChromium()
if (!existsSync(tools.ffmpeg) || !existsSync(tools.ffprobe)) aptInstall(['ffmpeg'])

/** @type {import('./lib/clip.mjs').Job[]} */
const jobs = await Promise.all(
  names.map(async (name) => ({
    name,
    url: url ?? pathToFileURL(path.join(paths.mocks, `${name}.html`)).href,
    scenario: /** @type {import('./lib/actor.mjs').Scenario} */ (
      await import(`./scenarios/${url ? 'scroll' : name}.mjs`)
    ),
    live: Boolean(url),
  })),
)

const workDir = await mkdtemp(path.join(os.tmpdir(), 'studio-media-'))
try {
  const browser = await launchBrowser({ workDir, hiDpi: !url })
  try {
    for (const job of jobs) await makeClip(browser, job, seconds, workDir)
  } finally {
    await browser.close()
  }
} finally {
  await rm(workDir, { recursive: true, force: true })
}
