/** Voltline Electric: choose "EV charger", enter the ZIP code and a short job description, and send the request. */

export const cursor = { x: 372, y: 24 }

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.until(0.6)
  await actor.click('#ev', 550)
  await actor.click('#zip', 500, [0.7, 0.5])
  await actor.type('78704', 12)
  await actor.click('#details', 450, [0.8, 0.5])
  await actor.type('Level 2 charger in the garage', 30)
  await actor.wait(300)
  actor.markPoster()
  await actor.until(4.0)
  await actor.click('#send', 500)
  await actor.until(6.0)
}
