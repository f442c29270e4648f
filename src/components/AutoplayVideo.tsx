import { useRef } from 'react'
import type { ClipName } from '../content/types'
import { useAutoplayInView } from '../hooks/use-autoplay-in-view'
import { cn } from '../lib/cn'
import { clipSources } from '../lib/media'
import { Icon } from './Icon'

/** A 1×1 transparent GIF: the poster's fallback where the poster must not load (small screens). */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

interface AutoplayVideoProps {
  clip: ClipName
  /** Names the play/pause control, e.g. "Booking System demo". */
  label: string
  className?: string
  /**
   * Media query under which the poster loads eagerly (the hero, above the fold on large screens);
   * without it the poster is a lazy image that loads as it nears the viewport.
   */
  eagerPosterMedia?: string
  /** False to show only the poster: the video element is not rendered, so it requests nothing. */
  withVideo?: boolean
}

/**
 * A muted looping clip over its poster image. The poster is a real <img> (lazy, sized, works
 * without JavaScript); the video fetches nothing until it nears the viewport, then plays, and
 * pauses when it leaves. A visible control plays or pauses it.
 */
export function AutoplayVideo({
  clip,
  label,
  className,
  eagerPosterMedia,
  withVideo = true,
}: AutoplayVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const { playing, toggle } = useAutoplayInView(ref, withVideo)
  const sources = clipSources(clip)
  const size = { width: sources.width, height: sources.height }

  return (
    <div className={cn('relative overflow-hidden bg-canvas', className)}>
      <div aria-hidden="true">
        {eagerPosterMedia ? (
          <picture>
            <source media={eagerPosterMedia} srcSet={sources.poster} {...size} />
            <img src={EMPTY_IMAGE} alt="" {...size} className="block size-full object-cover" />
          </picture>
        ) : (
          <img
            src={sources.poster}
            alt=""
            loading="lazy"
            decoding="async"
            {...size}
            className="block size-full object-cover"
          />
        )}
        {withVideo && (
          <video
            ref={ref}
            muted
            loop
            playsInline
            preload="none"
            {...size}
            className="absolute inset-0 size-full object-cover"
          >
            <source src={sources.webm} type="video/webm" />
            <source src={sources.mp4} type="video/mp4" />
          </video>
        )}
      </div>
      {withVideo && (
        <button
          type="button"
          onClick={toggle}
          className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full border border-white/20 bg-canvas/75 text-ink backdrop-blur transition-colors hover:bg-canvas"
        >
          {playing ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
          <span className="sr-only">{`${playing ? 'Pause' : 'Play'} ${label}`}</span>
        </button>
      )}
    </div>
  )
}
