import { useEffect, type RefObject } from 'react'
import { FINE_POINTER, REDUCED_MOTION } from './use-media-query'

/**
 * Moves a glow with the pointer by setting --glow-x / --glow-y on the element, at most once per
 * animation frame and without re-rendering. Off for touch-only devices and reduced motion.
 */
export function useGlowFollow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (!window.matchMedia(FINE_POINTER).matches || window.matchMedia(REDUCED_MOTION).matches) return

    let frame = 0
    let x = 0
    let y = 0
    const paint = () => {
      frame = 0
      const box = element.getBoundingClientRect()
      element.style.setProperty('--glow-x', `${x - box.left}px`)
      element.style.setProperty('--glow-y', `${y - box.top}px`)
    }
    const onMove = (event: PointerEvent) => {
      x = event.clientX
      y = event.clientY
      if (frame === 0) frame = requestAnimationFrame(paint)
    }
    window.addEventListener('pointermove', onMove, { passive: true })
    return () => {
      window.removeEventListener('pointermove', onMove)
      cancelAnimationFrame(frame)
    }
  }, [ref])
}
