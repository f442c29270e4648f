// Records the reports of the PageSpeed Insights fake (tests/e2e/pagespeed-fake.ts) with the
// Lighthouse the bench runs: a mobile run of the four categories of two pages, each in English and
// in Spanish (Lighthouse's `locale`, as the API's `locale` parameter sets it), wrapped the way the
// API wraps a report:
//
//   fast  the built site, served by nginx with the shipped configuration (a fast, good page)
//   slow  scripts/pagespeed/slow-page/, a deliberately slow and flawed page
//
//   node scripts/pagespeed/capture.mjs [--dist <built site>] [--site-port 4360] [--slow-port 4361]
//                                      [--pages fast,slow] [--runs 1] [--out tests/fixtures/pagespeed/reports]
//
// With --runs N each report is the run of median performance score among N (this shared machine's
// load moves a single run's figures by a third and more).
// Without --dist it builds this checkout first (mode e2e, into .tmp/pagespeed-capture). Each report
// becomes tests/fixtures/pagespeed/reports/<page>.<locale>.json: the API's envelope around the
// Lighthouse report, the report projected onto the API's schema (scripts/pagespeed/schema.mjs: what
// the API's serialization keeps), with the field data of a real captured API response
// (tests/fixtures/pagespeed/field-data/<page>.json). Left out, as too large to be of use: the
// screenshots (`fullPageScreenshot`, the thumbnails' and the final screenshot's image data, replaced
// by a 1-pixel image) and any audit's `details` larger than DETAILS_LIMIT. The page's address becomes
// `__PAGESPEED_URL__`, its origin `__PAGESPEED_ORIGIN__` and its host name `__PAGESPEED_HOST__`, which
// the fake replaces with the address a test checks. tests/fixtures/pagespeed/README.md says why each part is shaped as it is.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import { serveBuild } from '../serve-build.mjs'
import { lighthouseReport } from '../bench/lighthouse.mjs'
import { findChromium } from '../setup.mjs'
import { LIGHTHOUSE_RESULT, project } from './schema.mjs'
import { serveSlowPage } from './slow-page/server.mjs'

/** Placeholders the fake replaces with the checked address and its origin. */
export const URL_PLACEHOLDER = '__PAGESPEED_URL__'
export const ORIGIN_PLACEHOLDER = '__PAGESPEED_ORIGIN__'
/** The host name alone (the first-party entity's name). */
export const HOST_PLACEHOLDER = '__PAGESPEED_HOST__'

/** An audit's `details` larger than this (serialized) is left out. */
const DETAILS_LIMIT = 12_000

/** A 1×1 JPEG, in place of the screenshots' image data. */
const TINY_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q=='

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const FIELD_DATA = fileURLToPath(new URL('../../tests/fixtures/pagespeed/field-data/', import.meta.url))

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' })
    child.once('exit', (code) =>
      code === 0 ? done(undefined) : fail(new Error(`${args.join(' ')}: exit ${code}`)),
    )
    child.once('error', fail)
  })
}

/**
 * Every string in `value`, changed by `change`.
 * @param {unknown} value
 * @param {(text: string) => string} change
 * @returns {unknown}
 */
function mapStrings(value, change) {
  if (typeof value === 'string') return change(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]))
  return value
}

/**
 * The API's answer for one Lighthouse report of `pageUrl`.
 * @param {import('lighthouse').Result} lhr
 * @param {string} pageUrl
 * @param {{ loadingExperience: unknown, originLoadingExperience: unknown }} fieldData
 */
export function toApiResponse(lhr, pageUrl, fieldData) {
  /** @type {Record<string, any>} */
  const report = structuredClone(lhr)
  delete report.fullPageScreenshot
  const thumbnails = report.audits['screenshot-thumbnails']?.details
  if (thumbnails?.type === 'filmstrip') for (const item of thumbnails.items) item.data = TINY_JPEG
  const finalScreenshot = report.audits['final-screenshot']?.details
  if (finalScreenshot?.type === 'screenshot') finalScreenshot.data = TINY_JPEG
  const dropped = []
  for (const [id, audit] of Object.entries(report.audits)) {
    if (audit.details && JSON.stringify(audit.details).length > DETAILS_LIMIT) {
      delete audit.details
      dropped.push(id)
    }
  }
  // The API's configSettings: these five, emulatedFormFactor (deprecated) a copy of formFactor.
  const settings = report.configSettings
  report.configSettings = {
    emulatedFormFactor: settings.formFactor,
    formFactor: settings.formFactor,
    locale: settings.locale,
    onlyCategories: settings.onlyCategories,
    channel: settings.channel,
  }
  const { origin, hostname } = new URL(pageUrl)
  const placeheld = mapStrings(project(report, LIGHTHOUSE_RESULT), (text) => {
    if (text === pageUrl) return URL_PLACEHOLDER
    if (text === hostname) return HOST_PLACEHOLDER
    return text.replaceAll(origin, ORIGIN_PLACEHOLDER)
  })
  return {
    dropped,
    response: {
      captchaResult: 'CAPTCHA_NOT_NEEDED',
      kind: 'pagespeedonline#result',
      id: URL_PLACEHOLDER,
      loadingExperience: fieldData.loadingExperience,
      originLoadingExperience: fieldData.originLoadingExperience,
      lighthouseResult: placeheld,
      analysisUTCTimestamp: report.fetchTime,
    },
  }
}

/** @param {unknown} score */
const percent = (score) => (typeof score === 'number' ? String(Math.round(score * 100)) : '–')

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      'site-port': { type: 'string', default: '4360' },
      'slow-port': { type: 'string', default: '4361' },
      out: { type: 'string', default: 'tests/fixtures/pagespeed/reports' },
      pages: { type: 'string', default: 'fast,slow' },
      runs: { type: 'string', default: '1' },
    },
  })
  const sitePort = Number(values['site-port'])
  let dist = values.dist
  if (!dist) {
    dist = '.tmp/pagespeed-capture'
    await run(process.execPath, ['scripts/build.mjs', '--mode', 'e2e', '--out-dir', dist], {
      ...process.env,
      VITE_SITE_URL: `http://127.0.0.1:${sitePort}`,
    })
  }
  const out = resolve(ROOT, values.out)
  mkdirSync(out, { recursive: true })
  const site = await serveBuild(resolve(ROOT, dist), sitePort)
  const slow = await serveSlowPage(Number(values['slow-port']))
  // A crash outside the promises (a browser that fails to start) still stops nginx.
  process.once('uncaughtException', (error) => {
    console.error(error)
    void site.stop().finally(() => process.exit(1))
  })
  try {
    /** @type {[string, string][]} */
    const pages = [
      ['fast', site.url],
      ['slow', slow.url],
    ]
    const chosen = values.pages.split(',')
    for (const [name, pageUrl] of pages.filter(([name]) => chosen.includes(name))) {
      const fieldData = JSON.parse(readFileSync(`${FIELD_DATA}${name}.json`, 'utf8'))
      for (const locale of /** @type {const} */ (['en', 'es'])) {
        const runs = []
        for (let run = 0; run < Number(values.runs); run += 1)
          runs.push(await lighthouseReport(pageUrl, { locale }))
        const byScore = runs.sort(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        )
        const lhr = byScore[Math.floor((byScore.length - 1) / 2)]
        if (!lhr) throw new Error('no Lighthouse run')
        const { response, dropped } = toApiResponse(lhr, pageUrl, fieldData)
        const file = `${out}/${name}.${locale}.json`
        // Formatted as the project's Prettier formats JSON, so that `npm run check` passes as written.
        const text = await prettier.format(JSON.stringify(response), {
          ...(await prettier.resolveConfig(file)),
          filepath: file,
        })
        writeFileSync(file, text)
        const scores = Object.entries(lhr.categories).map(
          ([id, category]) => `${id} ${percent(category.score)}`,
        )
        const all = runs.map((run) => percent(run.categories.performance?.score)).join(' ')
        console.log(
          `${name}.${locale}.json: ${(text.length / 1024).toFixed(0)} KiB; ${scores.join(', ')} (performance of the runs: ${all})`,
        )
        if (dropped.length > 0) console.log(`  details left out: ${dropped.join(', ')}`)
      }
    }
  } finally {
    await slow.stop()
    await site.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.CHROMIUM_PATH) await main()
  else {
    // settings.mjs reads CHROMIUM_PATH once, as it loads: run again with the Chromium found here.
    const CHROMIUM_PATH = findChromium({ install: false, log: console.log }).path
    const child = spawn(process.execPath, process.argv.slice(1), {
      env: { ...process.env, CHROMIUM_PATH },
      stdio: 'inherit',
    })
    child.once('exit', (code) => process.exit(code ?? 1))
  }
}
