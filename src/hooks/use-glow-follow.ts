import { useEffect, type RefObject } from 'react'
import { FINE_POINTER, REDUCED_MOTION } from '../lib/media-queries'

/**
 * Moves the glow with the pointer over the area: sets --glow-x / --glow-y (pointer position in the
 * area, in px) on the glow element itself, at most once per animation frame and without
 * re-rendering. The glow's CSS turns them into a translate, which the compositor moves without
 * repainting. Off for touch-only devices and reduced motion.
 */
export function useGlowFollow(area: RefObject<HTMLElement | null>, glow: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = area.current
    const target = glow.current
    if (!element || !target) return
    if (!window.matchMedia(FINE_POINTER).matches || window.matchMedia(REDUCED_MOTION).matches) return

    let frame = 0
    let x = 0
    let y = 0
    const paint = () => {
      frame = 0
      const box = element.getBoundingClientRect()
      target.style.setProperty('--glow-x', `${Math.round(x - box.left)}px`)
      target.style.setProperty('--glow-y', `${Math.round(y - box.top)}px`)
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
  }, [area, glow])
}
