/** Brightside Dental's assistant: a patient types an insurance question, then books a cleaning from the answer. */

export const cursor = { x: 250, y: 360 }

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  const slot = '.chip.slot:nth-child(2)'
  await actor.until(0.6)
  await actor.click('#input', 600, [0.85, 0.6])
  await actor.type('Do you take Delta Dental?', 30)
  await actor.press('Enter')
  await actor.until(3.4)
  await actor.moveTo(slot, 550)
  actor.markPoster()
  await actor.click(slot, 60)
  await actor.until(6.0)
}
