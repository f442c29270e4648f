// The assistant on the built page, in each language, as a visitor uses it: the bytes its first
// opening loads, then every question of every part of the language's question set
// (the tuning part: the example questions the assistant learns from, src/assistant/<language>/
// example-questions.json; the held-out parts: tests/assistant/held-out*.json, es/ for Spanish) asked
// through the dialog and graded as the unit tests grade them (src/assistant/grading.mjs): for each
// part the on-topic questions answered right, answered wrong and handed off, the off-topic ones
// answered, the plan-fit ones given the plans that fit, and the answers naming more prices than
// asked for; and the time from Ask to the answer in the log (also with the CPU slowed 4×, as on a
// phone). Each question is asked into an emptied log. Then a visitor's first question on the phone
// profile, the launcher tapped the moment it shows, before the page's entry or the search has loaded.
import { readdir, readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { gradeSet, gradeSituations } from '../../src/assistant/grading.mjs'
import { tapToOpen, visitOnPhone } from './first-tap.mjs'
import { LANGUAGES } from '../settings.mjs'

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../../src/assistant/grading.mjs').QuestionSet} QuestionSet */
/** @typedef {import('../../src/assistant/grading.mjs').SituationSet} SituationSet */
/**
 * @typedef {object} Reply
 * @property {number} ms
 * @property {string} text the answer's paragraphs (or why it is handed off)
 * @property {boolean} handedOff
 * @property {string} source where the answer comes from, as its first source control names it
 * @property {string[]} tools the names of the controls it offers (a free tool's, a plan's Get Started)
 */

/**
 * @typedef {object} AssistantFigures
 * @property {number} openBytes bytes transferred when the dialog first opens
 * @property {string[]} openFiles what was loaded then
 * @property {[string, import('../../src/assistant/grading.mjs').SetFigures][]} parts each part of the
 *   question set, by name, in the order written
 * @property {[string, import('../../src/assistant/grading.mjs').SituationFigures][]} situations the
 *   service finder's sets: the tuning situations, then the held-out ones
 * @property {number[]} latencies Ask to answer, ms
 * @property {number[]} slowLatencies the same with the CPU 4× slower, for the first held-out part
 */

/**
 * @typedef {object} FirstQuestion
 * @property {number} asked
 * @property {number} answered answered with the right facts within ANSWER_TIMEOUT_MS
 * @property {number[]} openMs tap on the launcher to the dialog shown
 * @property {number[]} answerMs Enter to the answer in the log
 */

/** The first questions, asked once each in a fresh page on the phone profile. */
const FIRST_QUESTIONS = [
  { question: 'How much is the Grow plan?', fact: '$500 setup + $49/month' },
  { question: 'how long till my site is live', fact: '1–2 weeks' },
  { question: 'is there a contract', fact: 'no contract' },
]
const ANSWER_TIMEOUT_MS = 15_000

/**
 * The assistant on each language's page: where it is, its launcher's name, the file of its question
 * set's tuning part and the folder of its held-out parts (the service finder's held-out situations are
 * there too), and the service finder's tuning situations.
 */
export const ASSISTANT_PAGES = [
  {
    path: LANGUAGES.en.path,
    launcher: 'Ask a question',
    tuning: 'src/assistant/en/example-questions.json',
    heldOut: 'tests/assistant',
    situations: 'src/assistant/en/example-situations.json',
  },
  {
    path: LANGUAGES.es.path,
    launcher: 'Haga una pregunta',
    tuning: 'src/assistant/es/example-questions.json',
    heldOut: 'tests/assistant/es',
    situations: 'src/assistant/es/example-situations.json',
  },
]

/** @param {string} file a part's file, from the project's root */
const readJson = async (file) => JSON.parse(await readFile(new URL(`../../${file}`, import.meta.url), 'utf8'))

/** A held-out part's number: held-out.json is the first, held-out-4.json the fourth. */
const partNumber = (/** @type {string} */ name) => Number(/-(\d+)$/.exec(name)?.[1] ?? 1)

/**
 * A set's parts: the tuning part, then every held-out part in the order written (`<prefix>.json`,
 * `<prefix>-2.json`, … in the folder of held-out parts).
 * @param {string} tuning
 * @param {string} heldOut the folder
 * @param {string} prefix
 * @returns {Promise<[string, unknown][]>}
 */
async function setParts(tuning, heldOut, prefix) {
  const names = (await readdir(new URL(`../../${heldOut}/`, import.meta.url)))
    .filter((file) => new RegExp(`^${prefix}(-\\d+)?\\.json$`).test(file))
    .map((file) => file.replace(/\.json$/, ''))
    .sort((a, b) => partNumber(a) - partNumber(b))
  return Promise.all(
    [['tuning', tuning], ...names.map((name) => [name, `${heldOut}/${name}.json`])].map(
      async ([part = '', file = '']) => /** @type {[string, unknown]} */ ([part, await readJson(file)]),
    ),
  )
}

/**
 * A language's question set: the tuning part, then every held-out part (`held-out*.json`).
 * @param {(typeof ASSISTANT_PAGES)[number]} assistantPage
 */
const questionParts = async ({ tuning, heldOut }) =>
  /** @type {[string, QuestionSet][]} */ (await setParts(tuning, heldOut, 'held-out'))

/**
 * A language's situations for the service finder: the tuning set, then every held-out part
 * (`situations-held-out*.json`).
 * @param {(typeof ASSISTANT_PAGES)[number]} assistantPage
 */
const situationParts = async ({ situations, heldOut }) =>
  /** @type {[string, SituationSet][]} */ (await setParts(situations, heldOut, 'situations-held-out'))

/**
 * Asks one question through the form and waits for its reply in the log: the reply's paragraphs
 * (the answer, or why it is handed off), whether it offers to send the question to the studio,
 * where its answer comes from, and the controls it offers, by name.
 * @param {Page} page
 * @param {string} question
 * @returns {Promise<Reply>}
 */
function ask(page, question) {
  return page.evaluate(
    (text) =>
      new Promise((resolve) => {
        const form = /** @type {HTMLFormElement} */ (document.getElementById('assistant-form'))
        const log = /** @type {HTMLElement} */ (document.querySelector('[role="log"]'))
        const field = /** @type {HTMLInputElement} */ (form.elements.namedItem('question'))
        // Each question starts a short conversation, as a visitor's does, not one 200 messages long.
        log.replaceChildren()
        const expected = 2
        const started = performance.now()
        new MutationObserver((_, observer) => {
          if (log.children.length < expected) return
          const ms = performance.now() - started
          observer.disconnect()
          const reply = /** @type {HTMLElement} */ (log.lastElementChild)
          const paragraphs = [...reply.querySelectorAll(':scope > p')]
          // A source is a paragraph with its control ("From Services: …"); the answer's have none.
          const source = paragraphs.find((p) => p.querySelector('a, button'))?.querySelector('a, button')
          const controls = [...reply.querySelectorAll(':scope > div a, :scope > div button')]
          resolve({
            ms,
            text: paragraphs
              .filter((p) => !p.querySelector('a, button'))
              .map((p) => p.textContent)
              .join(' '),
            handedOff: reply.querySelector('[data-message]') !== null,
            source: source?.textContent ?? '',
            // A control's words as a visitor reads them: a no-break space keeps its last word with its arrow.
            tools: controls.map((control) =>
              (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim(),
            ),
          })
        }).observe(log, { childList: true })
        field.value = text
        form.requestSubmit()
      }),
    question,
  )
}

/**
 * @param {Browser} browser
 * @param {string} url the site's root
 * @param {(typeof ASSISTANT_PAGES)[number]} assistantPage
 * @returns {Promise<AssistantFigures>}
 */
export async function measureAssistant(browser, url, assistantPage) {
  const { path, launcher } = assistantPage
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  /** @type {Map<string, string>} */
  const urls = new Map()
  let opened = false
  // Only what the tap asks for: the hero's clip, asked for before it, may finish loading meanwhile.
  /** @type {Set<string>} */
  const askedOnOpen = new Set()
  let openBytes = 0
  /** @type {string[]} */
  const openFiles = []
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    if (opened) askedOnOpen.add(requestId)
  })
  cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url))
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!askedOnOpen.has(requestId)) return
    openBytes += encodedDataLength
    openFiles.push(new URL(urls.get(requestId) ?? 'about:blank').pathname)
  })
  await page.goto(new URL(path, url).href, { waitUntil: 'networkidle' })
  opened = true
  await page.getByRole('button', { name: launcher, exact: true }).click()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  opened = false

  /** @type {number[]} */
  const latencies = []
  /** @param {string} question */
  const timedAsk = async (question) => {
    const reply = await ask(page, question)
    latencies.push(reply.ms)
    return reply
  }
  const planNames = await page.locator('#pricing h3').allTextContents()
  const sets = await questionParts(assistantPage)
  /** @type {AssistantFigures['parts']} */
  const parts = []
  for (const [part, set] of sets) parts.push([part, await gradeSet(set, timedAsk, planNames)])
  /** @type {AssistantFigures['situations']} */
  const situations = []
  for (const [part, set] of await situationParts(assistantPage))
    situations.push([part, await gradeSituations(set, timedAsk)])
  const [, heldOut] = sets[1] ?? []
  if (!heldOut) throw new Error(`No held-out part in ${assistantPage.heldOut}`)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const slowLatencies = []
  for (const { question } of heldOut.onTopic) slowLatencies.push((await ask(page, question)).ms)
  await context.close()
  return {
    openBytes,
    openFiles,
    parts,
    situations,
    latencies,
    slowLatencies,
  }
}

/**
 * A visitor on the phone profile taps Ask a question as soon as it shows, types a question at once
 * and presses Enter: whether the right answer comes, and how long each step takes (as Playwright
 * sees it). Each question in a fresh page at 375 px, so the search loads over the slow network.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<FirstQuestion>}
 */
export async function firstQuestion(browser, url) {
  /** @type {FirstQuestion} */
  const figures = { asked: 0, answered: 0, openMs: [], answerMs: [] }
  for (const { question, fact } of FIRST_QUESTIONS) {
    try {
      await visitOnPhone(browser, url, { width: 375 }, async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Ask a question' })
        const openMs = await tapToOpen(
          page.getByRole('button', { name: 'Ask a question', exact: true }),
          dialog,
        )
        if (openMs === null) throw new Error('the dialog did not open')
        figures.openMs.push(openMs)
        const field = dialog.getByRole('textbox', { name: 'Your question' })
        await field.fill(question)
        await field.press('Enter')
        const asked = performance.now()
        figures.asked++
        const answer = dialog.getByRole('log').locator(':scope > *').nth(1)
        await answer.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS })
        figures.answerMs.push(performance.now() - asked)
        if ((await answer.textContent())?.includes(fact)) figures.answered++
      })
    } catch (error) {
      console.log(`first question "${question}": ${error instanceof Error ? error.message : error}`)
    }
  }
  return figures
}
