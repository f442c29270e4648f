/** What a visitor can tap or focus; the launcher never floats over one (issue: "nothing floating covers a control"). */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, video[controls], [tabindex]:not([tabindex="-1"])'

/** From this width the page's gutters hold the launcher (styles.css's --gutter), so it covers nothing. */
const GUTTERS_HOLD_IT = '(width >= 64rem)'

/**
 * Below 1024 px the launcher floats over the page's column: while a control passes under it, it
 * steps aside (`data-aside`, styles.css), and comes back once the control has passed. An
 * IntersectionObserver whose root is the launcher's own corner of the screen tells which controls
 * are under it, without a scroll listener. The dialogs and the sticky header are never under it.
 */
export function keepLauncherOffControls() {
  const launcher = document.querySelector<HTMLElement>('button.launcher')
  if (!launcher || !('IntersectionObserver' in window)) return
  const wide = window.matchMedia(GUTTERS_HOLD_IT)
  let observer: IntersectionObserver | undefined
  const watch = () => {
    observer?.disconnect()
    launcher.removeAttribute('data-aside')
    if (wide.matches) return
    const under = new Set<Element>()
    // The corner the launcher holds at its widest (its label shows over the hero at 640–1024 px).
    const { top, left, right } = launcher.getBoundingClientRect()
    const { clientWidth, clientHeight } = document.documentElement
    const inset = clientWidth - right
    observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (isIntersecting) under.add(target)
          else under.delete(target)
        }
        launcher.toggleAttribute('data-aside', under.size > 0)
      },
      { rootMargin: `${-top}px ${-inset}px ${-(clientHeight - top - launcher.offsetHeight)}px ${-left}px` },
    )
    for (const control of document.querySelectorAll(CONTROLS))
      if (control !== launcher && !control.closest('dialog, header, [popover]')) observer.observe(control)
  }
  watch()
  wide.addEventListener('change', watch)
  window.addEventListener('resize', watch)
}
