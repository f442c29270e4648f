import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { budgetRows, BUDGETS, measureBudgets } from '../../scripts/bench/budgets.mjs'
import { runLighthouse } from '../../scripts/bench/lighthouse.mjs'
import { expect, test } from './fixtures'

/** The site's root, as nginx serves it to the tests. */
const siteRoot = (baseURL: string | undefined) => new URL('/', baseURL).href

test.describe('performance budgets', () => {
  test('keeps what index.html loads first within the byte budgets (gzipped)', async () => {
    const measured = await measureBudgets('dist')
    expect(measured.files.scripts.length).toBeGreaterThan(0)
    expect(measured.files.styles.length).toBeGreaterThan(0)
    expect(budgetRows(measured).filter((row) => !row.ok)).toEqual([])
    expect(BUDGETS).toEqual({ initialJs: 85 * 1024, css: 15 * 1024, html: 30 * 1024, preloadedFonts: 1 })
  })

  test('ships index.html precompressed, smaller than gzip -9, and nginx sends that file', async ({
    baseURL,
  }) => {
    const html = readFileSync('dist/index.html')
    const precompressed = readFileSync('dist/index.html.gz')
    expect(gunzipSync(precompressed).equals(html)).toBe(true)
    expect(precompressed.length).toBeLessThan(gzipSync(html, { level: 9 }).length)
    const response = await fetch(siteRoot(baseURL), { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(Number(response.headers.get('content-length'))).toBe(precompressed.length)
  })

  test('ships index.html in brotli too, which nginx sends to browsers that accept it: with its headers inside the first TCP round trip', async ({
    baseURL,
  }) => {
    const html = readFileSync('dist/index.html')
    const brotli = readFileSync('dist/index.html.br')
    expect(brotliDecompressSync(brotli).equals(html)).toBe(true)
    const response = await fetch(siteRoot(baseURL), { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(Number(response.headers.get('content-length'))).toBe(brotli.length)
    // Ten TCP segments of 1460 bytes: what a new connection delivers in its first round trip.
    const headerBytes = [...response.headers].reduce(
      (sum, [name, value]) => sum + name.length + value.length + 4,
      20,
    )
    expect(brotli.length + headerBytes).toBeLessThanOrEqual(10 * 1460)
  })

  test('scores at least 0.9 for performance (best of 3 runs) and 1.00 elsewhere in every Lighthouse mobile run', async ({
    baseURL,
  }) => {
    test.setTimeout(300_000)
    // This machine is shared and its speed drifts by 30 % and more: a slow run says little about the
    // page, and a page that is really slow fails all three. `npm run bench -- --against` compares.
    const url = siteRoot(baseURL)
    const runs = [await runLighthouse(url), await runLighthouse(url), await runLighthouse(url)]
    const performance = runs.map((run) => run.scores.performance).sort((a, b) => a - b)
    const failing = [...new Set(runs.flatMap((run) => run.failing))].join(', ')
    expect(
      performance[2],
      `performance ${performance.join(', ')}; failing audits: ${failing}`,
    ).toBeGreaterThanOrEqual(0.9)
    for (const run of runs) {
      expect(run.scores.accessibility, failing).toBe(1)
      expect(run.scores['best-practices'], failing).toBe(1)
      expect(run.scores.seo, failing).toBe(1)
      expect(run.cls).toBeLessThanOrEqual(0.01)
    }
  })
})
