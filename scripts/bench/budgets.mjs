// Byte budgets of the built site (issue: quality gates): what index.html makes the browser load
// before anything else, gzipped. Used by `npm run bench` (prints) and the test suite (asserts).
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

export const BUDGETS = {
  initialJs: 85 * 1024,
  css: 15 * 1024,
  html: 30 * 1024,
  preloadedFonts: 1,
}

const gzipped = async (file) => gzipSync(await readFile(file), { level: 9 }).length

/** Gzipped sizes of index.html, the scripts and stylesheets it references, and its font preloads. */
export async function measureBudgets(dist) {
  const html = await readFile(`${dist}/index.html`, 'utf8')
  const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1])
  const scripts = [
    ...refs(/<script type="module"[^>]*src="([^"]+)"/g),
    ...refs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]
  const styles = refs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)
  const fonts = refs(/<link rel="preload"[^>]*href="([^"]+)"[^>]*as="font"/g)
  const sum = async (paths) =>
    (await Promise.all(paths.map((path) => gzipped(`${dist}${path}`)))).reduce((a, b) => a + b, 0)
  return {
    initialJs: await sum(scripts),
    css: await sum(styles),
    html: await gzipped(`${dist}/index.html`),
    preloadedFonts: fonts.length,
    files: { scripts, styles, fonts },
  }
}

/** Each budget as a row: measured, limit, within. */
export function budgetRows(measured) {
  return Object.entries(BUDGETS).map(([name, limit]) => ({
    name,
    measured: measured[name],
    limit,
    ok: measured[name] <= limit,
  }))
}
