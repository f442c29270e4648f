// Byte budgets of the built site (issue: quality gates): what a visit loads before any
// interaction, gzipped. Used by `npm run bench` (prints) and the test suite (asserts).
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

export const BUDGETS = {
  initialJs: 85 * 1024,
  css: 15 * 1024,
  html: 30 * 1024,
  preloadedFonts: 1,
}

const gzipped = async (file) => gzipSync(await readFile(file), { level: 9 }).length

/**
 * The JavaScript a visit loads without any interaction, from Vite's manifest: the entry
 * (src/boot.ts), the app it starts after the first paint (src/entry-client.tsx), and every chunk
 * those import statically. Chunks loaded on demand (EmailJS when sending, the invoker-commands
 * polyfill in browsers that lack them) are left out.
 */
async function initialScripts(dist) {
  const manifest = JSON.parse(await readFile(`${dist}/.vite/manifest.json`, 'utf8'))
  const [entry] = Object.values(manifest).filter((chunk) => chunk.isEntry)
  const app = manifest['src/entry-client.tsx']
  if (!entry || !app) throw new Error('dist/.vite/manifest.json lacks the entry or the app chunk')
  const files = new Set()
  const visit = (chunk) => {
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  visit(entry)
  visit(app)
  return [...files].map((file) => `/${file}`)
}

/** Gzipped sizes of index.html, the scripts a visit loads first, the stylesheets and font preloads. */
export async function measureBudgets(dist) {
  const html = await readFile(`${dist}/index.html`, 'utf8')
  const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1])
  const scripts = await initialScripts(dist)
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
