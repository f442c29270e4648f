/** @typedef {import('./actor.mjs').Point} Point */
/** @typedef {import('./actor.mjs').Target} Target */
/** @typedef {import('./actor.mjs').Anchor} Anchor */

/**
 * What installCursor adds to the page.
 * @typedef {object} DemoCursor
 * @property {(target: Target, anchor: Anchor, ms: number) => Promise<Point>} glide moves the pointer to the
 *   target in `ms`; resolves with where it arrived
 */

/** The window of a page with the pointer installed. */
/** @typedef {Window & { demoCursor?: DemoCursor }} CursorWindow */

/**
 * Draws a mouse pointer, since headless recordings show none, and a ring wherever the mouse is pressed.
 * The pointer is animated by the page itself (`window.demoCursor.glide`), so its motion stays smooth however
 * slowly the recorder's mouse events arrive, and finding the target costs no extra round trip to the page.
 * Runs inside the page, so it must stay self-contained.
 * @param {{ x: number, y: number }} start where the pointer rests at first
 */
export function installCursor(start) {
  const tip = { x: 3, y: 2 }
  const pointer = document.createElement('div')
  pointer.innerHTML =
    '<svg width="17" height="24" viewBox="0 0 17 24"><path d="M3 2v17.6l4.5-4.2 2.9 6.6 3-1.3-2.9-6.6h6.2z" fill="#fff" stroke="#16161a" stroke-width="1.5" stroke-linejoin="round"/></svg>'
  Object.assign(pointer.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    zIndex: '2147483647',
    pointerEvents: 'none',
    filter: 'drop-shadow(0 2px 3px rgba(0,0,0,.35))',
    transformOrigin: `${tip.x}px ${tip.y}px`,
    transition: 'scale 120ms ease-out',
  })
  document.documentElement.append(pointer)

  let at = start
  /** @param {Point} point */
  const place = (point) => {
    at = point
    pointer.style.translate = `${point.x - tip.x}px ${point.y - tip.y}px`
  }
  place(start)

  const easeInOut = (/** @type {number} */ t) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2)
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

  /**
   * Waits (up to 5 s) for a visible match of `selector`; returns a function giving a point in it at that moment.
   * @param {string} selector
   * @param {Anchor} anchor
   * @returns {Promise<() => Point | undefined>}
   */
  const track = async (selector, [fx, fy]) => {
    const point = () => {
      const box = document.querySelector(selector)?.getBoundingClientRect()
      return box?.width ? { x: box.left + box.width * fx, y: box.top + box.height * fy } : undefined
    }
    for (const began = performance.now(); performance.now() - began < 5000; await nextFrame()) {
      if (point()) return point
    }
    throw new Error(`Nothing visible matches ${selector}`)
  }

  /**
   * Moves along a slightly curved path, as a hand does, in `ms`, following the target if it moves (say, while
   * a list scrolls); resolves with where it arrived.
   * @type {DemoCursor['glide']}
   */
  const glide = async (target, anchor, ms) => {
    const aim = typeof target === 'string' ? await track(target, anchor) : () => target
    const from = at
    const began = performance.now()
    let to = aim() ?? from
    for (let t = 0; t < 1; await nextFrame()) {
      t = Math.min(1, (performance.now() - began) / ms)
      to = aim() ?? to
      const bend = {
        x: (from.x + to.x) / 2 + (to.y - from.y) * 0.15,
        y: (from.y + to.y) / 2 - (to.x - from.x) * 0.15,
      }
      const k = easeInOut(t)
      place({
        x: (1 - k) ** 2 * from.x + 2 * (1 - k) * k * bend.x + k ** 2 * to.x,
        y: (1 - k) ** 2 * from.y + 2 * (1 - k) * k * bend.y + k ** 2 * to.y,
      })
    }
    return to
  }

  /**
   * @param {number} x
   * @param {number} y
   */
  const ring = (x, y) => {
    const el = document.createElement('div')
    Object.assign(el.style, {
      position: 'fixed',
      left: `${x - 14}px`,
      top: `${y - 14}px`,
      width: '28px',
      height: '28px',
      borderRadius: '50%',
      border: '2px solid rgba(255,255,255,.95)',
      boxShadow: '0 0 0 1px rgba(0,0,0,.25), inset 0 0 0 1px rgba(0,0,0,.2)',
      zIndex: '2147483646',
      pointerEvents: 'none',
    })
    document.documentElement.append(el)
    el.animate(
      [
        { transform: 'scale(.3)', opacity: 0.9 },
        { transform: 'scale(1)', opacity: 0 },
      ],
      { duration: 450, easing: 'ease-out' },
    ).onfinish = () => el.remove()
  }
  addEventListener(
    'mousedown',
    (event) => {
      pointer.style.scale = '0.86'
      ring(event.clientX, event.clientY)
    },
    true,
  )
  addEventListener('mouseup', () => (pointer.style.scale = '1'), true)

  const cursorWindow = /** @type {CursorWindow} */ (window)
  cursorWindow.demoCursor = { glide }
}
