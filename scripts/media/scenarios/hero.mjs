/** The hero's decorative loop: the page animates itself (see window.play in the mock); there is no pointer. */

/** The mock's window: `play(seconds)` starts its animation. */
/** @typedef {Window & { play?: (seconds: number) => void }} HeroWindow */

/** @param {import('../lib/actor.mjs').Actor} actor */
export async function play(actor) {
  await actor.page.evaluate((seconds) => {
    const { play } = /** @type {HeroWindow} */ (window)
    if (!play) throw new Error('The hero mock defines no window.play')
    play(seconds)
  }, actor.seconds)
  await actor.until((6.1 * actor.seconds) / 8)
  actor.markPoster()
}
