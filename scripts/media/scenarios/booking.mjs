/** Serenity Day Spa: pick a date in the calendar, then a time slot, and confirm the booking. */

export const cursor = { x: 320, y: 362 }

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.until(0.6)
  await actor.click('.day[data-day="18"]', 650)
  await actor.until(1.7)
  await actor.click('.slot:nth-child(5)', 600)
  await actor.wait(500)
  actor.markPoster()
  await actor.until(3.0)
  await actor.click('#confirm', 700)
  await actor.until(6.0)
}
