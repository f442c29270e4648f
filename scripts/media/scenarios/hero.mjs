/** The hero's decorative loop: the page animates itself (see window.play in the mock); there is no pointer. */

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.page.evaluate((seconds) => window.play(seconds), actor.seconds)
  await actor.until((6.1 * actor.seconds) / 8)
  actor.markPoster()
}
