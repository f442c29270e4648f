// Taps made the moment a control appears, the way a visitor on a cheap phone taps: each control in
// a fresh page on the phone profile (CPU 4× slower, 1.6 Mbit/s down, 150 ms latency), clicked as
// soon as Playwright sees it visible and stable. A tap counts as lost when what it opens is not
// open 5 s later. With JavaScript off the same taps run without the throttling of script.
import { performance } from 'node:perf_hooks'

const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}
const OPEN_TIMEOUT_MS = 5000

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/**
 * @typedef {object} Tap
 * @property {string} name
 * @property {number} width viewport width, CSS pixels
 * @property {(page: Page) => Locator} control what the visitor taps
 * @property {(page: Page) => Locator} opened what is open once the tap has worked
 */

/**
 * @typedef {object} TapResult
 * @property {string} tap the Tap's name
 * @property {boolean} opened
 * @property {number | null} ms from tap to open; null when it did not open
 */

/**
 * @typedef {object} FirstTaps
 * @property {number} made
 * @property {number} lost
 * @property {string[]} lostBy the name of each lost tap (repeated once per lost round)
 * @property {number | null} medianMs
 * @property {number | null} slowestMs
 */

/**
 * Each control as a visitor finds it, the width it shows at, and what is open once it has worked.
 * @type {Tap[]}
 */
const TAPS = [
  {
    name: 'Build My Website (375 px)',
    width: 375,
    control: (page) => page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }),
    opened: (page) => page.getByRole('dialog', { name: 'Build My Website' }),
  },
  {
    name: 'Menu (375 px)',
    width: 375,
    control: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    opened: (page) => page.locator(':popover-open'),
  },
  {
    name: 'About (1280 px)',
    width: 1280,
    control: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About', exact: true }),
    opened: (page) => page.getByRole('dialog', { name: 'About' }),
  },
]

/**
 * Puts a page on the phone profile: CPU 4× slower, 1.6 Mbit/s down, 150 ms latency, no cache.
 * @param {Page} page
 */
export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  })
}

/**
 * Runs `visit` on a fresh page on the phone profile, `width` CSS pixels wide, handed over as soon as
 * the first byte of `url` arrives (so the visitor acts while it loads), then closes the page.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ width: number, javaScriptEnabled?: boolean }} options
 * @param {(page: Page) => Promise<T>} visit
 * @returns {Promise<T>}
 */
export async function visitOnPhone(browser, url, { width, javaScriptEnabled = true }, visit) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled })
  try {
    const page = await context.newPage()
    await throttle(page)
    await page.goto(url, { waitUntil: 'commit' })
    return await visit(page)
  } finally {
    await context.close()
  }
}

/**
 * Taps `control` the moment it shows: the time from the tap until `opened` shows, or null when it
 * is not open within OPEN_TIMEOUT_MS (the tap was lost).
 * @param {Locator} control
 * @param {Locator} opened
 * @returns {Promise<number | null>}
 */
export async function tapToOpen(control, opened) {
  await control.click({ timeout: 30_000 })
  const tapped = performance.now()
  try {
    await opened.first().waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
    return performance.now() - tapped
  } catch {
    return null
  }
}

/**
 * Every control in TAPS, `rounds` times each, on the phone profile with JavaScript on or off:
 * taps lost out of taps made, and the median and slowest time from tap to open.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ javaScriptEnabled?: boolean, rounds?: number }} [options]
 * @returns {Promise<FirstTaps>}
 */
export async function firstTaps(browser, url, { javaScriptEnabled = true, rounds = 2 } = {}) {
  /** @type {TapResult[]} */
  const results = []
  for (let round = 0; round < rounds; round++) {
    for (const tap of TAPS) {
      const ms = await visitOnPhone(browser, url, { width: tap.width, javaScriptEnabled }, (page) =>
        tapToOpen(tap.control(page), tap.opened(page)),
      )
      results.push({ tap: tap.name, opened: ms !== null, ms })
    }
  }
  const times = results.flatMap((result) => (result.ms === null ? [] : [result.ms])).sort((a, b) => a - b)
  return {
    made: results.length,
    lost: results.filter((result) => !result.opened).length,
    lostBy: results.filter((result) => !result.opened).map((result) => result.tap),
    medianMs: times[Math.floor(times.length / 2)] ?? null,
    slowestMs: times.at(-1) ?? null,
  }
}
