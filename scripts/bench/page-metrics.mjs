// Browser measurements for the media and motion budget: bytes transferred on the initial load at a
// given width (by resource type, with any video requests named), the main-thread time spent on
// the hero glow over a scripted 5 s of mouse movement, and the CPU the page takes while nobody
// touches it.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../settings.mjs'

/** @typedef {import('playwright-core').Browser} Browser */

/**
 * @typedef {object} InitialLoad
 * @property {number} width CSS pixels
 * @property {number} total bytes transferred
 * @property {Record<string, number>} byType bytes transferred by CDP resource type
 * @property {string[]} videos URLs of the video requests
 */

/**
 * @typedef {object} GlowCost
 * @property {number} moves pointer events sent
 * @property {number} handlerMs main-thread time in pointermove dispatch and animation-frame callbacks
 * @property {number} frames animation frames fired
 * @property {number} perFrameMs
 * @property {number} longestTaskMs
 */

/**
 * The trace events the glow's cost is read from (complete events, `ph` "X", carry a duration in µs).
 * @typedef {{ name?: string, ph?: string, dur?: number, args?: { data?: { type?: string } } }} TraceEvent
 */

/** The window of the measured page, with the long tasks glowCost collects. */
/** @typedef {Window & { __longTasks?: number[] }} MeasuredWindow */

/** How long the page rests in each state of restingCpu, and how long it settles first. */
const REST_MS = 5000
const SETTLE_MS = 1500

/**
 * @typedef {object} RestingState
 * @property {string} name what the page shows while it rests
 * @property {number} width
 * @property {(page: import('playwright-core').Page) => Promise<unknown>} reach
 */

/** @type {RestingState[]} */
export const RESTING_STATES = [
  { name: 'the hero, 1280 px', width: 1280, reach: async () => {} },
  { name: 'the hero, 375 px', width: 375, reach: async () => {} },
  {
    name: 'a dialog open over the hero, 1280 px',
    width: 1280,
    reach: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'FAQ', exact: true })
        .click(),
  },
  {
    name: 'Our work in view, 1280 px',
    width: 1280,
    reach: (page) =>
      page.evaluate(() => document.getElementById('work')?.scrollIntoView({ behavior: 'instant' })),
  },
]

/**
 * What the page costs a device while nobody touches it (its animations, its clips, and all they make
 * the browser draw again): the page loads fresh, is brought to `state` and settles, then the CPU time
 * every Chromium process spends over 5 s (the page's renderer, the compositor, video decoding) is
 * read from the browser. Returns it as cores kept busy: CPU seconds per second.
 * @param {Browser} browser
 * @param {string} url
 * @param {RestingState} state
 * @returns {Promise<number>}
 */
export async function restingCpu(browser, url, { width, reach }) {
  const cdp = await browser.newBrowserCDPSession()
  const cpuSeconds = async () => {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo')
    return processInfo.reduce((total, process) => total + process.cpuTime, 0)
  }
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await reach(page)
  await page.waitForTimeout(SETTLE_MS)
  const before = await cpuSeconds()
  const started = performance.now()
  await page.waitForTimeout(REST_MS)
  const spent = (await cpuSeconds()) - before
  const seconds = (performance.now() - started) / 1000
  await context.close()
  await cdp.detach()
  return spent / seconds
}

/** Debian's Chromium, headless, with the flags every script uses. */
export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * Loads the page fresh at `width` and waits for the network to settle; sums transferred bytes by type.
 * @param {Browser} browser
 * @param {string} url
 * @param {number} width
 * @returns {Promise<InitialLoad>}
 */
export async function initialLoad(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  /** @type {Map<string, string>} */
  const types = new Map()
  /** @type {Record<string, number>} */
  const byType = {}
  /** @type {string[]} */
  const videos = []
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type)
    if (type === 'Media' || /\.(webm|mp4)(\?|$)/.test(response.url)) videos.push(response.url)
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId) ?? 'Other'
    byType[type] = (byType[type] ?? 0) + encodedDataLength
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await context.close()
  const total = Object.values(byType).reduce((a, b) => a + b, 0)
  return { width, total, byType, videos }
}

/**
 * Moves the mouse over the hero for 5 s at 60 moves a second while tracing, then sums the time the
 * main thread spent dispatching pointermove events and running animation-frame callbacks.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<GlowCost>}
 */
export async function glowCost(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => {
    /** @type {number[]} */
    const longTasks = []
    const measured = /** @type {MeasuredWindow} */ (window)
    measured.__longTasks = longTasks
    new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
    })
  })
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  const started = Date.now()
  let step = 0 // each step moves the pointer in 4 events
  while (Date.now() - started < 5000) {
    const t = step++ / 60
    await page.mouse.move(640 + 500 * Math.sin(t * 1.3), 380 + 250 * Math.cos(t * 0.9), { steps: 4 })
  }
  const trace = /** @type {{ traceEvents: TraceEvent[] }} */ (
    JSON.parse((await browser.stopTracing()).toString('utf8'))
  )
  const longTasks = await page.evaluate(() => /** @type {MeasuredWindow} */ (window).__longTasks ?? [])
  await context.close()

  const events = trace.traceEvents.filter((event) => event.ph === 'X' && typeof event.dur === 'number')
  const sum = (/** @type {TraceEvent[]} */ list) =>
    list.reduce((total, event) => total + (event.dur ?? 0) / 1000, 0)
  const moves = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointermove',
  )
  const frames = events.filter((event) => event.name === 'FireAnimationFrame')
  const handlerMs = sum(moves) + sum(frames)
  return {
    moves: step * 4,
    handlerMs,
    frames: frames.length,
    perFrameMs: handlerMs / Math.max(frames.length, 1),
    longestTaskMs: Math.max(0, ...longTasks),
  }
}
