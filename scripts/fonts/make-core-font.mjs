// `npm run fonts`: writes src/fonts/plus-jakarta-sans-core.woff2, the one font file the page
// preloads: Plus Jakarta Sans (variable, weights 400–800, the ones the page uses) cut down to
// the letters, digits and punctuation of prose (core-text.mjs), so it arrives in the first round
// trip. Any other character comes from the full Latin file (src/styles.css), which loads only when
// needed.
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { CORE_TEXT } from './core-text.mjs'

/**
 * subset-font's default export (the package ships no types).
 * @typedef {(
 *   font: Buffer,
 *   text: string,
 *   options: { targetFormat: 'woff2', variationAxes: Record<string, { min: number, max: number }> },
 * ) => Promise<Buffer>} SubsetFont
 */

const require = createRequire(import.meta.url)
const subsetFont = /** @type {SubsetFont} */ (require('subset-font'))
const source =
  require.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')
const target = new URL('../../src/fonts/plus-jakarta-sans-core.woff2', import.meta.url)

const core = await subsetFont(await readFile(source), CORE_TEXT, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
})
await writeFile(target, core)
console.log(`wrote src/fonts/plus-jakarta-sans-core.woff2 (${(core.length / 1024).toFixed(1)} KiB)`)
