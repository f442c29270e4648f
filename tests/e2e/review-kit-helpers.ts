import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { ENGLISH, SPANISH } from './languages'

/** The names a visitor finds the review kit by, as the issue fixes them, in each language. */
export const KIT_WORDS = {
  en: {
    page: ENGLISH,
    button: 'Get your free review link',
    dialog: 'Your free review kit',
    business: 'Your business',
    find: 'Find my business',
    byHand: 'Enter it yourself',
    name: 'Business name',
    reviewPage: 'Review page',
    make: 'Make my kit',
    copy: 'Copy link',
    copied: 'Copied',
    download: 'Download QR code',
    print: 'Print the card',
    textMyself: 'Text it to myself',
    emailMyself: 'Email it to myself',
    handOff: 'Send these automatically after every visit',
    tryAgain: 'Try again',
    oneSegment: '1 segment',
    cardLines: ['How did we do?', 'Tell us on Google.'],
    scan: 'Scan with your phone’s camera',
  },
  es: {
    page: SPANISH,
    button: 'Obtenga su enlace de reseñas gratis',
    dialog: 'Su kit de reseñas gratis',
    business: 'Su negocio',
    find: 'Buscar mi negocio',
    byHand: 'Escríbalo usted',
    name: 'Nombre del negocio',
    reviewPage: 'Página de reseñas',
    make: 'Crear mi kit',
    copy: 'Copiar enlace',
    copied: 'Copiado',
    download: 'Descargar código QR',
    print: 'Imprimir la tarjeta',
    textMyself: 'Enviármelo por SMS',
    emailMyself: 'Enviármelo por correo',
    handOff: 'Envíelas automáticamente después de cada visita',
    tryAgain: 'Reintentar',
    oneSegment: '1 segmento',
    cardLines: ['¿Qué tal lo hicimos?', 'Cuéntenos en Google.'],
    scan: 'Escanee con la cámara de su teléfono',
  },
}

export type KitWords = (typeof KIT_WORDS)['en']

/** The review link of a sample business (scripts/places/samples.mjs). */
export const reviewLinkOf = (placeId: string) =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`

/** Opens the kit from the Reputation Catalyst card, and its parts by role and name. */
export async function openKit(page: Page, words: KitWords = KIT_WORDS.en) {
  await page.locator('#services').getByRole('button', { name: words.button }).click()
  const dialog = page.getByRole('dialog', { name: words.dialog })
  return {
    dialog,
    business: dialog.getByRole('textbox', { name: words.business, exact: true }),
    find: dialog.getByRole('button', { name: words.find }),
    alert: dialog.getByRole('alert').filter({ hasText: /./ }),
    choice: (name: string) => dialog.getByRole('button', { name, exact: true }),
  }
}

/**
 * What a QR code in an SVG file reads as, decoded by a QR reader (jsQR) from the picture a browser
 * draws of it, 4 pixels a module, on a page of its own (no CSP between it and a data: image).
 */
export async function readQrCode(page: Page, svg: string): Promise<string | undefined> {
  const scratch = await page.context().newPage()
  try {
    const { width, height, pixels } = await scratch.evaluate(async (markup) => {
      const image = new Image()
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = Math.round(image.naturalWidth * 0.4)
      canvas.height = Math.round(image.naturalHeight * 0.4)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data
      return { width: canvas.width, height: canvas.height, pixels: Array.from(data) }
    }, svg)
    return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data
  } finally {
    await scratch.close()
  }
}

/** One bar of Where you stand, as drawn: its track, its bar, its count, and the bar's contrasts. */
export interface DrawnBar {
  text: string
  track: { left: number; right: number; top: number; bottom: number; width: number }
  bar: number
  /** The count's box: beside the track, never over it. */
  count: { left: number; right: number; top: number; bottom: number }
  /** Against the dialog's background and against the track (WCAG 1.4.11 asks 3:1). */
  contrast: { dialog: number; track: number }
}

/**
 * The bars of the chart `list` (the list of Where you stand), measured in the page: each row's track
 * (the bar's aria-hidden box), its bar, its count's box, and the bar's contrast ratios, from the
 * colours a canvas paints with each element's computed background.
 */
export function drawnBars(list: Locator): Promise<DrawnBar[]> {
  return list.evaluate((ul) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    if (!canvas) throw new Error('no 2d canvas')
    const luminance = (element: Element) => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = getComputedStyle(element).backgroundColor
      canvas.fillRect(0, 0, 1, 1)
      const [r, g, b] = Array.from(canvas.getImageData(0, 0, 1, 1).data, (value) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
    }
    const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
    const dialog = ul.closest('dialog')
    if (!dialog) throw new Error('no dialog')
    return Array.from(ul.children, (row) => {
      const track = row.querySelector(':scope > [aria-hidden="true"]')
      const bar = track?.firstElementChild
      const count = row.querySelector('p > [aria-hidden="true"]')
      if (!track || !bar || !count) throw new Error(`a row without its bar: ${row.textContent}`)
      const box = track.getBoundingClientRect()
      const { left, right, top, bottom } = count.getBoundingClientRect()
      return {
        text: row.textContent ?? '',
        track: { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width },
        bar: bar.getBoundingClientRect().width,
        count: { left, right, top, bottom },
        contrast: {
          dialog: ratio(luminance(bar), luminance(dialog)),
          track: ratio(luminance(bar), luminance(track)),
        },
      }
    })
  })
}

/** How many lines an element's shown text takes, its words, and how many its last line holds. */
function textLines(element: Locator): Promise<{ lines: number; lastLineWords: number; words: number }> {
  return element.evaluate((root) => {
    const tops: number[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A version of the words that is not shown (the hand-off's longer or shorter words) is no line.
      if (!node.parentElement?.checkVisibility()) continue
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const last = Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .at(-1)
        if (!last) throw new Error(`“${match[0]}” is not drawn`)
        tops.push(Math.round(last.top))
      }
    }
    const lines = [...new Set(tops.map((top) => Math.round(top / 4)))]
    const lastTop = Math.max(...tops)
    return {
      lines: lines.length,
      words: tops.length,
      lastLineWords: tops.filter((top) => Math.abs(top - lastTop) < 4).length,
    }
  })
}

/**
 * The printed card as the printer gets it, after Print the card: each of its lines of text and
 * whether anything runs past its 10 × 15 cm, in print media; then the PDF Chromium prints (which
 * ends the printing: the page's afterprint puts the card away).
 */
export async function printedCard(page: Page) {
  await page.emulateMedia({ media: 'print' })
  const card = page.locator('body > .review-card')
  const lines = []
  for (const line of await card.locator('p').all()) {
    lines.push({ text: (await line.textContent()) ?? '', ...(await textLines(line)) })
  }
  const overflows = await card.evaluate(
    (element) => element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
  )
  const stars = await card.locator('.review-card-stars path').count()
  await page.emulateMedia({ media: null })
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  return { pdf, pages: pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0, overflows, lines, stars }
}
