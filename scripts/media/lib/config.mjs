import path from 'node:path'
import { fileURLToPath } from 'node:url'

const mediaDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

export const paths = {
  mocks: path.join(mediaDir, 'mocks'),
  manifest: path.join(mediaDir, 'clips.json'),
  output: path.join(mediaDir, '..', '..', 'public', 'media'),
}

export const tools = {
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

/** @type {Record<'showcase' | 'hero', Profile>} */
const profiles = {
  showcase: { width: 640, height: 400, budget: 400_000 },
  hero: { width: 720, height: 540, budget: 600_000 },
}

/** The clips made from scripts/media/mocks, in the order the site shows them. */
export const CLIPS = ['hero', 'restaurant', 'booking', 'chatbot', 'ecommerce', 'school', 'electric']

/** @param {string} name */
export const profileFor = (name) => (name === 'hero' ? profiles.hero : profiles.showcase)
