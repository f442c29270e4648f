import { installCursor } from './cursor.mjs'

/** @typedef {{ x: number, y: number }} Point */
/** A point in CSS pixels of the viewport, or a CSS selector meaning the centre of the first match. */
/** @typedef {Point | string} Target */

/**
 * @typedef {object} Scenario what happens on a page while it is recorded (the modules in scripts/media/scenarios)
 * @property {Point} [cursor] where the visible pointer rests at the start and, again, at the end; no pointer if absent
 * @property {number} poster second of the finished clip shown as its poster
 * @property {(actor: Actor) => Promise<void>} [prepare] runs before the clip starts
 * @property {(actor: Actor) => Promise<void>} play the recorded interaction; should end within the clip's seconds
 */

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const easeInOut = (t) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2)

/** Drives a page like a person would: eased pointer moves, visible clicks, typing at a human pace. */
export class Actor {
  /**
   * @param {import('playwright-core').Page} page
   * @param {number} seconds length of the clip being recorded
   */
  constructor(page, seconds) {
    this.page = page
    this.seconds = seconds
    /** @type {Point} */
    this.position = { x: 0, y: 0 }
  }

  /** @param {Point} point */
  async showCursor(point) {
    await this.page.evaluate(installCursor, point)
    await this.page.mouse.move(point.x, point.y)
    this.position = point
  }

  /** @param {number} ms */
  wait(ms) {
    return sleep(ms)
  }

  /** @param {Target} target @returns {Promise<Point>} */
  async locate(target) {
    if (typeof target !== 'string') return target
    const box = await this.page.locator(target).first().boundingBox()
    if (!box) throw new Error(`Nothing visible matches ${target}`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }

  /**
   * Glides the pointer along a slightly curved path, as a hand would, taking `ms` whatever the round-trip time.
   * @param {Target} target
   * @param {number} [ms]
   */
  async moveTo(target, ms = 650) {
    const from = this.position
    const to = await this.locate(target)
    const bend = {
      x: (from.x + to.x) / 2 + (to.y - from.y) * 0.15,
      y: (from.y + to.y) / 2 - (to.x - from.x) * 0.15,
    }
    const began = performance.now()
    let t = 0
    while (t < 1) {
      t = Math.min(1, (performance.now() - began) / ms)
      const k = easeInOut(t)
      const x = (1 - k) ** 2 * from.x + 2 * (1 - k) * k * bend.x + k ** 2 * to.x
      const y = (1 - k) ** 2 * from.y + 2 * (1 - k) * k * bend.y + k ** 2 * to.y
      await this.page.mouse.move(x, y)
      if (t < 1) await sleep(16)
    }
    this.position = to
  }

  /** @param {Target} target @param {number} [ms] time to reach it */
  async click(target, ms) {
    await this.moveTo(target, ms)
    await sleep(70)
    await this.page.mouse.down()
    await sleep(90)
    await this.page.mouse.up()
  }

  /**
   * Types into the focused element with a steady, slightly uneven rhythm (the same on every run).
   * @param {string} text
   * @param {number} [charsPerSecond]
   */
  async type(text, charsPerSecond = 16) {
    for (const [i, char] of [...text].entries()) {
      await this.page.keyboard.type(char)
      await sleep((1000 / charsPerSecond) * (0.7 + ((i * 7) % 5) * 0.15))
    }
  }

  /** @param {string} key e.g. 'Enter' */
  press(key) {
    return this.page.keyboard.press(key)
  }
}
