/** Osteria Lume: browse to the pasta, add two dishes to the bag and place the order. */

export const cursor = { x: 300, y: 384 }
export const poster = 3.9

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.wait(500)
  await actor.click('.tab:nth-child(2)')
  await actor.wait(500)
  await actor.click('.dish:nth-child(1) .add', 600)
  await actor.wait(350)
  await actor.click('.dish:nth-child(3) .add', 600)
  await actor.wait(450)
  await actor.click('#checkout', 700)
  await actor.wait(1900)
}
