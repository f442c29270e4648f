import { mkdir, readFile, symlink } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CHROMIUM_ARGS } from '../../settings.mjs'
import { tools } from './config.mjs'

/**
 * Playwright encodes its recordings with an ffmpeg build from its own browser registry, which is not installed
 * here; this points the registry at a directory where that build is the system ffmpeg.
 * Must run before playwright-core is first imported.
 * @param {string} workDir
 */
async function useSystemFfmpeg(workDir) {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json')
  const { browsers } = /** @type {{ browsers: { name: string, revision: string }[] }} */ (
    JSON.parse(await readFile(path.join(path.dirname(packageJson), 'browsers.json'), 'utf8'))
  )
  const ffmpeg = browsers.find((browser) => browser.name === 'ffmpeg')
  if (!ffmpeg) throw new Error("playwright-core's browsers.json names no ffmpeg build")
  const { revision } = ffmpeg
  const registry = path.join(workDir, 'playwright-registry')
  const dir = path.join(registry, `ffmpeg-${revision}`)
  await mkdir(dir, { recursive: true })
  await symlink(tools.ffmpeg, path.join(dir, process.platform === 'darwin' ? 'ffmpeg-mac' : 'ffmpeg-linux'))
  process.env.PLAYWRIGHT_BROWSERS_PATH = registry
}

/**
 * Launches Chromium once per run.
 * With `hiDpi` every CSS pixel is rendered as 2×2 device pixels. (The `deviceScaleFactor` context option does not
 * do this for recordings: their frames are captured at CSS-pixel size.)
 * @param {{ workDir: string, hiDpi: boolean }} options
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchBrowser({ workDir, hiDpi }) {
  await useSystemFfmpeg(workDir)
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: tools.chromium,
    args: hiDpi ? [...CHROMIUM_ARGS, '--force-device-scale-factor=2'] : CHROMIUM_ARGS,
  })
}
