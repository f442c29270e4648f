import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyFields, FieldMaskError, parseFields } from '../../scripts/pagespeed/fields.mjs'
import { PAGESPEED_RESPONSE, type Schema } from '../../scripts/pagespeed/schema.mjs'

// The `fields` mask of the PageSpeed Insights fake (scripts/pagespeed/fields.mjs), with Google's
// partial-response rules (tests/fixtures/pagespeed/README.md).

type Json = Record<string, unknown>

// Vitest runs from the project's root (jsdom's import.meta.url is no file: URL).
const report = JSON.parse(
  readFileSync(resolve('tests/fixtures/pagespeed/reports/fast.en.json'), 'utf8'),
) as Json

/** A small schema: a message with a map, an array of messages and a free-form field. */
const SCHEMA: Schema = {
  kind: 'message',
  fields: {
    id: { kind: 'scalar' },
    items: {
      kind: 'array',
      items: { kind: 'message', fields: { title: { kind: 'scalar' }, size: { kind: 'scalar' } } },
    },
    byKey: {
      kind: 'map',
      values: { kind: 'message', fields: { score: { kind: 'scalar' }, title: { kind: 'scalar' } } },
    },
    nested: {
      kind: 'message',
      fields: { a: { kind: 'scalar' }, b: { kind: 'scalar' }, c: { kind: 'scalar' } },
    },
    free: { kind: 'any' },
  },
}

const BODY = {
  id: 'https://joes-diner.example/',
  items: [
    { title: 'One', size: 1 },
    { title: 'Two', size: 2 },
  ],
  byKey: { lcp: { score: 0.5, title: 'LCP' }, cls: { score: 1, title: 'CLS' } },
  nested: { a: 1, b: 2, c: 3 },
  free: { type: 'table', items: [{ url: 'x', wastedMs: 3 }] },
}

const select = (fields: string) => applyFields(BODY, fields, SCHEMA)

describe('fields mask', () => {
  it('keeps the selected fields and their parents, and nothing else', () => {
    expect(select('id')).toEqual({ id: BODY.id })
    expect(select('nested/a,nested/c')).toEqual({ nested: { a: 1, c: 3 } })
    expect(select('nested(a,c),id')).toEqual({ id: BODY.id, nested: { a: 1, c: 3 } })
  })

  it('reads a.b as a/b', () => {
    expect(select('nested.b')).toEqual(select('nested/b'))
  })

  it('selects in every item of an array', () => {
    expect(select('items/title')).toEqual({ items: [{ title: 'One' }, { title: 'Two' }] })
    expect(select('items(size)')).toEqual({ items: [{ size: 1 }, { size: 2 }] })
  })

  it('selects map entries by key and with *', () => {
    expect(select('byKey/lcp/score')).toEqual({ byKey: { lcp: { score: 0.5 } } })
    expect(select('byKey/*/title')).toEqual({ byKey: { lcp: { title: 'LCP' }, cls: { title: 'CLS' } } })
    expect(select('byKey/*(score),byKey/cls(title)')).toEqual({
      byKey: { lcp: { score: 0.5 }, cls: { score: 1, title: 'CLS' } },
    })
  })

  it('selects every field of a message with *', () => {
    expect(select('nested/*')).toEqual({ nested: BODY.nested })
    expect(select('*')).toEqual(BODY)
  })

  it('selects anything within a free-form field', () => {
    expect(select('free/type')).toEqual({ free: { type: 'table' } })
    expect(select('free/items/url')).toEqual({ free: { items: [{ url: 'x' }] } })
  })

  it('leaves out a selected field the response lacks, without error', () => {
    expect(select('byKey/fid/score,id')).toEqual({ byKey: {}, id: BODY.id })
    expect(applyFields({ id: 'x' }, 'nested/a', SCHEMA)).toEqual({})
  })

  it('returns the whole response for an empty mask or none', () => {
    expect(select('')).toEqual(BODY)
    expect(applyFields(BODY, null, SCHEMA)).toBe(BODY)
  })

  it('refuses a field the schema does not know, even where the response has nothing', () => {
    expect(() => select('nested/d')).toThrow(new FieldMaskError('d'))
    expect(() => select('id,titel')).toThrow('Invalid field selection titel')
    expect(() => select('byKey/lcp/titel')).toThrow('Invalid field selection titel')
    expect(() => select('items/url')).toThrow('Invalid field selection url')
    expect(() => select('id/length')).toThrow('Invalid field selection length')
  })

  it('refuses a mask that does not parse', () => {
    for (const fields of ['nested(a', 'nested)', 'id,,nested', 'nested()', '/id', 'id/'])
      expect(() => parseFields(fields), fields).toThrow(FieldMaskError)
  })

  it('reduces a real report to what a result needs', () => {
    const fields =
      'id,loadingExperience/metrics,lighthouseResult(finalDisplayedUrl,categories/*(score,auditRefs(id,weight)),' +
      'audits/*(score,scoreDisplayMode,title,displayValue))'
    const reduced = applyFields(report, fields, PAGESPEED_RESPONSE) as Json
    expect(Object.keys(reduced)).toEqual(['id', 'loadingExperience', 'lighthouseResult'])
    const lighthouse = reduced.lighthouseResult as Json
    expect(Object.keys(lighthouse).sort()).toEqual(['audits', 'categories', 'finalDisplayedUrl'])
    const categories = lighthouse.categories as Record<string, Json>
    expect(Object.keys(categories)).toEqual(['performance', 'accessibility', 'best-practices', 'seo'])
    for (const category of Object.values(categories)) {
      expect(Object.keys(category).sort()).toEqual(['auditRefs', 'score'])
      for (const ref of category.auditRefs as Json[])
        expect(Object.keys(ref).sort()).toEqual(['id', 'weight'])
    }
    const audits = lighthouse.audits as Record<string, Json>
    const fullAudits = (report.lighthouseResult as Json).audits as Record<string, Json>
    expect(Object.keys(audits)).toEqual(Object.keys(fullAudits))
    for (const audit of Object.values(audits))
      for (const key of Object.keys(audit))
        expect(['score', 'scoreDisplayMode', 'title', 'displayValue']).toContain(key)
    expect(JSON.stringify(reduced).length).toBeLessThan(JSON.stringify(report).length / 4)
  })

  it('refuses the report fields the API does not have', () => {
    expect(() =>
      applyFields(report, 'lighthouseResult/categories/performance/weight', PAGESPEED_RESPONSE),
    ).toThrow('Invalid field selection weight')
    expect(() => applyFields(report, 'lighthouseResult/audits/*/guidanceLevel', PAGESPEED_RESPONSE)).toThrow(
      'Invalid field selection guidanceLevel',
    )
    expect(() => applyFields(report, 'loadingExperience/metric', PAGESPEED_RESPONSE)).toThrow(
      'Invalid field selection metric',
    )
  })
})
