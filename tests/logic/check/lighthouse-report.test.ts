import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, IncompleteReport, readCheckResult } from '../../../src/check/lighthouse-report'

/** A captured report (tests/fixtures/pagespeed/reports), about `url`, as the API sends it. */
const captured = (name: string, url = 'https://joes-diner.com/') =>
  JSON.parse(
    readFileSync(`tests/fixtures/pagespeed/reports/${name}.json`, 'utf8')
      .replaceAll('__PAGESPEED_URL__', url)
      .replaceAll('__PAGESPEED_ORIGIN__', new URL(url).origin),
  )

const scores = (report: { lighthouseResult: { categories: Record<string, { score: number }> } }) =>
  Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round(report.lighthouseResult.categories[id]!.score * 100)]),
  )

describe('the website check reads a PageSpeed Insights response', () => {
  it('takes the four scores, 0–100, and the address Lighthouse ended at', () => {
    const report = captured('slow.en')
    const result = readCheckResult(report, 'https://joes-diner.com/')
    expect(result.scores).toEqual(scores(report))
    expect(result.scores).toEqual({ performance: 27, accessibility: 34, 'best-practices': 43, seo: 8 })
    expect(result.checkedUrl).toBe('https://joes-diner.com/')
  })

  it('takes LCP, INP and CLS of real Chrome users with CrUX’s rating, CLS from its ×100 form', () => {
    expect(readCheckResult(captured('slow.en'), 'https://joes-diner.com/').fieldData).toEqual({
      metrics: {
        lcp: { value: 2726, rating: 'needsImprovement' },
        inp: { value: 2098, rating: 'poor' },
        cls: { value: 0.03, rating: 'good' },
      },
      wholeSite: false,
    })
    const originOnly = captured('slow.en')
    originOnly.loadingExperience.origin_fallback = true
    expect(readCheckResult(originOnly, 'https://joes-diner.com/').fieldData?.wholeSite).toBe(true)
  })

  it('has no field data when CrUX has none (the API then sends only the initial url)', () => {
    const report = captured('slow.en')
    report.loadingExperience = { initial_url: 'https://joes-diner.com/' }
    delete report.originLoadingExperience
    expect(readCheckResult(report, 'https://joes-diner.com/').fieldData).toBeUndefined()
  })

  it('ranks findings by the points their audits cost: each category’s losses add up to 100 minus its score', () => {
    const report = captured('slow.en')
    const result = readCheckResult(report, 'https://joes-diner.com/')
    expect(result.findings.map(({ kind }) => kind)).toEqual([
      'hiddenFromSearch',
      'hardToUse',
      'browserWarnings',
    ])
    const lost = Object.fromEntries(result.findings.map(({ kind, pointsLost }) => [kind, pointsLost]))
    expect(lost.hiddenFromSearch).toBeCloseTo(100 - result.scores.seo, -0.5)
    expect(lost.hardToUse).toBeCloseTo(100 - result.scores.accessibility, -0.5)
    expect(lost.browserWarnings).toBeCloseTo(100 - result.scores['best-practices'], -0.5)
    // Lighthouse's own words back each, costliest first, three at most.
    const titles = (id: string) => report.lighthouseResult.audits[id].title
    expect(result.findings[0]?.evidence.map(({ title }) => title)).toContain(titles('meta-description'))
    for (const { evidence } of result.findings) expect(evidence.length).toBeLessThanOrEqual(3)
  })

  it('splits performance by what a visitor feels, and its three findings add up to the score’s loss', () => {
    const result = readCheckResult(captured('fast.en'), 'https://joes-diner.com/')
    const kinds = result.findings.map(({ kind }) => kind)
    expect(kinds.every((kind) => ['slowToShow', 'slowToRespond', 'layoutShifts'].includes(kind))).toBe(true)
    const lost = result.findings.reduce((sum, { pointsLost }) => sum + pointsLost, 0)
    expect(Math.abs(lost - (100 - result.scores.performance))).toBeLessThanOrEqual(result.findings.length)
  })

  it('leaves out a finding that costs less than a point, and lists none for a perfect page', () => {
    const perfect = captured('fast.en')
    for (const audit of Object.values<{ score: number | null }>(perfect.lighthouseResult.audits))
      if (typeof audit.score === 'number') audit.score = 1
    perfect.lighthouseResult.categories.performance.score = 1
    expect(readCheckResult(perfect, 'https://joes-diner.com/').findings).toEqual([])
  })

  it('refuses a response without a score', () => {
    const report = captured('fast.en')
    delete report.lighthouseResult.categories.seo
    expect(() => readCheckResult(report, 'https://joes-diner.com/')).toThrow(IncompleteReport)
    expect(() => readCheckResult({}, 'https://joes-diner.com/')).toThrow(IncompleteReport)
  })
})
