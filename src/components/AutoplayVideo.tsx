import { Pause, Play } from 'lucide-react'
import { useRef } from 'react'
import type { ClipName } from '../content/types'
import { useAutoplayInView } from '../hooks/use-autoplay-in-view'
import { cn } from '../lib/cn'
import { clipSources } from '../lib/media'

interface AutoplayVideoProps {
  clip: ClipName
  className?: string
  /** Hidden from assistive technology, without a play/pause control. */
  decorative?: boolean
  /** Names the play/pause control, e.g. "Booking System demo". */
  label?: string
}

/** A muted looping clip that plays only while on screen, with a poster before it loads. */
export function AutoplayVideo({ clip, className, decorative = false, label }: AutoplayVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const { playing, toggle } = useAutoplayInView(ref)
  const sources = clipSources(clip)

  return (
    <div className="relative">
      <video
        ref={ref}
        aria-hidden="true"
        muted
        loop
        playsInline
        preload="none"
        poster={sources.poster}
        width={sources.width}
        height={sources.height}
        className={cn('block h-auto bg-canvas object-cover', className)}
      >
        <source src={sources.webm} type="video/webm" />
        <source src={sources.mp4} type="video/mp4" />
      </video>
      {!decorative && (
        <button
          type="button"
          onClick={toggle}
          aria-label={`${playing ? 'Pause' : 'Play'} ${label ?? 'video'}`}
          className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full border border-white/20 bg-canvas/75 text-ink backdrop-blur transition-colors hover:bg-canvas"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
    </div>
  )
}
