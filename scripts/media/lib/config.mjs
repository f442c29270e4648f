import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_PATH, CLIP_SIZES } from '../../settings.mjs'

const mediaDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

export const paths = {
  mocks: path.join(mediaDir, 'mocks'),
  output: path.join(mediaDir, '..', '..', 'public', 'media'),
}

export const tools = {
  chromium: CHROMIUM_PATH,
  ffmpeg: process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
  ffprobe: process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe',
}

export const FPS = 25
/** Frames (just under half a second) at the loop's end that are blended into its start. */
export const CROSSFADE_FRAMES = 12
export const CROSSFADE = CROSSFADE_FRAMES / FPS
export const DEFAULT_SECONDS = 8
export const SECONDS_RANGE = { min: 6, max: 10 }
/** Times a clip is recorded again when the machine was too busy to play its scenario in time. */
export const MAX_RETAKES = 3
/** Encoded files must stay this far under their budget. */
export const BUDGET_MARGIN = 0.85

/**
 * @typedef {object} Profile
 * @property {number} width output width in pixels
 * @property {number} height output height in pixels
 * @property {number} budget maximum bytes for each of the WebM and MP4 files
 */

/** The hero's clip and the work section's; their sizes are the page's (CLIP_SIZES). */
/** @type {Record<keyof typeof CLIP_SIZES, Profile>} */
const profiles = {
  work: { ...CLIP_SIZES.work, budget: 400_000 },
  hero: { ...CLIP_SIZES.hero, budget: 600_000 },
}

/** The clips made from scripts/media/mocks, in the order the site shows them. */
export const CLIPS = ['hero', 'restaurant', 'booking', 'chatbot', 'ecommerce', 'school', 'electric']

/** @param {string} name */
export const profileFor = (name) => (name === 'hero' ? profiles.hero : profiles.work)
