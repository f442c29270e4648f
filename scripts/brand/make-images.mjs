// `npm run brand-images`: renders the favicon's PNG sizes, the Apple touch icon and the 1200×630
// share image of each language into public/ with Debian's Chromium, from public/favicon.svg and
// og-image.html (English) with its words replaced by SHARE_IMAGE_WORDS' for another language.
import { readFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, LANGUAGES } from '../settings.mjs'

/** The share image's headline lines and chips in each language but English (og-image.html's own). */
const SHARE_IMAGE_WORDS = {
  es: {
    headline: ['Sitios web que venden.', 'IA que conversa.', 'Crecimiento que dura.'],
    chips: ['Sitios desde $450', 'Asistentes de chat con IA', 'Reservas en línea', 'SEO local'],
  },
}

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
for (const [language, { shareImage }] of Object.entries(LANGUAGES)) {
  await page.goto(pathToFileURL(`${root}scripts/brand/og-image.html`).href)
  const words = SHARE_IMAGE_WORDS[/** @type {keyof typeof SHARE_IMAGE_WORDS} */ (language)]
  if (words) {
    await page.evaluate(
      ({ headline, chips, lang }) => {
        const [first, second, third] = headline
        const title = document.querySelector('h1')
        if (title) title.innerHTML = `${first}<br /><span>${second}</span><br />${third}`
        document.querySelectorAll('.chips b').forEach((chip, i) => (chip.textContent = chips[i] ?? ''))
        document.documentElement.lang = lang
      },
      { ...words, lang: language },
    )
  }
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `${root}public${shareImage}` })
  console.log(`public${shareImage}`)
}
await browser.close()
