import { readFile, writeFile } from 'node:fs/promises'
import { paths } from './config.mjs'

/**
 * @typedef {object} ClipEntry
 * @property {number} width
 * @property {number} height
 * @property {{ webm: number, mp4: number, webp: number }} bytes
 */

/**
 * Merges entries into scripts/media/clips.json, keeping clips recorded earlier.
 * @param {Record<string, ClipEntry>} entries
 */
export async function updateManifest(entries) {
  const existing = await readFile(paths.manifest, 'utf8').then(JSON.parse, () => ({}))
  await writeFile(paths.manifest, `${JSON.stringify({ ...existing, ...entries }, null, 2)}\n`)
}
