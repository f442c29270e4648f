import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrCode, qrSvgDataUrl, qrSvgFile, type QrCode } from '../../../src/review-kit/qr-code'

/** Paints the code's path, rectangle by rectangle, black on white, `scale` pixels a module. */
function paint({ size, path }: QrCode, scale = 4): Uint8ClampedArray {
  const side = size * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
      for (let column = Number(x) * scale; column < (Number(x) + Number(width)) * scale; column++) {
        pixels.fill(0, (row * side + column) * 4, (row * side + column) * 4 + 3)
      }
    }
  }
  return pixels
}

describe('the review link’s QR code', () => {
  const link = 'https://search.google.com/local/writereview?placeid=ChIJSAMPLE_Maplewood_FamilyDental'

  it('reads back to exactly the link, quiet zone included', () => {
    const code = qrCode(link)
    expect(jsQR(paint(code), code.size * 4, code.size * 4)?.data).toBe(link)
    expect(code.path).toMatch(/^(M\d+ \d+h\d+v1H\d+z)+$/)
  })

  it('reads back a long review page typed by hand', () => {
    const page = `https://www.yelp.com/writeareview/biz/${'corner-cup-'.repeat(60)}`
    const code = qrCode(page)
    expect(jsQR(paint(code, 3), code.size * 3, code.size * 3)?.data).toBe(page)
  })

  it('downloads as an SVG file of the same drawing, black on white', () => {
    const code = qrCode(link)
    const file = qrSvgFile(code)
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/)
    expect(file).toContain(`<path d="${code.path}" fill="#000"/>`)
    expect(decodeURIComponent(qrSvgDataUrl(code).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(
      file,
    )
  })
})
