import { useCallback, useEffect, useState } from 'react'

export interface CarouselOptions {
  count: number
  intervalMs: number
  /** False when rotation must not start by itself (reduced motion); the visitor can still press play. */
  autoplay: boolean
  /** False while the carousel is out of view: it rotates only where it can be seen. */
  inView: boolean
}

/**
 * Index of a rotating carousel. It advances cyclically every `intervalMs` while playing, in
 * view, and neither hovered nor focused; each manual move restarts the wait.
 */
export function useCarousel({ count, intervalMs, autoplay, inView }: CarouselOptions) {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const playing = choice === null ? autoplay : choice === 'play'
  const rotating = playing && inView && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count, intervalMs])

  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count])
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count])
  const togglePlay = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing])

  return { index, playing, next, previous, goTo: setIndex, togglePlay, setHovered, setFocused }
}
