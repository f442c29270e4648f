import { useEffect, useState, type RefObject } from 'react'
import { REDUCED_MOTION } from '../lib/media-queries'

interface NetworkInformation {
  saveData?: boolean
}

/** Autoplay is off for reduced motion and for Save-Data: such visitors see posters and press play. */
function autoplayAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return !window.matchMedia(REDUCED_MOTION).matches && connection?.saveData !== true
}

/**
 * Plays a muted video while it is near the viewport and pauses it when it leaves. Nothing is
 * fetched before it comes near (the element has preload="none"). Returns whether it plays and a
 * toggle for a visible play/pause control. `enabled` is false while the video is not rendered.
 */
export function useAutoplayInView(ref: RefObject<HTMLVideoElement | null>, enabled: boolean) {
  const [wanted, setWanted] = useState<boolean | null>(null)
  const [near, setNear] = useState(false)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.muted = true
    setWanted((current) => current ?? autoplayAllowed())
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      rootMargin: '200px 0px',
    })
    observer.observe(video)
    return () => observer.disconnect()
  }, [ref, enabled])

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (near && wanted) {
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      )
    } else {
      video.pause()
      setPlaying(false)
    }
  }, [ref, near, wanted])

  return { playing, toggle: () => setWanted(!playing) }
}
