/** For a live site (--url): a slow scroll down about three screens and back to the top, where the loop starts. */

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  const { page, seconds } = actor
  const travelMs = ((seconds - 1.6) / 2) * 1000
  const depth = await page.evaluate(() =>
    Math.min(document.documentElement.scrollHeight - innerHeight, innerHeight * 3),
  )
  await actor.wait(500)
  await scrollTo(page, depth, travelMs)
  await actor.wait(300)
  await scrollTo(page, 0, travelMs)
}

/**
 * Scrolls the page to `top` over `ms` with an ease-in-out curve, frame by frame.
 * @param {import('playwright-core').Page} page
 * @param {number} top
 * @param {number} ms
 */
function scrollTo(page, top, ms) {
  return page.evaluate(
    ({ top, ms }) =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          const from = scrollY
          const began = performance.now()
          /** @param {number} now */
          const step = (now) => {
            const t = Math.min(1, (now - began) / ms)
            const k = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
            window.scrollTo({ top: from + (top - from) * k, behavior: 'instant' })
            if (t < 1) requestAnimationFrame(step)
            else resolve()
          }
          requestAnimationFrame(step)
        })
      ),
    { top, ms },
  )
}
