// What a visitor on a cheap phone feels of the two islands (375 px, CPU 4× slower, 1.6 Mbit/s,
// 150 ms): how soon the contact form takes typing after the first tap on Build My Website, and how
// soon the reviews carousel first rotates once it is scrolled into view. Times are the page's own:
// events carry the time their input was made, so waiting behind a long task counts.
import { throttle, visitOnPhone } from './first-tap.mjs'

const WIDTH = 375
/** How long a run waits for the carousel's first rotation before it counts as none. */
const ROTATION_TIMEOUT_MS = 15_000

/**
 * Taps Build My Website the moment it shows on a fresh page, then types one letter into the field
 * the form opens in: the time from the tap's pointerdown to that letter's input event, or null when
 * it never landed in the Name field.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<number | null>}
 */
export async function tapToUsableForm(browser, url) {
  return visitOnPhone(browser, url, { width: WIDTH }, async (page) => {
    await page.evaluate(() => {
      /** @type {{ tapped?: number, typed?: number }} */
      const times = {}
      Object.assign(window, { usableFormTimes: times })
      document.addEventListener('pointerdown', (event) => (times.tapped ??= event.timeStamp), true)
      document.addEventListener('input', (event) => (times.typed ??= event.timeStamp), true)
    })
    const dialog = page.getByRole('dialog', { name: 'Build My Website' })
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Build My Website', exact: true })
      .click({ timeout: 30_000 })
    await page.keyboard.type('A')
    const name = dialog.getByRole('textbox', { name: 'Name' })
    try {
      await name.waitFor({ state: 'visible', timeout: 5000 })
      if ((await name.inputValue()) !== 'A') return null
    } catch {
      return null
    }
    const { tapped, typed } = await page.evaluate(
      () =>
        /** @type {Window & { usableFormTimes?: { tapped?: number, typed?: number } }} */ (window)
          .usableFormTimes ?? {},
    )
    return tapped === undefined || typed === undefined ? null : typed - tapped
  })
}

/**
 * Loads the page and lets it settle, then scrolls the reviews carousel into view: the time until
 * the slide it shows gives way to the next, or null when it has not within ROTATION_TIMEOUT_MS.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<number | null>}
 */
export async function firstRotation(browser, url) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } })
  try {
    const page = await context.newPage()
    await throttle(page)
    await page.goto(url, { waitUntil: 'networkidle' })
    return await page.evaluate(
      (timeout) =>
        new Promise((resolve) => {
          const carousel = document.querySelector('[aria-roledescription="carousel"]')
          if (!carousel) return resolve(null)
          // Before hydration no slide is hidden: the first one counts as shown.
          const shown = () =>
            [...carousel.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
              (slide) => slide.getAttribute('aria-hidden') !== 'true',
            )
          const before = shown()
          const scrolled = performance.now()
          new MutationObserver((_records, observer) => {
            if (shown() === before) return
            observer.disconnect()
            resolve(performance.now() - scrolled)
          }).observe(carousel, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true })
          carousel.scrollIntoView({ block: 'center', behavior: 'instant' })
          setTimeout(() => resolve(null), timeout)
        }),
      ROTATION_TIMEOUT_MS,
    )
  } finally {
    await context.close()
  }
}
