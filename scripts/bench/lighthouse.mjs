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
  }
}

/** One Lighthouse run, in mobile (default) or desktop mode, in a fresh Chromium. */
export async function runLighthouse(url, { desktop = false } = {}) {
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
