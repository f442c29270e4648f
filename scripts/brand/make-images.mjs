// `npm run brand-images`: renders the favicon's PNG sizes, the Apple touch icon and the 1200×630
// share image into public/ with Debian's Chromium, from public/favicon.svg and og-image.html.
import { readFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../settings.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const ICONS = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
]

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const svg = await readFile(`${root}public/favicon.svg`, 'utf8')
for (const { file, size } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(
    `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  )
  await page.screenshot({ path: `${root}public/${file}`, omitBackground: true })
  await page.close()
  console.log(`public/${file}`)
}
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.goto(pathToFileURL(`${root}scripts/brand/og-image.html`).href)
await page.evaluate(() => document.fonts.ready)
await page.screenshot({ path: `${root}public/og-image.png` })
console.log('public/og-image.png')
await browser.close()
