/** Maple Grove Academy: RSVP to the Open House, then start an enrolment (name, grade) and submit it. */

export const cursor = { x: 575, y: 74 }

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.until(0.6)
  await actor.click('#open-house .rsvp', 550)
  await actor.until(1.2)
  await actor.click('#student', 550, [0.8, 0.5])
  await actor.type('Ava Thompson', 18)
  await actor.click('#grades span:nth-child(4)', 500)
  await actor.wait(450)
  actor.markPoster()
  await actor.until(3.9)
  await actor.click('#submit', 550)
  await actor.until(6.0)
}
