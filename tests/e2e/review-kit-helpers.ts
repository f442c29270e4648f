import type { Page } from '@playwright/test'
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
