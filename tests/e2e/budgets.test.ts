import { readFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { budgetRows, BUDGETS, measureBudgets } from '../../scripts/bench/budgets.mjs'
import { runLighthouse } from '../../scripts/bench/lighthouse.mjs'
import { baseURL } from './browser'

describe('performance budgets', () => {
  it('keeps what index.html loads first within the byte budgets (gzipped)', async () => {
    const measured = await measureBudgets('dist')
    expect(measured.files.scripts.length).toBeGreaterThan(0)
    expect(measured.files.styles.length).toBeGreaterThan(0)
    expect(budgetRows(measured).filter((row) => !row.ok)).toEqual([])
    expect(BUDGETS).toEqual({ initialJs: 85 * 1024, css: 15 * 1024, html: 30 * 1024, preloadedFonts: 1 })
  })

  it('ships index.html precompressed, smaller than gzip -9, and nginx sends that file', async () => {
    const html = readFileSync('dist/index.html')
    const precompressed = readFileSync('dist/index.html.gz')
    expect(gunzipSync(precompressed).equals(html)).toBe(true)
    expect(precompressed.length).toBeLessThan(gzipSync(html, { level: 9 }).length)
    const response = await fetch(`${baseURL()}/`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(Number(response.headers.get('content-length'))).toBe(precompressed.length)
  })

  it(
    'scores at least 0.9 for performance and 1.00 elsewhere in a Lighthouse mobile run',
    { timeout: 180_000 },
    async () => {
      const result = await runLighthouse(`${baseURL()}/`)
      expect(
        result.scores.performance,
        `performance; failing audits: ${result.failing.join(', ')}`,
      ).toBeGreaterThanOrEqual(0.9)
      expect(result.scores.accessibility, result.failing.join(', ')).toBe(1)
      expect(result.scores['best-practices'], result.failing.join(', ')).toBe(1)
      expect(result.scores.seo, result.failing.join(', ')).toBe(1)
      expect(result.cls).toBeLessThanOrEqual(0.01)
    },
  )
})
