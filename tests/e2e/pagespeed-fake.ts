import { readFileSync } from 'node:fs'
import type { BrowserContext, Route } from '@playwright/test'
import { DEFAULT_PAGESPEED_ENDPOINT } from '../../scripts/settings.mjs'
import { applyFields, checkFields, FieldMaskError, parseFields } from '../../scripts/pagespeed/fields.mjs'
import { PAGESPEED_RESPONSE } from '../../scripts/pagespeed/schema.mjs'
import { ScriptedReplies } from './scripted-replies'

/**
 * A fake of Google's PageSpeed Insights API v5 (`runPagespeed`) at its real address, for the browser
 * tests: it answers from real Lighthouse reports and the API's real error bodies
 * (tests/fixtures/pagespeed/, whose README gives the sources), checks the request's parameters as
 * the API does, and applies its `fields` mask (scripts/pagespeed/fields.mjs).
 */
export const PAGESPEED_ENDPOINT = DEFAULT_PAGESPEED_ENDPOINT

/** The Lighthouse errors the API answers with when it could not test the page. */
export type LighthouseError =
  'FAILED_DOCUMENT_REQUEST' | 'ERRORED_DOCUMENT_REQUEST' | 'DNS_FAILURE' | 'NO_FCP'

/** How the fake answers one request. */
export type PageSpeedReply =
  /** A real report: the built site (`fast`) or a slow, flawed page; field data unless `fieldData: false`. */
  | { report: 'fast' | 'slow'; fieldData?: boolean }
  /** The fast report with hostile markup in every string a page might show. */
  | { markup: true }
  /** The API's 400 for an address it refuses, or its 429 when the quota is spent. */
  | { error: 'invalid-url' | 'quota' }
  /**
   * Lighthouse could not test the page. The API answers these with HTTP 400 (reason
   * `lighthouseUserError`) today; `status: 500` gives the older form (reason `lighthouseError`).
   */
  | { error: LighthouseError; status?: 400 | 500 }
  /** The connection fails without a reply. */
  | { abort: 'internetdisconnected' | 'connectionreset' }
  /** No reply ever comes. */
  | { hang: true }

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const DEFAULT_REPLY: PageSpeedReply = { report: 'fast', fieldData: true }

const FIXTURES = new URL('../fixtures/pagespeed/', import.meta.url)
const fixtures = new Map<string, Json>()

/** A fixture file, parsed once; each caller gets its own copy. */
function fixture(path: string): Json {
  if (!fixtures.has(path)) fixtures.set(path, JSON.parse(readFileSync(new URL(path, FIXTURES), 'utf8')))
  return structuredClone(fixtures.get(path) ?? null)
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every string in `value`, changed by `change(text, key)` (`key`: the property that holds it). */
function mapStrings(value: Json, change: (text: string, key: string) => string, key = ''): Json {
  if (typeof value === 'string') return change(value, key)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change, key))
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, mapStrings(item, change, name)]),
    )
  return value
}

/** An error body with `__VALUE__` replaced by the offending value. */
function errorBody(name: string, value = ''): JsonObject {
  const body = mapStrings(fixture(`errors/${name}.json`), (text) => text.replaceAll('__VALUE__', value))
  return isObject(body) ? body : {}
}

/** The API's category names (enum names, or Lighthouse's ids) and the report's category id each means. */
const CATEGORIES: Record<string, string> = {
  PERFORMANCE: 'performance',
  ACCESSIBILITY: 'accessibility',
  BEST_PRACTICES: 'best-practices',
  SEO: 'seo',
  PWA: 'pwa',
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best-practices',
  seo: 'seo',
  pwa: 'pwa',
}
const STRATEGIES = new Set(['mobile', 'desktop', 'MOBILE', 'DESKTOP', 'STRATEGY_UNSPECIFIED'])
const URL_PATTERN = /^(url:|origin:)?https?:\/\/.*$/i
const LOCALE_PATTERN = /^[a-zA-Z]+((_|-)[a-zA-Z]+)?$/

/** The API's 400 for a request it refuses before running anything, or null when it is valid. */
function refusal(params: URLSearchParams): JsonObject | null {
  const url = params.get('url')
  if (url === null) return errorBody('missing-url')
  if (!URL_PATTERN.test(url)) return errorBody('invalid-url', url)
  for (const category of params.getAll('category')) {
    if (category !== 'CATEGORY_UNSPECIFIED' && !(category in CATEGORIES))
      return errorBody('invalid-category', category)
  }
  const strategy = params.get('strategy')
  if (strategy !== null && !STRATEGIES.has(strategy)) return errorBody('invalid-strategy', strategy)
  const locale = params.get('locale')
  if (locale !== null && !LOCALE_PATTERN.test(locale)) return errorBody('invalid-locale', locale)
  const fields = params.get('fields')
  if (fields !== null) {
    try {
      checkFields(parseFields(fields), PAGESPEED_RESPONSE)
    } catch (error) {
      if (error instanceof FieldMaskError) return errorBody('invalid-fields', error.selection)
      throw error
    }
  }
  return null
}

/**
 * A report as the API answers it for `params`: in the request's language (Spanish for `es`,
 * English otherwise), with only the categories asked for (Performance alone when none is) and the
 * audits that belong to them, about the address asked for.
 */
function reportBody(report: 'fast' | 'slow', fieldData: boolean, params: URLSearchParams): JsonObject {
  const locale = /^es([-_]|$)/i.test(params.get('locale') ?? '') ? 'es' : 'en'
  const body = fixture(`reports/${report}.${locale}.json`)
  if (!isObject(body))
    throw new Error(`tests/fixtures/pagespeed/reports/${report}.${locale}.json is not an object`)
  if (!fieldData) {
    // As the API answers when the Chrome UX Report has no data for the page nor its origin.
    body.loadingExperience = { initial_url: '__PAGESPEED_URL__' }
    delete body.originLoadingExperience
  }
  const lighthouse = body.lighthouseResult
  if (isObject(lighthouse)) keepCategories(lighthouse, params)
  body.analysisUTCTimestamp = new Date().toISOString()
  const checked = new URL((params.get('url') ?? '').replace(/^(url:|origin:)/i, ''))
  const filled = mapStrings(body, (text) => {
    if (text === '__PAGESPEED_HOST__') return checked.hostname
    return text
      .replaceAll('__PAGESPEED_URL__', checked.href)
      .replaceAll('__PAGESPEED_ORIGIN__', checked.origin)
  })
  return isObject(filled) ? filled : {}
}

/** Drops the categories the request did not ask for, and the audits only they use. */
function keepCategories(lighthouse: JsonObject, params: URLSearchParams) {
  const asked = params
    .getAll('category')
    .map((category) => CATEGORIES[category])
    .filter((id): id is string => id !== undefined)
  const wanted = new Set(asked.length > 0 ? asked : ['performance'])
  const categories = isObject(lighthouse.categories) ? lighthouse.categories : {}
  const audits = isObject(lighthouse.audits) ? lighthouse.audits : {}
  const refsOf = (category: Json | undefined) =>
    isObject(category) && Array.isArray(category.auditRefs)
      ? category.auditRefs.flatMap((ref) => (isObject(ref) && typeof ref.id === 'string' ? [ref.id] : []))
      : []
  const referenced = new Set(Object.values(categories).flatMap(refsOf))
  const kept = new Set(
    Object.entries(categories).flatMap(([id, category]) => (wanted.has(id) ? refsOf(category) : [])),
  )
  for (const id of Object.keys(categories)) if (!wanted.has(id)) delete categories[id]
  for (const id of Object.keys(audits)) if (referenced.has(id) && !kept.has(id)) delete audits[id]
  if (isObject(lighthouse.configSettings)) lighthouse.configSettings.onlyCategories = [...wanted]
}

/** Markup that runs script if a page ever renders it as HTML (or a link target it follows). */
const HOSTILE =
  '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>[x](javascript:window.pwned=1)'

/**
 * Strings a page parses rather than shows, left as they are: enums, ids that link audits to their
 * categories, the keys of details tables, timestamps.
 */
const PARSED = new Set([
  'kind',
  'captchaResult',
  'scoreDisplayMode',
  'numericUnit',
  'category',
  'overall_category',
  'formFactor',
  'emulatedFormFactor',
  'locale',
  'channel',
  'onlyCategories',
  'relevantAudits',
  'group',
  'type',
  'key',
  'valueType',
  'lhId',
  'fetchTime',
  'analysisUTCTimestamp',
])

/** `body` with hostile markup in every string a page might show. */
function hostile(body: JsonObject): JsonObject {
  const changed = mapStrings(body, (text, key) => {
    if (PARSED.has(key)) return text
    // Ids name audits and categories, except the ids that are addresses.
    if (key === 'id' && !/^https?:/.test(text)) return text
    // Addresses stay addresses (new URL() still reads them), with markup in the fragment.
    if (/^https?:\/\//.test(text))
      return `${text}#"><img src=x onerror="window.pwned=1"><script>window.pwned=1</script>`
    const links = text.replaceAll(/\]\([^)]*\)/g, '](javascript:window.pwned=1)')
    return `${HOSTILE} ${links} ${HOSTILE}`
  })
  return isObject(changed) ? changed : {}
}

/**
 * Google's PageSpeed Insights API, faked with `context.route()`: it records every request and
 * answers as the test scripts it (by default, the fast report with field data).
 */
export class PageSpeedApi extends ScriptedReplies<PageSpeedReply> {
  /** Every request's address, in order: `requests[0].searchParams.get('locale')`. */
  readonly requests: URL[] = []

  constructor() {
    super(DEFAULT_REPLY)
  }

  async listen(context: BrowserContext): Promise<void> {
    await context.route(
      (url) => `${url.origin}${url.pathname}` === PAGESPEED_ENDPOINT,
      (route) => this.answer(route),
    )
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request()
    const origin = request.headers()['origin']
    if (request.method() === 'OPTIONS') {
      const asked = request.headers()['access-control-request-headers']
      return route
        .fulfill({
          status: 200,
          headers: {
            ...(origin ? { 'Access-Control-Allow-Origin': origin } : {}),
            'Access-Control-Allow-Methods': 'DELETE,GET,HEAD,OPTIONS,PATCH,POST,PUT',
            ...(asked ? { 'Access-Control-Allow-Headers': asked } : {}),
            'Access-Control-Max-Age': '3600',
            Vary: 'Origin, X-Origin, Referer',
          },
        })
        .catch(() => undefined)
    }
    const url = new URL(request.url())
    this.requests.push(url)
    const params = url.searchParams
    const refused = refusal(params)
    const reply = refused ? null : await this.nextReply()
    if (reply && 'hang' in reply) return
    if (reply && 'abort' in reply) return route.abort(reply.abort).catch(() => undefined)
    const body = refused ?? (reply ? this.body(reply, params) : {})
    const error = body.error
    const status = isObject(error) && typeof error.code === 'number' ? error.code : 200
    // The API applies `fields` to a result, never to an error.
    const shown = status === 200 ? applyFields(body, params.get('fields'), PAGESPEED_RESPONSE) : body
    await route
      .fulfill({
        status,
        headers: {
          'Content-Type': 'application/json; charset=UTF-8',
          Vary: 'Origin, X-Origin, Referer',
          ...(origin
            ? {
                'Access-Control-Allow-Origin': origin,
                'Access-Control-Expose-Headers': 'vary,vary,vary,content-encoding,date,server,content-length',
              }
            : {}),
        },
        body:
          params.get('prettyPrint') === 'false'
            ? JSON.stringify(shown)
            : `${JSON.stringify(shown, null, 2)}\n`,
      })
      // The page may be gone (a reload, the end of the test) while a reply was held.
      .catch(() => undefined)
  }

  private body(reply: PageSpeedReply, params: URLSearchParams): JsonObject {
    if ('report' in reply) return reportBody(reply.report, reply.fieldData ?? true, params)
    if ('markup' in reply) return hostile(reportBody('fast', true, params))
    if (!('error' in reply)) return {}
    if (reply.error === 'invalid-url') return errorBody('invalid-url', params.get('url') ?? '')
    if (reply.error === 'quota') return errorBody('quota')
    const body = errorBody(reply.error)
    if ('status' in reply && reply.status === 500 && isObject(body.error)) {
      body.error.code = 500
      for (const entry of Array.isArray(body.error.errors) ? body.error.errors : [])
        if (isObject(entry)) entry.reason = 'lighthouseError'
    }
    return body
  }
}
