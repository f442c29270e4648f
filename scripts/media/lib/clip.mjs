import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { capture } from './capture.mjs'
import { paths, profileFor } from './config.mjs'
import { cutLoop, encodeWithinBudget, probe, secondOf, writePoster } from './encode.mjs'

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
 * @returns {Promise<import('./manifest.mjs').ClipEntry>}
 */
export async function makeClip(browser, { name, url, scenario, live }, seconds, workDir) {
  const { width, height, budget } = profileFor(name)
  const doubled = { width: width * 2, height: height * 2 }
  const take = await capture(browser, {
    url,
    scenario,
    seconds,
    viewport: live ? doubled : { width, height },
    videoSize: doubled,
    offline: !live,
    dir: workDir,
  })
  if (take.playedFor > seconds) {
    console.warn(
      `! ${name}: the interaction took ${take.playedFor.toFixed(1)} s, so it runs into the loop's crossfade`,
    )
  }

  const master = path.join(workDir, `${name}.mkv`)
  const start = await secondOf(take.video, take.startedAt)
  await cutLoop({ video: take.video, start, seconds, width, height, out: master })

  await mkdir(paths.output, { recursive: true })
  const base = path.join(paths.output, name)
  const webm = await encodeWithinBudget(master, `${base}.webm`, budget)
  const mp4 = await encodeWithinBudget(master, `${base}.mp4`, budget)
  const posterAt = Math.min(scenario.poster, seconds - 0.1)
  const webp = await writePoster(master, posterAt, `${base}.webp`)

  for (const [file, note] of [
    [`${base}.webm`, `crf ${webm.crf}`],
    [`${base}.mp4`, `crf ${mp4.crf}`],
    [`${base}.webp`, `poster at ${posterAt.toFixed(1)} s`],
  ]) {
    await report(file, note)
  }
  return { width, height, bytes: { webm: webm.bytes, mp4: mp4.bytes, webp } }
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
