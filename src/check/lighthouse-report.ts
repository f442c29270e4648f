/**
 * What the website check reads from a PageSpeed Insights response (API v5, runPagespeed): the
 * four category scores, the field data of real Chrome users, and the findings that cost the site
 * most. Everything read is data: it is shown as text, never as markup.
 */
import type { Category, FieldMetric, FieldRating, FindingKind } from '../content/types'
import { isObject } from '../lib/is-object'

/** Lighthouse's categories, by their ids in the report, in the order the result shows them. */
export const CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const satisfies Category[]

/** The field data's metrics: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift. */
export const FIELD_METRICS = {
  lcp: 'LARGEST_CONTENTFUL_PAINT_MS',
  inp: 'INTERACTION_TO_NEXT_PAINT',
  cls: 'CUMULATIVE_LAYOUT_SHIFT_SCORE',
} as const satisfies Record<FieldMetric, string>

/** CrUX's categories, as the API names them. */
const RATINGS: Record<string, FieldRating> = { FAST: 'good', AVERAGE: 'needsImprovement', SLOW: 'poor' }

/** The findings of the performance audits, by what a visitor feels; every other category's audits are one finding each. */
const PERFORMANCE_FINDINGS: Record<string, FindingKind> = {
  'first-contentful-paint': 'slowToShow',
  'largest-contentful-paint': 'slowToShow',
  'speed-index': 'slowToShow',
  'total-blocking-time': 'slowToRespond',
  'cumulative-layout-shift': 'layoutShifts',
}
const CATEGORY_FINDINGS: Record<Exclude<Category, 'performance'>, FindingKind> = {
  accessibility: 'hardToUse',
  'best-practices': 'browserWarnings',
  seo: 'hiddenFromSearch',
}

/** An audit behind a finding, in Lighthouse's own words and in the page's language (the request's `locale`). */
export interface FindingEvidence {
  title: string
  displayValue: string | undefined
}

export interface Finding {
  kind: FindingKind
  /** Points of its category's score (0–100) the finding's audits cost. */
  pointsLost: number
  /** Its audits, those that cost most first. */
  evidence: FindingEvidence[]
}

export interface FieldValue {
  /** The 75th percentile: milliseconds for LCP and INP, the score for CLS. */
  value: number
  rating: FieldRating
}

export interface FieldData {
  metrics: Partial<Record<FieldMetric, FieldValue>>
  /** CrUX had too few visits to the page itself: the figures are the whole site's. */
  wholeSite: boolean
}

export interface CheckResult {
  /** The address Lighthouse ended at, after any redirect. */
  checkedUrl: string
  /** Each category's score, 0–100. */
  scores: Record<Category, number>
  /** The metrics of real Chrome users, when CrUX has them for the page or its site. */
  fieldData: FieldData | undefined
  /** Up to three findings, those that cost most first. */
  findings: Finding[]
}

/** Findings that cost less than this many points are not worth the visitor's attention. */
const MIN_POINTS_LOST = 1
const MAX_FINDINGS = 3
const MAX_EVIDENCE = 3

/** The fields of the response the result reads, and only those (the API's `fields` parameter). */
export const RESULT_FIELDS = [
  'id',
  'loadingExperience(metrics,origin_fallback)',
  'lighthouseResult(finalDisplayedUrl,categories/*(score,auditRefs(id,weight)),audits/*(title,score,scoreDisplayMode,displayValue))',
].join(',')

type Json = Record<string, unknown>
const objectAt = (value: unknown, key: string): Json | undefined =>
  isObject(value) && isObject(value[key]) ? value[key] : undefined
const stringAt = (value: Json | undefined, key: string): string | undefined =>
  typeof value?.[key] === 'string' ? value[key] : undefined
const numberAt = (value: Json | undefined, key: string): number | undefined =>
  typeof value?.[key] === 'number' && Number.isFinite(value[key]) ? value[key] : undefined

/** A response without the four scores is no result. */
export class IncompleteReport extends Error {
  constructor(missing: string) {
    super(`The PageSpeed Insights response has no ${missing}`)
    this.name = 'IncompleteReport'
  }
}

/** Reads a runPagespeed response's body; throws IncompleteReport when a score is missing. */
export function readCheckResult(body: unknown, requestedUrl: string): CheckResult {
  const report = objectAt(body, 'lighthouseResult')
  const categories = objectAt(report, 'categories')
  const audits = objectAt(report, 'audits') ?? {}
  const scores = {} as Record<Category, number>
  for (const id of CATEGORIES) {
    const score = numberAt(objectAt(categories, id), 'score')
    if (score === undefined) throw new IncompleteReport(`${id} score`)
    scores[id] = Math.round(score * 100)
  }
  return {
    checkedUrl: stringAt(report, 'finalDisplayedUrl') ?? requestedUrl,
    scores,
    fieldData: readFieldData(objectAt(body, 'loadingExperience')),
    findings: readFindings(categories ?? {}, audits),
  }
}

function readFieldData(experience: Json | undefined): FieldData | undefined {
  const metrics = objectAt(experience, 'metrics')
  const values: Partial<Record<FieldMetric, FieldValue>> = {}
  for (const [metric, name] of Object.entries(FIELD_METRICS) as [FieldMetric, string][]) {
    const entry = objectAt(metrics, name)
    const percentile = numberAt(entry, 'percentile')
    const rating = RATINGS[stringAt(entry, 'category') ?? '']
    if (percentile === undefined || rating === undefined) continue
    // CrUX gives CLS times 100, as an integer.
    values[metric] = { value: metric === 'cls' ? percentile / 100 : percentile, rating }
  }
  if (Object.keys(values).length === 0) return undefined
  return { metrics: values, wholeSite: experience?.origin_fallback === true }
}

/** Audits that count towards a score; `informative`, `manual`, `notApplicable` and `error` do not. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings'])

/**
 * Each category's score is the weighted mean of its scored audits: an audit's cost is its share of
 * the weight times what it missed. Costs add up per finding, across categories.
 */
function readFindings(categories: Json, audits: Json): Finding[] {
  const findings = new Map<FindingKind, { pointsLost: number; costs: [number, FindingEvidence][] }>()
  for (const category of CATEGORIES) {
    const refs = objectAt(categories, category)?.auditRefs
    const scored = (Array.isArray(refs) ? refs : []).flatMap((ref) => {
      const id = isObject(ref) ? stringAt(ref, 'id') : undefined
      const weight = isObject(ref) ? numberAt(ref, 'weight') : undefined
      const audit = id === undefined ? undefined : objectAt(audits, id)
      const score = numberAt(audit, 'score')
      if (!id || !weight || !audit || score === undefined) return []
      if (!SCORED_MODES.has(stringAt(audit, 'scoreDisplayMode') ?? '')) return []
      return [{ id, weight, score, audit }]
    })
    const total = scored.reduce((sum, { weight }) => sum + weight, 0)
    for (const { id, weight, score, audit } of scored) {
      if (score >= 1) continue
      const kind = category === 'performance' ? PERFORMANCE_FINDINGS[id] : CATEGORY_FINDINGS[category]
      if (!kind) continue
      const cost = (weight / total) * (1 - score) * 100
      const finding = findings.get(kind) ?? { pointsLost: 0, costs: [] }
      finding.pointsLost += cost
      finding.costs.push([
        cost,
        { title: stringAt(audit, 'title') ?? id, displayValue: stringAt(audit, 'displayValue') || undefined },
      ])
      findings.set(kind, finding)
    }
  }
  return [...findings]
    .filter(([, { pointsLost }]) => pointsLost >= MIN_POINTS_LOST)
    .sort(([, a], [, b]) => b.pointsLost - a.pointsLost)
    .slice(0, MAX_FINDINGS)
    .map(([kind, { pointsLost, costs }]) => ({
      kind,
      pointsLost: Math.round(pointsLost),
      evidence: costs
        .sort(([a], [b]) => b - a)
        .slice(0, MAX_EVIDENCE)
        .map(([, evidence]) => evidence),
    }))
}
