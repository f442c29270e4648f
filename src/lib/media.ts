import { CLIP_SIZES } from '../../scripts/settings.mjs'
import type { ClipName } from '../content/types'

export interface ClipSources {
  webm: string
  mp4: string
  poster: string
  width: number
  height: number
}

/** Clips live in public/media, made by `npm run media` at their CLIP_SIZES. */
export function clipSources(clip: ClipName): ClipSources {
  const { width, height } = clip === 'hero' ? CLIP_SIZES.hero : CLIP_SIZES.work
  return {
    webm: `/media/${clip}.webm`,
    mp4: `/media/${clip}.mp4`,
    poster: `/media/${clip}.webp`,
    width,
    height,
  }
}
