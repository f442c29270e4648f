// Runs Lighthouse 12 in Debian's Chromium against a URL and reduces each report to the figures
// the quality gates track: the four category scores, FCP, LCP, TBT, CLS and bytes by type.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const bytes = {}
  for (const item of lhr.audits['resource-summary']?.details?.items ?? []) {
    bytes[item.resourceType] = item.transferSize
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? 0])),
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
 */
export async function runLighthouse(url, { desktop = false } = {}) {
  let errors = []
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const summary = await runOnce(url, desktop)
    if (summary.errors.length === 0) return summary
    errors = summary.errors
    console.warn(`Lighthouse attempt ${attempt} of ${ATTEMPTS} could not measure: ${errors.join('; ')}`)
  }
  throw new Error(`Lighthouse could not measure ${url}: ${errors.join('; ')}`)
}

async function runOnce(url, desktop) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      desktop ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    return summarize(result.lhr)
  } finally {
    await chrome.kill()
  }
}
