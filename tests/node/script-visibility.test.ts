import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = new URL('../../src/', import.meta.url).pathname

/** Every component and module of the page, by its path under src/. */
const sources = (readdirSync(SOURCE, { recursive: true }) as string[]).filter((path) => /\.tsx?$/.test(path))

/**
 * Showing or hiding by a `noscript:` display utility: `noscript:hidden`, or `hidden` beside
 * `noscript:block` and the like, where Tailwind's order of the utilities decides what shows.
 */
const SHOWN_BY_UTILITIES = /\bnoscript:(hidden|block|inline|inline-block|flex|inline-flex|grid|contents)\b/

describe('what shows with script and what shows without it', () => {
  it('is said by only-with-script and only-without-script, never by a noscript: display utility', () => {
    const offenders = sources.filter((path) =>
      SHOWN_BY_UTILITIES.test(readFileSync(join(SOURCE, path), 'utf8')),
    )
    expect(offenders).toEqual([])
    const styles = readFileSync(join(SOURCE, 'styles.css'), 'utf8')
    expect(styles).toMatch(/^@layer script-visibility;\n@import 'tailwindcss';/m)
  })
})
