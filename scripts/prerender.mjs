// Renders the built page to static HTML: dist/index.html gets every section's text before any
// script runs, and the client bundle hydrates it. Called by build.mjs after both Vite builds.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = `${root}dist`
const ssrEntry = pathToFileURL(`${root}dist-ssr/entry-server.js`).href

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function prerender() {
  const { render, head } = await import(ssrEntry)
  const template = await readFile(`${dist}/index.html`, 'utf8')

  const fonts = (await readdir(`${dist}/assets`)).filter((file) => /latin-wght-normal.*\.woff2$/.test(file))
  if (fonts.length !== 1)
    throw new Error(`Expected one Latin font file in dist/assets, found ${fonts.length}`)
  const preload = `<link rel="preload" href="/assets/${fonts[0]}" as="font" type="font/woff2" crossorigin />`

  const html = template
    .replace('<!--app-title-->', escapeHtml(head.title))
    .replace('<!--app-description-->', escapeHtml(head.description))
    .replace('</title>', `</title>\n    ${preload}`)
    .replace('<!--app-html-->', render())

  await writeFile(`${dist}/index.html`, html)
  await rm(`${root}dist-ssr`, { recursive: true, force: true })
  console.log(`prerendered dist/index.html (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`)
}
