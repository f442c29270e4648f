import { stat } from 'node:fs/promises'
import { BUDGET_MARGIN, CROSSFADE, CROSSFADE_FRAMES, FPS, tools } from './config.mjs'
import { run } from './run.mjs'

/**
 * Finds the frame (at FPS) of a recording on which its scenario started: the first one after the marker colour.
 * @param {string} video
 * @param {number[]} marker RGB
 * @returns {Promise<{ startFrame?: number, frameCount: number }>} no startFrame if the marker was never recorded
 */
export async function findStart(video, marker) {
  const pixels = await run(tools.ffmpeg, [
    ...['-v', 'error', '-i', video, '-vf', `fps=${FPS},scale=1:1:flags=area`],
    ...['-pix_fmt', 'rgb24', '-f', 'rawvideo', '-'],
  ])
  const isMarker = (/** @type {number} */ frame) =>
    marker.every((value, i) => Math.abs((pixels[frame * 3 + i] ?? NaN) - value) < 40)
  const frameCount = pixels.length / 3
  let last = -1
  for (let frame = 0; frame < frameCount; frame++) if (isMarker(frame)) last = frame
  return { startFrame: last < 0 ? undefined : last + 1, frameCount }
}

/**
 * Cuts a seamless loop from a recording into a lossless master, scaled to size: the `seconds` that follow the
 * first CROSSFADE_FRAMES from `startFrame`, with their last CROSSFADE_FRAMES fading into those first ones, so the
 * clip's last frame leads straight into its first.
 * @param {{ video: string, startFrame: number, seconds: number, width: number, height: number, out: string }} options
 */
export async function cutLoop({ video, startFrame, seconds, width, height, out }) {
  const frames = Math.round(seconds * FPS)
  const bodyStart = startFrame + CROSSFADE_FRAMES
  const filter = [
    `[0:v]fps=${FPS},scale=${width}:${height}:flags=lanczos,setsar=1,format=yuv420p,split[a][b]`,
    `[a]trim=start_frame=${bodyStart}:end_frame=${bodyStart + frames},setpts=PTS-STARTPTS[body]`,
    `[b]trim=start_frame=${startFrame}:end_frame=${bodyStart},setpts=PTS-STARTPTS[head]`,
    `[body][head]xfade=transition=fade:duration=${CROSSFADE}:offset=${(frames - CROSSFADE_FRAMES) / FPS}[loop]`,
  ]
  await run(tools.ffmpeg, [
    ...['-v', 'error', '-y', '-i', video, '-filter_complex', filter.join(';')],
    ...['-map', '[loop]', '-an', '-c:v', 'ffv1', out],
  ])
}

/**
 * The crf values tried, best quality first, and ffmpeg's encoder arguments at a crf.
 * @typedef {{ crfs: number[], args: (crf: string) => string[] }} Codec
 */

/** @type {{ webm: Codec, mp4: Codec }} */
const codecs = {
  webm: {
    crfs: [34, 36, 38, 40, 42, 45, 48, 51, 55],
    args: (crf) => [
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', crf],
      ...['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1'],
    ],
  },
  mp4: {
    crfs: [24, 26, 28, 30, 32, 34, 37, 40],
    args: (crf) => [
      ...['-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slow', '-crf', crf],
      ...['-movflags', '+faststart'],
    ],
  },
}

/**
 * Encodes the master at the best quality (lowest crf) that keeps the file within BUDGET_MARGIN of the budget.
 * @param {string} master
 * @param {string} out ends in .webm or .mp4
 * @param {number} budget bytes
 * @returns {Promise<{ bytes: number, crf: number }>}
 */
export async function encodeWithinBudget(master, out, budget) {
  const extension = out.slice(out.lastIndexOf('.') + 1)
  if (extension !== 'webm' && extension !== 'mp4') throw new Error(`${out} ends in neither .webm nor .mp4`)
  const codec = codecs[extension]
  for (const crf of codec.crfs) {
    await run(tools.ffmpeg, [
      ...['-v', 'error', '-y', '-i', master, ...codec.args(String(crf))],
      ...['-pix_fmt', 'yuv420p', '-an', '-map_metadata', '-1', out],
    ])
    const { size } = await stat(out)
    if (size <= budget * BUDGET_MARGIN) return { bytes: size, crf }
  }
  throw new Error(`${out} is still over ${Math.round(budget * BUDGET_MARGIN)} bytes at the highest crf`)
}

/**
 * Writes one frame of the master as a WebP poster.
 * @param {string} master
 * @param {number} second
 * @param {string} out
 */
export async function writePoster(master, second, out) {
  await run(tools.ffmpeg, [
    ...['-v', 'error', '-y', '-ss', second.toFixed(2), '-i', master],
    ...['-frames:v', '1', '-c:v', 'libwebp', '-quality', '75', '-map_metadata', '-1', out],
  ])
  return (await stat(out)).size
}

/**
 * What the media files' checks read of ffprobe's JSON output.
 * @typedef {object} ProbeOutput
 * @property {{ codec_type: string, codec_name: string, width: number, height: number }[]} streams
 * @property {{ duration: string }} format
 */

/**
 * @param {string} file
 * @returns {Promise<{ codec: string, width: number, height: number, seconds: number, audio: boolean }>}
 */
export async function probe(file) {
  const { streams, format } = /** @type {ProbeOutput} */ (
    JSON.parse(
      String(await run(tools.ffprobe, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file])),
    )
  )
  const video = streams.find((stream) => stream.codec_type === 'video')
  if (!video) throw new Error(`${file} has no video stream`)
  return {
    codec: video.codec_name,
    width: video.width,
    height: video.height,
    seconds: Number(format.duration),
    audio: streams.some((stream) => stream.codec_type === 'audio'),
  }
}
