import { installCursor } from './cursor.mjs'

/** @typedef {{ x: number, y: number }} Point */
/** A point in CSS pixels of the viewport, or a CSS selector meaning the first match. */
/** @typedef {Point | string} Target */
/** Where in a selected element to point, as fractions of its width and height. */
/** @typedef {[number, number]} Anchor */

/**
 * @typedef {object} Scenario what happens on a page while it is recorded (the modules in scripts/media/scenarios)
 * @property {Point} [cursor] where the visible pointer rests at the start and, again, at the end; no pointer if absent
 * @property {(actor: Actor) => Promise<void>} play the recorded interaction; should end within the clip's seconds,
 *   and call `actor.markPoster()` at its most telling moment
 */

/**
 * Resolves after `ms` (at once when it is not positive).
 * @param {number} ms
 * @returns {Promise<void>}
 */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Drives a page like a person would: a visible pointer gliding to targets, clicks, typing at a human pace. */
export class Actor {
  /**
   * @param {import('playwright-core').Page} page
   * @param {number} seconds length of the clip being recorded
   */
  constructor(page, seconds) {
    this.page = page
    this.seconds = seconds
    /** Wall-clock ms at which the scenario started. */
    this.startedAt = Date.now()
    /** Seconds into the scenario of the frame to use as the poster. */
    this.posterAt = 0
  }

  /** Marks the start of the scenario. */
  start() {
    this.startedAt = Date.now()
  }

  /** Makes what the page shows now the clip's poster. */
  markPoster() {
    this.posterAt = (Date.now() - this.startedAt) / 1000
  }

  /** @param {Point} point */
  async showCursor(point) {
    await this.page.evaluate(installCursor, point)
    await this.page.mouse.move(point.x, point.y)
  }

  /** @param {number} ms */
  wait(ms) {
    return sleep(ms)
  }

  /**
   * Glides the visible pointer to the target in `ms` (waiting for a selected element to show up first), then
   * moves the real mouse there too, for hover effects and the clicks that follow.
   * @param {Target} target
   * @param {number} [ms]
   * @param {Anchor} [anchor]
   */
  async moveTo(target, ms = 650, anchor = [0.5, 0.5]) {
    const to = await this.page.evaluate(([target, anchor, ms]) => {
      const { demoCursor } = /** @type {import('./cursor.mjs').CursorWindow} */ (window)
      if (!demoCursor) throw new Error('The demo cursor is not installed (the scenario has no `cursor`)')
      return demoCursor.glide(target, anchor, ms)
    }, /** @type {[Target, Anchor, number]} */ ([target, anchor, ms]))
    await this.page.mouse.move(to.x, to.y)
  }

  /**
   * Waits until `second` seconds after the scenario started, so that slow steps before it do not delay the
   * beats after it. Does not wait if that time has passed.
   * @param {number} second
   */
  until(second) {
    return sleep(this.startedAt + second * 1000 - Date.now())
  }

  /**
   * @param {Target} target
   * @param {number} [ms] time to reach it
   * @param {Anchor} [anchor]
   */
  async click(target, ms, anchor) {
    await this.moveTo(target, ms, anchor)
    await sleep(70)
    await this.page.mouse.down()
    await sleep(90)
    await this.page.mouse.up()
  }

  /**
   * Types into the focused element with a steady, slightly uneven rhythm (the same on every run), keeping to
   * `charsPerSecond` overall however long each key takes to reach the page.
   * @param {string} text
   * @param {number} [charsPerSecond]
   */
  async type(text, charsPerSecond = 16) {
    const began = Date.now()
    let due = 0
    for (const [i, char] of [...text].entries()) {
      await sleep(began + due - Date.now())
      await this.page.keyboard.type(char)
      due += (1000 / charsPerSecond) * (0.7 + ((i * 7) % 5) * 0.15)
    }
  }

  /** @param {string} key e.g. 'Enter' */
  press(key) {
    return this.page.keyboard.press(key)
  }
}
