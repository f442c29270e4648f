import { site } from '@content/site'
import type { ClipName } from '../content/types'
import { CLIP_ATTRIBUTE, FACE_ATTRIBUTE, MOUNT_MEDIA_ATTRIBUTE } from '../lib/autoplay-videos'
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
   * Media query under which the clip exists at all (the hero's, on large screens): its poster
   * loads eagerly there and nowhere else, and its video and control mount only there. Without it
   * the poster is a lazy image that loads as it nears the viewport.
   */
  media?: string
}

/**
 * A muted looping clip over its poster image. The poster is a real <img> (lazy, sized, works
 * without JavaScript); the page's entry plays the video near the viewport and runs its control
 * (src/lib/autoplay-videos.ts). The control shows the face of what pressing it does, Play until
 * the clip plays. Without script the poster stands alone: the video would show the browser's own
 * empty player (a browser shows a video's controls when scripting is off), and the control could
 * do nothing.
 */
export function AutoplayVideo({ clip, label, className, media }: AutoplayVideoProps) {
  const sources = clipSources(clip)
  const size = { width: sources.width, height: sources.height }
  const player = (
    <>
      <video
        aria-hidden="true"
        muted
        loop
        playsInline
        preload="none"
        {...size}
        className="only-with-script absolute inset-0 size-full object-cover"
      >
        <source src={sources.webm} type="video/webm" />
        <source src={sources.mp4} type="video/mp4" />
      </video>
      <button type="button" className="clip-control only-with-script">
        <span {...{ [FACE_ATTRIBUTE]: 'play' }}>
          <Icon name="play" className="size-4" />
          <span className="sr-only">{site.clipControls.play(label)}</span>
        </span>
        <span {...{ [FACE_ATTRIBUTE]: 'pause' }} hidden>
          <Icon name="pause" className="size-4" />
          <span className="sr-only">{site.clipControls.pause(label)}</span>
        </span>
      </button>
    </>
  )

  return (
    <div className={cn('relative overflow-hidden bg-canvas', className)} {...{ [CLIP_ATTRIBUTE]: clip }}>
      <div aria-hidden="true">
        {media ? (
          <picture>
            <source media={media} srcSet={sources.poster} {...size} />
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
      </div>
      {media ? <template {...{ [MOUNT_MEDIA_ATTRIBUTE]: media }}>{player}</template> : player}
    </div>
  )
}
