import { Actor, sleep } from './actor.mjs'
import { CROSSFADE } from './config.mjs'

/**
 * @typedef {object} Take
 * @property {string} video Playwright's recording; the scenario starts on its first frame after MARKER_COLOR
 * @property {number} playedFor seconds the scenario took
 * @property {number} posterAt seconds into the scenario of its poster frame
 */

/** Fills the viewport just before the scenario starts, so that the recording shows where it starts. */
export const MARKER_COLOR = [255, 0, 255]

/**
 * Records a page while a scenario plays on it, plus enough still time after it for the loop's crossfade.
 * @param {import('playwright-core').Browser} browser
 * @param {object} options
 * @param {string} options.url
 * @param {import('./actor.mjs').Scenario} options.scenario
 * @param {number} options.seconds length of the finished clip
 * @param {{ width: number, height: number }} options.viewport CSS pixels
 * @param {{ width: number, height: number }} options.videoSize recorded pixels
 * @param {boolean} options.offline fail if the page makes any network request
 * @param {string} options.dir where Playwright writes its recording
 * @returns {Promise<Take>}
 */
export async function capture(browser, { url, scenario, seconds, viewport, videoSize, offline, dir }) {
  const context = await browser.newContext({ viewport, recordVideo: { dir, size: videoSize } })
  /** @type {string[]} */
  const requests = []
  if (offline) {
    await context.route(/^(?!file:|data:)/, (route) => {
      requests.push(route.request().url())
      return route.abort()
    })
  }
  const page = await context.newPage()
  let playedFor, posterAt
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.evaluate(() => document.fonts.ready)
    const actor = new Actor(page, seconds)
    if (scenario.cursor) await actor.showCursor(scenario.cursor)
    await page.evaluate(startHeartbeat)
    await page.evaluate(showMarker, MARKER_COLOR)
    await sleep(700)
    await page.evaluate(hideMarker)

    actor.start()
    await scenario.play(actor)
    if (scenario.cursor) await actor.moveTo(scenario.cursor, 700)
    playedFor = (Date.now() - actor.startedAt) / 1000
    posterAt = actor.posterAt
    await sleep(Math.max(0, seconds + CROSSFADE + 1 - playedFor) * 1000)
  } finally {
    await context.close()
  }
  if (requests.length) throw new Error(`${url} made network requests:\n  ${requests.join('\n  ')}`)
  const video = page.video()
  if (!video) throw new Error(`${url} was not recorded`)
  return { video: await video.path(), playedFor, posterAt }
}

/**
 * Keeps the page producing frames with an invisible flicker. The recorder only receives a frame when something
 * changes, and skips one that comes while it is busy: without this, a page at rest could show a stale picture.
 */
function startHeartbeat() {
  const dot = document.createElement('div')
  dot.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none'
  dot.animate([{ background: 'rgba(0,0,0,.01)' }, { background: 'rgba(0,0,0,.02)' }], {
    duration: 40,
    iterations: Infinity,
    direction: 'alternate',
  })
  document.documentElement.append(dot)
}

/** @param {number[]} rgb */
function showMarker(rgb) {
  const marker = document.createElement('div')
  marker.id = 'recording-marker'
  marker.style.cssText = `position:fixed;inset:0;z-index:2147483647;background:rgb(${rgb})`
  document.documentElement.append(marker)
}

/** Removes the marker and resolves once the page without it has been painted. */
function hideMarker() {
  document.getElementById('recording-marker')?.remove()
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}
