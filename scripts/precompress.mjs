// Writes a zopfli-compressed `.gz` beside each text file of dist/, which nginx sends as it is
// (gzip_static) instead of compressing on the fly: about 4% smaller than gzip -9, enough to bring
// index.html with its headers inside the first TCP round trip (about 14 KiB). Called by build.mjs.
import { gzipAsync } from '@gfx/zopfli'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.webmanifest'])
const MIN_BYTES = 256

export async function precompress(dist) {
  // Relative paths; dot folders (Vite's .vite/manifest.json) are not served compressed.
  const files = (await readdir(dist, { recursive: true })).filter(
    (file) => TEXT.has(extname(file)) && !file.startsWith('.'),
  )
  for (const file of files.map((name) => join(dist, name))) {
    const content = await readFile(file)
    if (content.length < MIN_BYTES) continue
    await writeFile(`${file}.gz`, await gzipAsync(content, { numiterations: 15 }))
  }
}
