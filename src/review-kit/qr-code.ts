import { encode } from 'uqr'

/** A QR code: its side in modules, the quiet zone included, and its dark modules as one SVG path. */
export interface QrCode {
  size: number
  path: string
}

/** The quiet zone round the code, in modules: the four the standard asks for, so any reader finds it. */
const QUIET_ZONE = 4

/**
 * The QR code of `text` (error correction M: a printed card keeps reading with a scratch). Each row's
 * runs of dark modules are one rectangle each, so the path stays short.
 */
export function qrCode(text: string): QrCode {
  const { size, data } = encode(text, { ecc: 'M', border: QUIET_ZONE })
  let path = ''
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      const start = x
      while (row[x + 1]) x++
      path += `M${start} ${y}h${x + 1 - start}v1H${start}z`
    }
  })
  return { size, path }
}

/** The code as an SVG file, black on white, 10 pixels a module: a download prints sharp at any size. */
export function qrSvgFile({ size, path }: QrCode): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" ` +
    `height="${size * 10}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" ` +
    `fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  )
}

/** The SVG file as a data: address, for a download link. */
export const qrSvgDataUrl = (code: QrCode) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgFile(code))}`
