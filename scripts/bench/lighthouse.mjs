// Runs Lighthouse 12 in Debian's Chromium against a URL and reduces each report to the figures
// the quality gates track: the four category scores, FCP, LCP, TBT, CLS and bytes by type.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../settings.mjs'

/** Lighthouse launches Chromium itself: headless, with the flags every script uses. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */

/** @type {Category[]} */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * @typedef {object} LighthouseSummary
 * @property {Record<Category, number>} scores
 * @property {number} fcp ms
 * @property {number} lcp ms
 * @property {number} tbt ms
 * @property {number} cls
 * @property {Record<string, number>} bytes transferred, by resource type (`total`, `script`, `document`…)
 * @property {string[]} failing weighted audits scoring below 1, as "category: audit (score)"
 * @property {string[]} errors what Lighthouse failed to measure (empty in each summary runLighthouse returns)
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {LighthouseSummary}
 */
function summarize(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN
  /** @type {Record<string, number>} */
  const bytes = {}
  const details = lhr.audits['resource-summary']?.details
  for (const item of details?.type === 'table' ? details.items : []) {
    const { resourceType, transferSize } = item
    if (typeof resourceType === 'string' && typeof transferSize === 'number')
      bytes[resourceType] = transferSize
  }
  return {
    scores: {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      'best-practices': lhr.categories['best-practices']?.score ?? 0,
      seo: lhr.categories.seo?.score ?? 0,
    },
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes,
    failing: CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.score})`),
    ),
    errors: lighthouseErrors(lhr),
  }
}

/**
 * What Lighthouse itself failed to measure: a run-level error, or a weighted audit that errored
 * (its category's score is then null, which is no verdict on the page).
 * @param {import('lighthouse').Result} lhr
 * @returns {string[]}
 */
function lighthouseErrors(lhr) {
  const errors = lhr.runtimeError ? [`run: ${lhr.runtimeError.message}`] : []
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit?.scoreDisplayMode === 'error') {
        errors.push(`${id}: ${ref.id} errored: ${audit.errorMessage ?? 'no message'}`)
      }
    }
  }
  return errors
}

const ATTEMPTS = 3

/**
 * One Lighthouse run, in mobile (default) or desktop mode, in a fresh Chromium. A run in which
 * Lighthouse failed to measure something (a gatherer timing out on this shared machine) is run
 * again, up to three times in all; the errors of the last attempt are thrown.
 *
 * `pageHeight` (mobile only) makes the phone's screen that tall, so that the whole page is in view
 * and rendered when Lighthouse audits it. On a phone-sized screen the parts below the first screen
 * are skipped by the browser (`content-visibility: auto`) until a visitor scrolls near them, and
 * Lighthouse's axe then reads some of their text unrendered: the link colour of an unstyled page
 * (#0000ee) on the page's background, which no visitor ever sees. Its scores are then about what
 * the browser has not drawn yet, and vary with how busy the machine is.
 * @param {string} url
 * @param {{ desktop?: boolean, pageHeight?: number }} [options]
 * @returns {Promise<LighthouseSummary>}
 */
export async function runLighthouse(url, { desktop = false, pageHeight } = {}) {
  return summarize(await measuredReport(url, { desktop, pageHeight }))
}

/**
 * The whole Lighthouse report of one mobile run of the four categories, as PageSpeed Insights runs
 * it (its default phone and throttling, no taller screen), with Lighthouse's strings in `locale`
 * (`en`, `es`…). A run in which Lighthouse failed to measure something is run again, as in
 * runLighthouse. scripts/pagespeed/capture.mjs records the fixtures of the PageSpeed Insights fake
 * with it.
 * @param {string} url
 * @param {{ locale?: import('lighthouse').Flags['locale'] }} [options]
 * @returns {Promise<import('lighthouse').Result>}
 */
export async function lighthouseReport(url, { locale = 'en' } = {}) {
  return measuredReport(url, { locale })
}

/**
 * @typedef {object} RunOptions
 * @property {boolean} [desktop]
 * @property {number} [pageHeight]
 * @property {import('lighthouse').Flags['locale']} [locale]
 */

/**
 * The report of the first of up to ATTEMPTS runs in which Lighthouse measured everything; the
 * errors of the last attempt are thrown.
 * @param {string} url
 * @param {RunOptions} options
 * @returns {Promise<import('lighthouse').Result>}
 */
async function measuredReport(url, options) {
  /** @type {string[]} */
  let errors = []
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const lhr = await runOnce(url, options)
    errors = lighthouseErrors(lhr)
    if (errors.length === 0) return lhr
    console.warn(`Lighthouse attempt ${attempt} of ${ATTEMPTS} could not measure: ${errors.join('; ')}`)
  }
  throw new Error(`Lighthouse could not measure ${url}: ${errors.join('; ')}`)
}

/** Lighthouse's phone (a Moto G Power): its width and pixel ratio. */
export const PHONE_SCREEN = { mobile: true, width: 412, deviceScaleFactor: 1.75, disabled: false }

/**
 * One run in a fresh Chromium.
 * @param {string} url
 * @param {RunOptions} options
 * @returns {Promise<import('lighthouse').Result>}
 */
async function runOnce(url, { desktop = false, pageHeight, locale }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }
    if (locale) flags.locale = locale
    if (pageHeight !== undefined && !desktop) {
      flags.screenEmulation = { ...PHONE_SCREEN, height: pageHeight }
      // A screenshot of a screen that tall takes seconds, and only Lighthouse's HTML report shows it.
      flags.disableFullPageScreenshot = true
    }
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined)
    if (!result) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    await chrome.kill()
  }
}
