import type { ClipName } from '../content/types'

export interface ClipSources {
  webm: string
  mp4: string
  poster: string
  width: number
  height: number
}

/** Clips live in public/media, made by `npm run media`: showcase clips 640×400, the hero 720×540. */
export function clipSources(clip: ClipName): ClipSources {
  const [width, height] = clip === 'hero' ? [720, 540] : [640, 400]
  return {
    webm: `/media/${clip}.webm`,
    mp4: `/media/${clip}.mp4`,
    poster: `/media/${clip}.webp`,
    width,
    height,
  }
}
