import { Actor, sleep } from './actor.mjs'
import { CROSSFADE } from './config.mjs'

/**
 * @typedef {object} Take
 * @property {string} video Playwright's recording
 * @property {number} startedAt wall-clock ms at which the scenario began
 * @property {number} playedFor seconds the scenario took
 */

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
  const requests = []
  if (offline) {
    await context.route(/^(?!file:|data:)/, (route) => {
      requests.push(route.request().url())
      return route.abort()
    })
  }
  const page = await context.newPage()
  let startedAt, playedFor
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.evaluate(() => document.fonts.ready)
    const actor = new Actor(page, seconds)
    if (scenario.cursor) await actor.showCursor(scenario.cursor)
    await scenario.prepare?.(actor)
    await sleep(500)

    startedAt = Date.now()
    await scenario.play(actor)
    if (scenario.cursor) await actor.moveTo(scenario.cursor, 700)
    playedFor = (Date.now() - startedAt) / 1000
    await sleep(Math.max(0, seconds + CROSSFADE + 0.4 - playedFor) * 1000)
  } finally {
    await context.close()
  }
  if (requests.length) throw new Error(`${url} made network requests:\n  ${requests.join('\n  ')}`)
  return { video: await page.video().path(), startedAt, playedFor }
}
