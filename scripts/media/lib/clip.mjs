import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { capture, MARKER_COLOR } from './capture.mjs'
import { CROSSFADE, CROSSFADE_FRAMES, FPS, MAX_RETAKES, paths, profileFor } from './config.mjs'
import { cutLoop, encodeWithinBudget, findStart, probe, writePoster } from './encode.mjs'

/**
 * @typedef {object} Job
 * @property {string} name clip name, also the output file name
 * @property {string} url page to record
 * @property {import('./actor.mjs').Scenario} scenario
 * @property {boolean} live a client's site (rendered as a 2× wider desktop, network allowed) rather than a mock
 */

/**
 * Records one clip and writes its WebM, MP4 and WebP poster to public/media, printing each file.
 * @param {import('playwright-core').Browser} browser
 * @param {Job} job
 * @param {number} seconds
 * @param {string} workDir
 */
export async function makeClip(browser, { name, url, scenario, live }, seconds, workDir) {
  const { width, height, budget } = profileFor(name)
  const doubled = { width: width * 2, height: height * 2 }
  const master = path.join(workDir, `${name}.mkv`)
  const record = () =>
    capture(browser, {
      url,
      scenario,
      seconds,
      viewport: live ? doubled : { width, height },
      videoSize: doubled,
      offline: !live,
      dir: workDir,
    })
  const { video, startFrame, posterAt } = await bestTake(record, name, seconds)
  await cutLoop({ video, startFrame, seconds, width, height, out: master })

  await mkdir(paths.output, { recursive: true })
  const base = path.join(paths.output, name)
  const webm = await encodeWithinBudget(master, `${base}.webm`, budget)
  const mp4 = await encodeWithinBudget(master, `${base}.mp4`, budget)
  // The clip starts CROSSFADE seconds into the scenario.
  const posterSecond = Math.min(Math.max(posterAt - CROSSFADE, 0), seconds - 1 / FPS)
  await writePoster(master, posterSecond, `${base}.webp`)

  for (const [file, note] of /** @type {[string, string][]} */ ([
    [`${base}.webm`, `crf ${webm.crf}`],
    [`${base}.mp4`, `crf ${mp4.crf}`],
    [`${base}.webp`, `poster at ${posterSecond.toFixed(1)} s`],
  ])) {
    await report(file, note)
  }
}

/**
 * Records takes until one is usable (it shows its start marker and enough after it) and plays within the clip's
 * length, at most 1 + MAX_RETAKES. A busy machine can slow a take until its end runs into the loop's crossfade,
 * or stall the recorder.
 * @param {() => Promise<import('./capture.mjs').Take>} record
 * @param {string} name
 * @param {number} seconds
 * @returns {Promise<{ video: string, startFrame: number, posterAt: number }>}
 */
async function bestTake(record, name, seconds) {
  const needed = CROSSFADE_FRAMES + Math.round(seconds * FPS)
  for (let take = 1; ; take++) {
    const { video, playedFor, posterAt } = await record()
    const { startFrame, frameCount } = await findStart(video, MARKER_COLOR)
    const unusable =
      startFrame === undefined
        ? 'missed the start marker'
        : frameCount - startFrame < needed
          ? 'ended too soon after the start marker'
          : ''
    const late = playedFor > seconds ? `ran ${playedFor.toFixed(1)} s, into the loop's crossfade` : ''
    if (startFrame !== undefined && !unusable && (!late || take > MAX_RETAKES)) {
      if (late) console.warn(`  ${name}: keeping take ${take}, which ${late}`)
      return { video, startFrame, posterAt }
    }
    if (take > MAX_RETAKES) throw new Error(`${name}: take ${take} ${unusable}`)
    console.warn(`  ${name}: take ${take} ${unusable || late}; recording it again`)
  }
}

/**
 * Prints a written file with what ffprobe reads back from it.
 * @param {string} file
 * @param {string} note
 */
async function report(file, note) {
  const [info, { size }] = await Promise.all([probe(file), stat(file)])
  if (info.audio) throw new Error(`${file} has an audio stream`)
  const duration = file.endsWith('.webp') ? '' : `${info.seconds.toFixed(2)} s`
  console.log(
    [
      path.relative(process.cwd(), file).padEnd(28),
      `${(size / 1000).toFixed(1).padStart(6)} kB`,
      `${info.width}×${info.height}`,
      info.codec.padEnd(6),
      duration.padEnd(6),
      note,
    ].join('  '),
  )
}
