/** The class of the parts below the first screen that the browser skips while far (src/styles.css). */
export const DEFERRED_CLASS = 'render-when-near'
/** Set on such a part to render it now, whatever its distance; it then keeps its real height. */
const RENDER_NOW_ATTRIBUTE = 'data-render-now'

/**
 * Installed by the page's entry. The browser skips the style and layout of the parts below the
 * first screen while they are far from the viewport (CSS `content-visibility`), and a part that
 * has never rendered holds a placeholder height. A jump to a section needs the real height of every
 * part above it. So after the load each part renders once, one per idle moment, and keeps its
 * height; a jump before that (a link to a section, or the page opened at one) renders every part
 * that still needs it first. When the page's width changes, the heights change too: the parts
 * render again.
 */
export function renderDeferredParts(): void {
  const parts = [...document.querySelectorAll(`.${DEFERRED_CLASS}`)]
  const unmeasured = new Set(parts)

  const render = (targets: Element[]) => {
    for (const part of targets) {
      unmeasured.delete(part)
      part.setAttribute(RENDER_NOW_ATTRIBUTE, '')
    }
    // The browser records each part's height when it renders, in the next frame; after that frame
    // the part may be skipped again.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        for (const part of targets) part.removeAttribute(RENDER_NOW_ATTRIBUTE)
      }),
    )
  }
  const renderNext = () => {
    const [next] = unmeasured
    if (!next) return
    render([next])
    requestAnimationFrame(() => whenIdle(renderNext))
  }
  const renderBeforeJump = () => render([...unmeasured])

  if (location.hash !== '') renderBeforeJump()
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) renderBeforeJump()
    },
    { capture: true },
  )
  window.addEventListener('hashchange', renderBeforeJump)

  let width = document.documentElement.clientWidth
  window.addEventListener('resize', () => {
    if (document.documentElement.clientWidth === width) return
    width = document.documentElement.clientWidth
    const idle = unmeasured.size === 0
    for (const part of parts) unmeasured.add(part)
    if (idle) whenIdle(renderNext)
  })

  if (document.readyState === 'complete') whenIdle(renderNext)
  else window.addEventListener('load', () => whenIdle(renderNext), { once: true })
}

/** requestIdleCallback where the browser has it (Safari lacks it), else a short timer. */
function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback)
  else setTimeout(callback, 50)
}
