import { FINE_POINTER, REDUCED_MOTION } from './media-queries'

/** On the glow element; the section it sits in is the area it follows the pointer over. */
export const GLOW_ATTRIBUTE = 'data-glow'

/**
 * Installed by the page's entry: moves the glow with the pointer over its section. Sets --glow-x /
 * --glow-y (the pointer's position in the section, in px) on the glow, at most once per animation
 * frame; its CSS turns them into a translate, which the compositor moves without repainting. Off
 * for touch-only devices and reduced motion.
 */
export function followPointerWithGlow(): void {
  const glow = document.querySelector<HTMLElement>(`[${GLOW_ATTRIBUTE}]`)
  const area = glow?.closest('section')
  if (!glow || !area) return
  if (!window.matchMedia(FINE_POINTER).matches || window.matchMedia(REDUCED_MOTION).matches) return

  let frame = 0
  let x = 0
  let y = 0
  const paint = () => {
    frame = 0
    const box = area.getBoundingClientRect()
    glow.style.setProperty('--glow-x', `${Math.round(x - box.left)}px`)
    glow.style.setProperty('--glow-y', `${Math.round(y - box.top)}px`)
  }
  window.addEventListener(
    'pointermove',
    (event) => {
      x = event.clientX
      y = event.clientY
      if (frame === 0) frame = requestAnimationFrame(paint)
    },
    { passive: true },
  )
}
