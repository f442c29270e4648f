import { stat } from 'node:fs/promises'
import { BUDGET_MARGIN, CROSSFADE, FPS, tools } from './config.mjs'
import { run } from './run.mjs'

/**
 * Reads the second of Playwright's recording at which a wall-clock time fell: the recorder stamps the file with
 * its creation time and times frames from it.
 * @param {string} video
 * @param {number} wallClockMs
 */
export async function secondOf(video, wallClockMs) {
  const probe = JSON.parse(await run(tools.ffprobe, ['-v', 'error', '-show_format', '-of', 'json', video]))
  const created = Date.parse(probe.format.tags.creation_time)
  return (wallClockMs - created) / 1000 - Number(probe.format.start_time)
}

/**
 * Cuts a seamless loop from a recording into a lossless master: `seconds` long from `start + CROSSFADE`, scaled
 * to size, with its last CROSSFADE seconds (the recording's tail) fading into the recording's first CROSSFADE
 * seconds, so the clip ends on exactly the frame it starts with.
 * @param {{ video: string, start: number, seconds: number, width: number, height: number, out: string }} options
 */
export async function cutLoop({ video, start, seconds, width, height, out }) {
  const filter = [
    `[0:v]fps=${FPS},scale=${width}:${height}:flags=lanczos,setsar=1,format=yuv420p,split[a][b]`,
    `[a]trim=start=${CROSSFADE}:duration=${seconds},setpts=PTS-STARTPTS[body]`,
    `[b]trim=duration=${CROSSFADE},setpts=PTS-STARTPTS[head]`,
    `[body][head]xfade=transition=fade:duration=${CROSSFADE}:offset=${seconds - CROSSFADE}[loop]`,
  ]
  await run(tools.ffmpeg, [
    ...['-v', 'error', '-y', '-ss', start.toFixed(3), '-t', String(seconds + CROSSFADE + 0.2), '-i', video],
    ...['-filter_complex', filter.join(';'), '-map', '[loop]', '-an', '-c:v', 'ffv1', out],
  ])
}

const codecs = {
  webm: {
    crfs: [34, 36, 38, 40, 42, 45, 48, 51, 55],
    args: (crf) => [
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      crf,
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
    ],
  },
  mp4: {
    crfs: [24, 26, 28, 30, 32, 34, 37, 40],
    args: (crf) => [
      ...['-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slow', '-crf', crf],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
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
  const codec = codecs[out.slice(out.lastIndexOf('.') + 1)]
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
 * @param {string} file
 * @returns {Promise<{ codec: string, width: number, height: number, seconds: number, audio: boolean }>}
 */
export async function probe(file) {
  const { streams, format } = JSON.parse(
    await run(tools.ffprobe, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]),
  )
  const video = streams.find((stream) => stream.codec_type === 'video')
  return {
    codec: video.codec_name,
    width: video.width,
    height: video.height,
    seconds: Number(format.duration),
    audio: streams.some((stream) => stream.codec_type === 'audio'),
  }
}
