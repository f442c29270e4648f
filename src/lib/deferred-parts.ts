/** The class of the parts below the first screen that the browser skips while far (src/styles.css). */
export const DEFERRED_CLASS = 'render-when-near'
/** Set on such a part to render it now, whatever its distance; it then keeps its real height. */
const RENDER_NOW_ATTRIBUTE = 'data-render-now'

/**
 * Installed by the page's entry. The browser skips the style and layout of the parts below the
 * first screen while they are far from the viewport (CSS `content-visibility`), and renders each as
 * the visitor scrolls near it; from then on it keeps its real height. A part that has never
 * rendered holds a placeholder height, and a jump to a section needs the real height of every part
 * above it: so a jump (a link to a section, or the page opened at one) first renders every part
 * that has not rendered at this width yet. Nothing renders ahead of need, so the load pays only for
 * the first screen.
 */
export function renderDeferredParts(): void {
  const parts = [...document.querySelectorAll(`.${DEFERRED_CLASS}`)]
  const unmeasured = new Set(parts)
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) unmeasured.delete(entry.target)
  })
  for (const part of parts) near.observe(part)

  const renderBeforeJump = () => {
    const targets = [...unmeasured]
    unmeasured.clear()
    for (const part of targets) part.setAttribute(RENDER_NOW_ATTRIBUTE, '')
    // The browser records each part's height when it renders, in the next frame; after that frame
    // the part may be skipped again.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        for (const part of targets) part.removeAttribute(RENDER_NOW_ATTRIBUTE)
      }),
    )
  }
  if (location.hash !== '') renderBeforeJump()
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) renderBeforeJump()
    },
    { capture: true },
  )
  window.addEventListener('hashchange', renderBeforeJump)

  // At another width every height changes: the parts out of view hold stale ones.
  let width = document.documentElement.clientWidth
  window.addEventListener('resize', () => {
    if (document.documentElement.clientWidth === width) return
    width = document.documentElement.clientWidth
    for (const part of parts) unmeasured.add(part)
    near.disconnect()
    for (const part of parts) near.observe(part)
  })
}
