import { readFile, writeFile } from 'node:fs/promises'
import { CLIPS, paths } from './config.mjs'

/**
 * @typedef {object} ClipEntry
 * @property {number} width
 * @property {number} height
 * @property {{ webm: number, mp4: number, webp: number }} bytes
 */

/**
 * Merges entries into scripts/media/clips.json, keeping clips recorded earlier: the mock clips first, in CLIPS
 * order, then any recorded from other names.
 * @param {Record<string, ClipEntry>} entries
 */
export async function updateManifest(entries) {
  const existing = await readFile(paths.manifest, 'utf8').then(JSON.parse, () => ({}))
  const merged = { ...existing, ...entries }
  const names = [...CLIPS, ...Object.keys(merged).filter((name) => !CLIPS.includes(name))]
  const ordered = Object.fromEntries(
    names.filter((name) => name in merged).map((name) => [name, merged[name]]),
  )
  await writeFile(paths.manifest, `${JSON.stringify(ordered, null, 2)}\n`)
}
