// `npm run bench`: builds the site, serves dist/ through the shipped nginx configuration, and
// prints the figures the quality gates track: Lighthouse (3 mobile runs and 1 desktop run, medians),
// byte budgets, media file sizes, initial-load bytes at 375 and 1280 px, the glow's cost, the CPU
// the page takes at rest, a page view that opens nothing on a phone profile (its long tasks, its
// JavaScript and React's share), the islands as a phone visitor feels them (tap to a form that takes
// typing, the carousel's first rotation once in view), taps made at first paint with JavaScript on
// and off, and the assistant.
//
// `npm run bench -- --against <side> [--against <side> …] [--runs N]` compares instead. A side is a git
// ref of this project, built in a temporary git worktree; `empty`: a valid page with a title and
// one heading, the floor no site can beat; or a folder of another site's static files (a peer, such
// as a built astrowind), served the same way without this site's security headers. It alternates
// Lighthouse mobile runs of every build (N of each, at least 5) and prints their medians side by
// side (with each LCP ÷ the empty page's when it is a side), and for FCP and LCP the shift between
// this build and each other with the interval noise could move it by. Then, for every build, loads
// of a page view that opens nothing on the phone profile, alternating too; for this project's
// builds, the islands' phone figures, the page at rest and the first taps; and this build's
// assistant. The machine's speed drifts, so only figures from one run compare. The side `analytics`
// is this checkout built with analytics configured (domain 127.0.0.1, its events posted to the same
// nginx, which answers them with a 405): with it, the run compares analytics on and off.
// `npm run bench -- --assistant` prints the assistant's figures alone (its question sets, the service
// finder's situations, its time and bytes).
// `--page /es/` (repeatable, `/` by default) chooses the pages whose Lighthouse and phone-load
// figures are compared: each build's that has them, so `--page / --page /es/ --against HEAD~1` sets
// the Spanish page beside both.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ensureChromium, ensureNginx } from '../setup.mjs'
import { PORTS } from '../settings.mjs'
import { buildRef } from './against.mjs'
import { writeEmptyPage } from './empty-page.mjs'
import { ASSISTANT_PAGES, firstQuestion, measureAssistant } from './assistant.mjs'
import { budgetRows, measureBudgets } from './budgets.mjs'
import { firstTaps } from './first-tap.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { glowCost, initialLoad, launch, RESTING_STATES, restingCpu } from './page-metrics.mjs'
import { firstRotation, tapToUsableForm } from './phone-interactions.mjs'
import { loadOnPhone } from './phone-load.mjs'
import { serveBuild } from '../serve-build.mjs'
import { shiftBetween } from './shift.mjs'

/** @typedef {import('./lighthouse.mjs').LighthouseSummary} LighthouseSummary */
/** @typedef {(string | number)[]} Row */
/** @typedef {{ label: string, server: import('../serve-build.mjs').ServedBuild, runs: LighthouseSummary[] }} Build */
/** @typedef {[name: string, get: (run: LighthouseSummary) => number, format: (value: number) => string]} Metric */

const root = fileURLToPath(new URL('../..', import.meta.url))
const MOBILE_RUNS = 3
const MIN_COMPARE_RUNS = 5
const PHONE_LOAD_RUNS = 3
/** What `--against empty` names: the empty page (empty-page.mjs), not a git ref. */
const EMPTY_SIDE = 'empty'
const EMPTY_LABEL = 'empty page'
/** What `--against analytics` names: this checkout built with analytics configured. */
const ANALYTICS_SIDE = 'analytics'

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/**
 * Prints a Markdown table.
 * @param {string} title
 * @param {string[]} header
 * @param {Row[]} rows
 */
function table(title, header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i]).length)))
  const line = (/** @type {Row} */ cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(`\n${title}\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
}

/**
 * Taps lost and tap-to-open times of one build, JavaScript on and off, as table rows.
 * @param {string} label
 * @param {string} url
 * @returns {Promise<Row[]>}
 */
async function firstTapRows(label, url) {
  const browser = await launch()
  try {
    /** @type {Row[]} */
    const rows = []
    for (const javaScriptEnabled of [true, false]) {
      const taps = await firstTaps(browser, url, { javaScriptEnabled })
      rows.push([
        label,
        javaScriptEnabled ? 'on' : 'off',
        `${taps.lost} of ${taps.made}`,
        taps.lostBy.length ? [...new Set(taps.lostBy)].join(', ') : '-',
        taps.medianMs === null ? '-' : ms(taps.medianMs),
        taps.slowestMs === null ? '-' : ms(taps.slowestMs),
      ])
    }
    return rows
  } finally {
    await browser.close()
  }
}

/**
 * The assistant's accuracy, hand-off rate, time to answer and the bytes its first opening loads.
 * @param {string} url
 */
async function printAssistant(url) {
  const browser = await launch()
  try {
    for (const assistantPage of ASSISTANT_PAGES) {
      const figures = await measureAssistant(browser, url, assistantPage)
      const share = (/** @type {number} */ part, /** @type {number} */ whole) =>
        whole > 0 ? `${part} of ${whole} (${((100 * part) / whole).toFixed(1)} %)` : ''
      const slowest = (/** @type {number[]} */ values) => ms(Math.max(...values))
      const { parts } = figures
      /**
       * One row of the table: the figures of one part, or of several together.
       * @param {string} name
       * @param {import('../../src/assistant/grading.mjs').SetFigures[]} graded
       */
      const row = (name, graded) => {
        const sum = (/** @type {(part: (typeof graded)[number]) => number} */ count) =>
          graded.reduce((total, part) => total + count(part), 0)
        const onTopic = sum((part) => part.onTopic.total)
        return [
          name,
          share(
            sum((part) => part.onTopic.right),
            onTopic,
          ),
          share(
            sum((part) => part.onTopic.wrong.length),
            onTopic,
          ),
          share(
            sum((part) => part.onTopic.handedOff.length),
            onTopic,
          ),
          String(sum((part) => part.onTopic.long.length)),
          share(
            sum((part) => part.offTopic.answered.length),
            sum((part) => part.offTopic.total),
          ),
          share(
            sum((part) => part.planFit.right),
            sum((part) => part.planFit.total),
          ),
        ]
      }
      table(
        `Assistant on ${assistantPage.path}: every part of its question set (${assistantPage.tuning}, then ${assistantPage.heldOut}/held-out*.json) asked through the dialog, 1280 px; the held-out figures are the ones that count`,
        [
          'part',
          'on-topic right (may not fall)',
          'wrong (≤ 2 %)',
          'handed off (the rest)',
          'naming > 2 prices (0)',
          'off-topic answered (≤ 5 %)',
          'plan fit right (≥ 90 %)',
        ],
        [
          ...parts.map(([name, graded]) => row(name, [graded])),
          row(
            'held-out, all parts',
            parts.slice(1).map(([, graded]) => graded),
          ),
        ],
      )
      const { situations } = figures
      table(
        `Assistant on ${assistantPage.path}: the service finder, each situation asked through the dialog (${assistantPage.situations}, then ${assistantPage.heldOut}/situations-held-out*.json); the held-out figures are the ones that count`,
        [
          'set',
          'right: the service, and its tool where one fits (≥ 90 %)',
          'wrong service (≤ 3 %)',
          'handed off',
          'the service without its tool',
        ],
        situations.map(([set, { right, total, wrong, handedOff, withoutTool }]) => [
          set,
          share(right, total),
          share(wrong.length, total),
          share(handedOff.length, total),
          share(withoutTool.length, total),
        ]),
      )
      table(
        `Assistant on ${assistantPage.path}: time and bytes`,
        ['figure', 'measured', 'target'],
        [
          [
            'Ask to answer, median / slowest (every part)',
            `${ms(median(figures.latencies))} / ${slowest(figures.latencies)}`,
            '< 50 ms',
          ],
          [
            'the same, CPU 4× slower (the first held-out part)',
            `${ms(median(figures.slowLatencies))} / ${slowest(figures.slowLatencies)}`,
            '< 50 ms',
          ],
          ['loaded on first open', `${kib(figures.openBytes)}: ${figures.openFiles.join(' ')}`, '< 16 KiB'],
        ],
      )
      for (const [part, { onTopic, offTopic, planFit }] of parts) {
        const where = `${assistantPage.path} ${part}`
        for (const question of onTopic.wrong) console.log(`${where}, wrong: ${question}`)
        for (const question of onTopic.handedOff) console.log(`${where}, handed off: ${question}`)
        for (const question of planFit.missed) console.log(`${where}, plan fit missed: ${question}`)
        for (const question of onTopic.long) console.log(`${where}, more prices than asked for: ${question}`)
        for (const question of offTopic.answered)
          console.log(`${where}, answered, not handed off: ${question}`)
      }
      // The held-out situations' misses are not printed: nobody tunes on them.
      const [, tuning] = situations[0] ?? []
      for (const [miss, questions] of Object.entries({
        'wrong service': tuning?.wrong ?? [],
        'handed off': tuning?.handedOff ?? [],
        'without its tool': tuning?.withoutTool ?? [],
      }))
        for (const question of questions)
          console.log(`${assistantPage.path} tuning situation, ${miss}: ${question}`)
    }
    const first = await firstQuestion(browser, url)
    table(
      'The first question on the phone profile (CPU 4x, 1.6 Mbit/s, 150 ms), the launcher tapped as it shows, 375 px',
      ['answered with the right facts', 'tap to open (median)', 'Enter to answer (median / slowest)'],
      [
        [
          `${first.answered} of ${first.asked}`,
          first.openMs.length ? ms(median(first.openMs)) : '-',
          first.answerMs.length ? `${ms(median(first.answerMs))} / ${ms(Math.max(...first.answerMs))}` : '-',
        ],
      ],
    )
  } finally {
    await browser.close()
  }
}

/**
 * Loads each build `runs` times on the phone profile, alternating the builds, and prints every
 * run's longest task and the JavaScript a page view that opens nothing downloads.
 * @param {{ label: string, url: string }[]} builds
 * @param {number} runs
 */
async function printPhoneLoads(builds, runs) {
  const browser = await launch()
  /** @type {Map<string, import('./phone-load.mjs').PhoneLoad[]>} */
  const loads = new Map(builds.map((build) => [build.label, []]))
  try {
    for (let round = 0; round < runs; round++) {
      for (const build of round % 2 === 0 ? builds : builds.toReversed())
        loads.get(build.label)?.push(await loadOnPhone(browser, build.url))
    }
  } finally {
    await browser.close()
  }
  table(
    `A page view that opens nothing, phone profile (375 px, CPU 4x, 1.6 Mbit/s, 150 ms), ${runs} runs of each`,
    ['build', 'longest task, each run', 'median', 'tasks > 50 ms (median)', 'JavaScript', 'of it React'],
    builds.map(({ label }) => {
      const runsOf = loads.get(label) ?? []
      const longest = runsOf.map((load) => Math.max(0, ...load.longTasks))
      const first = runsOf[0]
      return [
        label,
        longest.map(ms).join(', '),
        ms(median(longest)),
        median(runsOf.map((load) => load.longTasks.length)),
        first ? [kib(first.scriptBytes), ...first.scripts].join(' ') : '-',
        first ? kib(first.reactBytes) : '-',
      ]
    }),
  )
}

/**
 * The page at rest on each build (page-metrics.mjs's restingCpu), state by state, the builds
 * alternating within each state: cores kept busy.
 * @param {{ label: string, url: string }[]} builds
 */
async function printRestingCpu(builds) {
  const browser = await launch()
  /** @type {Row[]} */
  const rows = []
  try {
    for (const state of RESTING_STATES) {
      const row = [state.name]
      for (const build of builds) row.push((await restingCpu(browser, build.url, state)).toFixed(2))
      rows.push(row)
    }
  } finally {
    await browser.close()
  }
  table(
    'The page at rest: CPU time of every Chromium process over 5 s untouched ÷ 5 s (cores kept busy)',
    ['state', ...builds.map((build) => build.label)],
    rows,
  )
}

/**
 * The islands as a phone visitor feels them, `runs` times on each build, alternating the builds:
 * the tap on Build My Website to a form that takes typing, and the carousel's first rotation after
 * it is scrolled into view.
 * @param {{ label: string, url: string }[]} builds
 * @param {number} runs
 */
async function printPhoneInteractions(builds, runs) {
  const browser = await launch()
  /** @type {Map<string, { usable: (number | null)[], rotation: (number | null)[] }>} */
  const figures = new Map(builds.map((build) => [build.label, { usable: [], rotation: [] }]))
  try {
    for (let round = 0; round < runs; round++) {
      for (const build of round % 2 === 0 ? builds : builds.toReversed()) {
        figures.get(build.label)?.usable.push(await tapToUsableForm(browser, build.url))
        figures.get(build.label)?.rotation.push(await firstRotation(browser, build.url))
      }
    }
  } finally {
    await browser.close()
  }
  const each = (/** @type {(number | null)[]} */ values) =>
    values.map((value) => (value === null ? 'none' : ms(value))).join(', ')
  const middle = (/** @type {(number | null)[]} */ values) => {
    const measured = values.filter((value) => value !== null)
    return measured.length ? ms(median(measured)) : '-'
  }
  table(
    `The islands on the phone profile (375 px, CPU 4x, 1.6 Mbit/s, 150 ms), ${runs} runs of each`,
    [
      'build',
      'tap on Build My Website to a typed letter in the form, each run',
      'median',
      'scrolled into view to the carousel’s first rotation, each run',
      'median',
    ],
    builds.map(({ label }) => {
      const { usable = [], rotation = [] } = figures.get(label) ?? {}
      return [label, each(usable), middle(usable), each(rotation), middle(rotation)]
    }),
  )
}

/** @param {Row[]} rows */
function printFirstTaps(rows) {
  table(
    'Taps at first paint, phone profile (CPU 4x, 1.6 Mbit/s, 150 ms): each control tapped as soon as it shows',
    ['build', 'JavaScript', 'taps lost', 'lost on', 'tap to open (median)', 'slowest'],
    rows,
  )
}

const { values: options } = parseArgs({
  options: {
    against: { type: 'string', multiple: true },
    page: { type: 'string', multiple: true, default: ['/'] },
    runs: { type: 'string', default: String(MIN_COMPARE_RUNS) },
    assistant: { type: 'boolean', default: false },
  },
})
const compareRuns = Number(options.runs)
if (!Number.isInteger(compareRuns) || compareRuns < MIN_COMPARE_RUNS)
  throw new Error(`--runs must be a whole number of at least ${MIN_COMPARE_RUNS}, not ${options.runs}`)

ensureNginx()
ensureChromium()
execFileSync('node', ['scripts/build.mjs', '--mode', 'e2e'], { cwd: root, stdio: 'inherit' })

if (options.assistant) await assistantOnly()
else if (options.against?.length) await compare(options.against, options.page)
else await report()

/** `--assistant`: the assistant's figures alone, on this build. */
async function assistantOnly() {
  const server = await serveBuild(`${root}dist`, PORTS.e2e)
  try {
    await printAssistant(server.url)
  } finally {
    await server.stop()
  }
}

/**
 * Builds, writes or serves the side `--against` names: the empty page, a folder holding another
 * site, or a git ref of this project.
 * @param {string} name
 * @param {number} port
 * @returns {Promise<Build & { ours: boolean, remove: () => Promise<void> }>}
 */
async function prepareSide(name, port) {
  if (existsSync(join(name, 'index.html'))) {
    const folder = resolve(name)
    const server = await serveBuild(folder, port, { peer: true })
    // A build folder is often named dist: the folder it sits in names the site.
    const label = `${basename(dirname(folder))}/${basename(folder)}`
    return { label, server, runs: [], ours: false, remove: async () => {} }
  }
  if (name === ANALYTICS_SIDE) {
    // Same-origin, as with Plausible's recommended proxy: connect-src 'self' allows it.
    const endpoint = `http://127.0.0.1:${port}/api/event`
    // Inside the project: the prerender's server bundle imports React from its node_modules.
    const dist = join(root, '.bench', 'analytics')
    execFileSync('node', ['scripts/build.mjs', '--mode', 'e2e', '--out-dir', dist], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_ANALYTICS_DOMAIN: '127.0.0.1', VITE_ANALYTICS_ENDPOINT: endpoint },
    })
    const server = await serveBuild(dist, port)
    const remove = () => rm(dist, { recursive: true, force: true })
    return { label: 'this, with analytics', server, runs: [], ours: true, remove }
  }
  if (name === EMPTY_SIDE) {
    const page = await writeEmptyPage()
    return { label: EMPTY_LABEL, server: await serveBuild(page.dist, port), runs: [], ours: false, ...page }
  }
  const other = await buildRef(root, name)
  return {
    label: `${name} (${other.commit})`,
    server: await serveBuild(other.dist, port),
    runs: [],
    ours: true,
    ...other,
  }
}

/**
 * Lighthouse, phone-load and first-tap figures of this build and of each side `--against` names,
 * side by side, their runs alternating. With `--page /es/` (or several), the Lighthouse and
 * phone-load figures are of those pages of each build that has them; the taps and the assistant
 * are the English page's.
 * @param {string[]} sides git refs, or "empty"
 * @param {string[]} pages paths of the pages to measure
 */
async function compare(sides, pages) {
  const described = execFileSync('git', ['describe', '--always', '--dirty'], { cwd: root }).toString().trim()
  /** @type {(Build & { ours: boolean, remove?: () => Promise<void> })[]} */
  const builds = []
  try {
    builds.push({
      label: `this (${described})`,
      server: await serveBuild(`${root}dist`, PORTS.e2e),
      runs: [],
      ours: true,
    })
    for (const [index, side] of sides.entries())
      builds.push(await prepareSide(side, PORTS.benchAgainst + index))
    /** @type {(Build & { url: string })[]} */
    const measured = []
    for (const page of pages) {
      for (const build of builds) {
        const url = new URL(page, build.server.url).href
        // A build from before a page existed does not have it.
        if ((await fetch(url)).status !== 200) continue
        const label = pages.length > 1 ? `${build.label} ${page}` : build.label
        measured.push({ ...build, label, url, runs: [] })
      }
    }
    for (let round = 0; round < compareRuns; round++) {
      // Each round starts with another page, so none always runs on a warmer machine.
      const shift = round % measured.length
      for (const build of [...measured.slice(shift), ...measured.slice(0, shift)])
        build.runs.push(await runLighthouse(build.url))
    }
    /** @type {Metric[]} */
    const metrics = [
      ['performance score', (r) => r.scores.performance, (v) => v.toFixed(2)],
      ['FCP', (r) => r.fcp, ms],
      ['LCP', (r) => r.lcp, ms],
      ['TBT', (r) => r.tbt, ms],
      ['CLS', (r) => r.cls, (v) => v.toFixed(3)],
      ['document', (r) => r.bytes.document ?? 0, kib],
      ['script', (r) => r.bytes.script ?? 0, kib],
      ['total', (r) => r.bytes.total ?? 0, kib],
    ]
    const empty = measured.find((build) => build.label.startsWith(EMPTY_LABEL))
    const lcp = (/** @type {Build} */ build) => median(build.runs.map((r) => r.lcp))
    table(
      `Lighthouse 12 mobile, ${compareRuns} alternating runs of each build, medians (FCP, LCP and TBT of every run below)`,
      ['metric', ...measured.map((build) => build.label)],
      [
        ...metrics.map(([name, get, format]) => [
          name,
          ...measured.map((build) => format(median(build.runs.map(get)))),
        ]),
        ...(empty
          ? [['LCP ÷ empty page’s', ...measured.map((build) => (lcp(build) / lcp(empty)).toFixed(2))]]
          : []),
      ],
    )
    for (const { label, runs } of measured) {
      console.log(
        `${label}: FCP ${runs.map((r) => ms(r.fcp)).join(', ')}; LCP ${runs.map((r) => ms(r.lcp)).join(', ')}; TBT ${runs.map((r) => ms(r.tbt)).join(', ')}`,
      )
    }
    const [current, ...others] = measured
    if (current) {
      /** @type {[string, (run: LighthouseSummary) => number][]} */
      const shifted = [
        ['FCP', (r) => r.fcp],
        ['LCP', (r) => r.lcp],
      ]
      table(
        'This build minus each other: Hodges–Lehmann shift and its 95 % interval (Mann–Whitney)',
        ['against', 'metric', 'shift', '95 % interval', 'verdict'],
        others.flatMap((against) =>
          shifted.map(([name, get]) => {
            const { shift, low, high, verdict } = shiftBetween(current.runs.map(get), against.runs.map(get))
            const signed = (/** @type {number} */ value) => `${value > 0 ? '+' : ''}${ms(value)}`
            const says = { 'within noise': 'within noise', higher: 'this is slower', lower: 'this is faster' }
            return [against.label, name, signed(shift), `${signed(low)} to ${signed(high)}`, says[verdict]]
          }),
        ),
      )
    }
    await printPhoneLoads(
      measured.map((build) => ({ label: build.label, url: build.url })),
      compareRuns,
    )
    // This project's builds: the empty page and peers have none of the controls these look for.
    const ours = builds
      .filter((build) => build.ours)
      .map((build) => ({ label: build.label, url: build.server.url }))
    await printPhoneInteractions(ours, PHONE_LOAD_RUNS)
    await printRestingCpu(ours)
    /** @type {Row[]} */
    const tapRows = []
    for (const build of ours) tapRows.push(...(await firstTapRows(build.label, build.url)))
    printFirstTaps(tapRows)
    await printAssistant(builds[0]?.server.url ?? '')
  } finally {
    for (const build of builds) {
      await build.server.stop()
      await build.remove?.()
    }
  }
}

/** The full report on this build. */
async function report() {
  const server = await serveBuild(`${root}dist`, PORTS.e2e)
  const { url } = server

  try {
    /** @type {(LighthouseSummary & { mode: string })[]} */
    const runs = []
    for (let i = 0; i < MOBILE_RUNS; i++)
      runs.push({ mode: `mobile ${i + 1}`, ...(await runLighthouse(url)) })
    runs.push({ mode: 'desktop', ...(await runLighthouse(url, { desktop: true })) })
    const mobile = runs.slice(0, MOBILE_RUNS)
    const pick = (/** @type {(run: LighthouseSummary) => number} */ get) => median(mobile.map(get))
    const medianRow = {
      mode: 'mobile median',
      scores: {
        performance: pick((r) => r.scores.performance),
        accessibility: pick((r) => r.scores.accessibility),
        'best-practices': pick((r) => r.scores['best-practices']),
        seo: pick((r) => r.scores.seo),
      },
      fcp: pick((r) => r.fcp),
      lcp: pick((r) => r.lcp),
      tbt: pick((r) => r.tbt),
      cls: pick((r) => r.cls),
      bytes: mobile[0]?.bytes ?? {},
    }
    table(
      'Lighthouse 12 (Debian Chromium, served by nginx with deploy/ headers)',
      [
        'run',
        'perf',
        'a11y',
        'best pr.',
        'seo',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'total',
        'script',
        'css',
        'font',
        'image',
        'doc',
      ],
      [...runs, medianRow].map((r) => [
        r.mode,
        r.scores.performance.toFixed(2),
        r.scores.accessibility.toFixed(2),
        r.scores['best-practices'].toFixed(2),
        r.scores.seo.toFixed(2),
        ms(r.fcp),
        ms(r.lcp),
        ms(r.tbt),
        r.cls.toFixed(3),
        kib(r.bytes.total ?? 0),
        kib(r.bytes.script ?? 0),
        kib(r.bytes.stylesheet ?? 0),
        kib(r.bytes.font ?? 0),
        kib(r.bytes.image ?? 0),
        kib(r.bytes.document ?? 0),
      ]),
    )
    const failing = [...new Set(runs.flatMap((r) => r.failing))]
    if (failing.length > 0) console.log(`Audits below 1 in some run: ${failing.join(', ')}`)

    table(
      'Byte budgets (gzipped, what a visit loads before any interaction)',
      ['budget', 'measured', 'limit', 'ok'],
      budgetRows(await measureBudgets(`${root}dist`)).map((row) => [
        row.name,
        row.name === 'preloadedFonts' ? row.measured : kib(row.measured),
        row.name === 'preloadedFonts' ? row.limit : kib(row.limit),
        row.ok ? 'yes' : 'NO',
      ]),
    )

    const media = (await readdir(`${root}dist/media`)).sort()
    table(
      'Media files (dist/media)',
      ['file', 'size'],
      await Promise.all(
        media.map(async (file) => [file, kib((await stat(`${root}dist/media/${file}`)).size)]),
      ),
    )

    const browser = await launch()
    const loads = [await initialLoad(browser, url, 375), await initialLoad(browser, url, 1280)]
    table(
      'Initial load, bytes transferred (nginx, gzip)',
      ['width', 'total', 'by type', 'video requests'],
      loads.map((load) => [
        `${load.width} px`,
        kib(load.total),
        Object.entries(load.byType)
          .map(([type, bytes]) => `${type} ${kib(bytes)}`)
          .join(', '),
        load.videos.length === 0 ? 'none' : load.videos.map((v) => new URL(v).pathname).join(' '),
      ]),
    )
    const glow = await glowCost(browser, url)
    await browser.close()
    table(
      'Glow: 5 s of scripted mouse movement over the hero (1280 px)',
      ['pointer moves', 'frames', 'handler total', 'per frame', 'longest task'],
      [
        [
          glow.moves,
          glow.frames,
          ms(glow.handlerMs),
          `${glow.perFrameMs.toFixed(2)} ms`,
          ms(glow.longestTaskMs),
        ],
      ],
    )
    await printRestingCpu([{ label: 'this', url }])
    await printPhoneLoads([{ label: 'this', url }], PHONE_LOAD_RUNS)
    await printPhoneInteractions([{ label: 'this', url }], PHONE_LOAD_RUNS)
    printFirstTaps(await firstTapRows('this', url))
    await printAssistant(url)
  } finally {
    await server.stop()
  }
}
