import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { CORE_TEXT } from '../../scripts/fonts/core-text.mjs'

const require = createRequire(import.meta.url)
const read = (path: string | URL) => readFileSync(path, 'utf8')

/** The code points of a CSS unicode-range ("U+0020-003B, U+00A3"). */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-')
    const from = parseInt(first, 16)
    return Array.from({ length: parseInt(last, 16) - from + 1 }, (_, i) => from + i)
  })
}

/** The unicode-range of the @font-face whose src holds `file`. */
function rangeOfFace(css: string, file: string): number[] {
  const face = css.split('@font-face').find((block) => block.includes(file))
  const range = /unicode-range:([^;]+);/.exec(face ?? '')?.[1]
  if (!range) throw new Error(`no @font-face with a unicode-range for ${file}`)
  return codePoints(range)
}

const sorted = (points: Iterable<number>) => [...new Set(points)].sort((a, b) => a - b)

describe('the page’s two font files', () => {
  const styles = read(new URL('../../src/styles.css', import.meta.url))
  const core = rangeOfFace(styles, 'plus-jakarta-sans-core.woff2')
  const rest = rangeOfFace(styles, 'plus-jakarta-sans-latin-wght-normal.woff2')

  it('the core face covers exactly the characters the core file was cut to', () => {
    expect(sorted(core)).toEqual(sorted([...CORE_TEXT].map((character) => character.codePointAt(0) ?? 0)))
  })

  it('the full Latin face covers the rest of the Latin file’s characters, and none of the core’s', () => {
    const fontsource = read(require.resolve('@fontsource-variable/plus-jakarta-sans/wght.css'))
    const latin = rangeOfFace(fontsource, 'plus-jakarta-sans-latin-wght-normal.woff2')
    const inCore = new Set(core)
    expect(rest.filter((point) => inCore.has(point))).toEqual([])
    expect(sorted(rest)).toEqual(sorted(latin.filter((point) => !inCore.has(point))))
  })
})
