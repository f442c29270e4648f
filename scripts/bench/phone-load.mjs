// A page view that opens nothing, on the phone profile (375 px, CPU 4× slower, 1.6 Mbit/s, 150 ms):
// the long tasks of its load, and the JavaScript it downloads, React's share named apart. React's
// code is recognised by the element type it tags every element with, which only React carries.
import { throttle } from './first-tap.mjs'

/** After the network settles, the load is watched this much longer for late tasks (hydration). */
const QUIET_MS = 2000
const REACT_MARKER = 'react.transitional.element'

/**
 * @typedef {object} PhoneLoad
 * @property {number[]} longTasks durations (ms) of the load's tasks over 50 ms, in order
 * @property {number} scriptBytes JavaScript transferred (encoded bytes)
 * @property {number} reactBytes of which in files that hold React
 * @property {string[]} scripts the files' names
 */

/**
 * Loads `url` once on the phone profile and waits for the network to settle and QUIET_MS more.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<PhoneLoad>}
 */
export async function loadOnPhone(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
  try {
    await context.addInitScript(() => {
      /** @type {number[]} */
      const durations = []
      Object.assign(window, { longTasks: durations })
      new PerformanceObserver((list) => durations.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
      })
    })
    const page = await context.newPage()
    await throttle(page)
    /** @type {Promise<{ name: string, bytes: number, react: boolean }>[]} */
    const scripts = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        (async () => {
          const [body, sizes] = await Promise.all([response.text(), response.request().sizes()])
          const name = new URL(response.url()).pathname.split('/').pop() ?? response.url()
          return { name, bytes: sizes.responseBodySize, react: body.includes(REACT_MARKER) }
        })(),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(QUIET_MS)
    const longTasks = await page.evaluate(
      () => /** @type {Window & { longTasks?: number[] }} */ (window).longTasks ?? [],
    )
    const loaded = await Promise.all(scripts)
    const sum = (/** @type {typeof loaded} */ list) => list.reduce((total, file) => total + file.bytes, 0)
    return {
      longTasks,
      scriptBytes: sum(loaded),
      reactBytes: sum(loaded.filter((file) => file.react)),
      scripts: loaded.map((file) => file.name),
    }
  } finally {
    await context.close()
  }
}
