/** Osteria Lume: browse to the pasta, add two dishes to the bag and place the order. */

export const cursor = { x: 380, y: 72 }

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.until(0.6)
  await actor.click('.tab:nth-child(2)', 650)
  await actor.until(1.5)
  await actor.click('.dish:nth-child(1) .add', 550)
  await actor.until(2.4)
  await actor.click('.dish:nth-child(3) .add', 550)
  await actor.wait(500)
  actor.markPoster()
  await actor.until(3.4)
  await actor.click('#checkout', 650)
  await actor.until(6.0)
}
