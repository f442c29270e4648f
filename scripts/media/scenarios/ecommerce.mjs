/** Fern & Fable: search "lamp" (the grid filters as it is typed), narrow to $50–$100 and add one to the bag. */

export const cursor = { x: 70, y: 372 }

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.until(0.6)
  await actor.click('#search', 600, [0.75, 0.5])
  await actor.type('lamp', 8)
  await actor.until(2.0)
  await actor.click('.chip:nth-of-type(2)', 650)
  await actor.until(3.1)
  await actor.click('.product:not([hidden]) .quick', 650)
  await actor.wait(600)
  actor.markPoster()
  await actor.until(6.0)
}
