import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { budgetRows, BUDGETS, measureBudgets } from '../../scripts/bench/budgets.mjs'
import { PHONE_SCREEN, runLighthouse } from '../../scripts/bench/lighthouse.mjs'
import { chooseServer } from '../../scripts/setup.mjs'
import { expect, test } from './fixtures'
import { PAGES } from './languages'
import { scrollThrough, siteRoot } from './page-helpers'

/** The screen of Lighthouse's phone: its width, and the height of its first screen. */
const LIGHTHOUSE_PHONE = { width: PHONE_SCREEN.width, height: 823 }

/** The build's precompressed copy of a page, checked to decompress to the page itself. */
function precompressedPage(extension: 'gz' | 'br', decompress: (data: Buffer) => Buffer, path = '/'): Buffer {
  const file = `dist${path}index.html`
  const copy = readFileSync(`${file}.${extension}`)
  expect(decompress(copy).equals(readFileSync(file))).toBe(true)
  return copy
}

/** nginx's answer for a page to a browser that accepts these encodings. */
const servedPage = (baseURL: string | undefined, encodings: string, path = '/') =>
  fetch(new URL(path, siteRoot(baseURL)), { headers: { 'Accept-Encoding': encodings } })

/** nginx, when the tests are served by it (playwright.config.ts), else null. */
const { nginx } = chooseServer({ install: false })

test.describe('performance budgets', () => {
  test('keeps what index.html loads first within the byte budgets (gzipped)', async () => {
    const measured = await measureBudgets('dist')
    expect(measured.files.scripts.length).toBeGreaterThan(0)
    expect(measured.files.styles.length).toBeGreaterThan(0)
    expect(budgetRows(measured).filter((row) => !row.ok)).toEqual([])
    expect(BUDGETS).toEqual({ initialJs: 8 * 1024, css: 15 * 1024, html: 30 * 1024, preloadedFonts: 1 })
  })

  test('ships index.html precompressed, smaller than gzip -9, and nginx sends that file', async ({
    baseURL,
  }) => {
    test.skip(!nginx, 'needs nginx, which serves the precompressed files')
    const gzip = precompressedPage('gz', gunzipSync)
    expect(gzip.length).toBeLessThan(gzipSync(readFileSync('dist/index.html'), { level: 9 }).length)
    const response = await servedPage(baseURL, 'gzip')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(Number(response.headers.get('content-length'))).toBe(gzip.length)
  })

  for (const { path } of PAGES) {
    test(`${path}: ships the page in brotli too, which nginx sends to browsers that accept it: with its headers inside the first TCP round trip`, async ({
      baseURL,
    }) => {
      test.skip(!nginx?.brotliModule, 'needs nginx with its brotli_static module')
      const brotli = precompressedPage('br', brotliDecompressSync, path)
      const response = await servedPage(baseURL, 'gzip, deflate, br', path)
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(Number(response.headers.get('content-length'))).toBe(brotli.length)
      // Ten TCP segments of 1460 bytes: what a new connection delivers in its first round trip.
      const headerBytes = [...response.headers].reduce(
        (sum, [name, value]) => sum + name.length + value.length + 4,
        20,
      )
      expect(brotli.length + headerBytes).toBeLessThanOrEqual(10 * 1460)
    })
  }

  // Speed is a figure, not a test: this shared machine drifts by 30 % and more, so a score threshold
  // here fails builds for the machine's sake. `npm run bench -- --against <ref>` compares builds.
  // Lighthouse audits the page on a phone's width with a screen as tall as the page, so that every
  // part is rendered when it reads it, as each is when a visitor scrolls to it (runLighthouse says
  // why: on a short screen it read unrendered parts' text, in about one run in four of the suite).
  for (const { path } of PAGES) {
    test(`${path}: scores 1.00 for accessibility, best practices and SEO in a Lighthouse mobile run, with no layout shift`, async ({
      baseURL,
      page,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(LIGHTHOUSE_PHONE)
      await page.goto(path)
      await scrollThrough(page)
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.close()
      const run = await runLighthouse(new URL(path, siteRoot(baseURL)).href, { pageHeight })
      const failing = run.failing.join(', ')
      expect(run.scores.accessibility, failing).toBe(1)
      expect(run.scores['best-practices'], failing).toBe(1)
      expect(run.scores.seo, failing).toBe(1)
      expect(run.cls).toBeLessThanOrEqual(0.01)
    })
  }
})
