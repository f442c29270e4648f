// Byte budgets of the built site (issue: quality gates): what a visit loads before any
// interaction, gzipped. Used by `npm run bench` (prints) and the test suite (asserts).
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

/** @typedef {'initialJs' | 'css' | 'html' | 'preloadedFonts'} BudgetName */

/**
 * Gzipped bytes (and the number of preloaded fonts) a visit may load before any interaction.
 * @type {Readonly<Record<BudgetName, number>>}
 */
export const BUDGETS = {
  initialJs: 8 * 1024,
  css: 15 * 1024,
  html: 30 * 1024,
  preloadedFonts: 1,
}

/**
 * @typedef {Record<BudgetName, number> & {
 *   files: { scripts: string[], styles: string[], fonts: string[] }
 * }} Measured what measureBudgets found: each budget's figure and the files counted
 */

/**
 * @typedef {object} BudgetRow
 * @property {BudgetName} name
 * @property {number} measured
 * @property {number} limit
 * @property {boolean} ok
 */

/**
 * A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the budgets read it.
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {boolean} [isEntry]
 * @property {string[]} [imports]
 */

/** @param {string} file */
const gzipped = async (file) => gzipSync(await readFile(file), { level: 9 }).length

/**
 * The JavaScript a visit loads without any interaction, from Vite's manifest: the entry
 * (src/boot.ts) and every chunk it imports statically. Chunks loaded on demand (the islands and
 * React, the assistant, EmailJS when sending, the invoker-commands polyfill in browsers that lack
 * them) are left out.
 * @param {string} dist
 * @returns {Promise<string[]>} paths from the site's root
 */
async function initialScripts(dist) {
  const manifest = /** @type {Record<string, ManifestChunk>} */ (
    JSON.parse(await readFile(`${dist}/.vite/manifest.json`, 'utf8'))
  )
  const [entry] = Object.values(manifest).filter((chunk) => chunk.isEntry)
  if (!entry) throw new Error('dist/.vite/manifest.json lacks the entry')
  /** @type {Set<string>} */
  const files = new Set()
  /** @param {ManifestChunk | undefined} chunk */
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  visit(entry)
  return [...files].map((file) => `/${file}`)
}

/**
 * Gzipped sizes of index.html, the scripts a visit loads first, the stylesheets and font preloads.
 * @param {string} dist the built site
 * @returns {Promise<Measured>}
 */
export async function measureBudgets(dist) {
  const html = await readFile(`${dist}/index.html`, 'utf8')
  const refs = (/** @type {RegExp} */ pattern) => [...html.matchAll(pattern)].map((match) => match[1] ?? '')
  const scripts = await initialScripts(dist)
  const styles = refs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)
  const fonts = refs(/<link rel="preload"[^>]*href="([^"]+)"[^>]*as="font"/g)
  const sum = async (/** @type {string[]} */ paths) =>
    (await Promise.all(paths.map((path) => gzipped(`${dist}${path}`)))).reduce((a, b) => a + b, 0)
  return {
    initialJs: await sum(scripts),
    css: await sum(styles),
    html: await gzipped(`${dist}/index.html`),
    preloadedFonts: fonts.length,
    files: { scripts, styles, fonts },
  }
}

/**
 * Each budget as a row: measured, limit, within.
 * @param {Measured} measured
 * @returns {BudgetRow[]}
 */
export function budgetRows(measured) {
  const names = /** @type {BudgetName[]} */ (Object.keys(BUDGETS))
  return names.map((name) => ({
    name,
    measured: measured[name],
    limit: BUDGETS[name],
    ok: measured[name] <= BUDGETS[name],
  }))
}
