// The assistant on the built page, as a visitor uses it: the bytes its first opening loads (with the
// app already running), then every question of tests/assistant/questions.json asked through the
// dialog, for the share answered with the right facts, the share handed off, and the time from Ask
// to the answer in the log (also with the CPU slowed 4×, as on a phone). Each question is asked
// into an emptied log.
import { readFile } from 'node:fs/promises'

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ onTopic: { question: string, facts: string[] }[], offTopic: string[] }} QuestionSet */
/** @typedef {{ ms: number, text: string, handedOff: boolean }} Reply */

/**
 * @typedef {object} AssistantFigures
 * @property {number} openBytes bytes transferred when the dialog first opens
 * @property {string[]} openFiles what was loaded then
 * @property {{ right: number, total: number, wrong: string[] }} onTopic
 * @property {{ handedOff: number, total: number, answered: string[] }} offTopic
 * @property {number[]} latencies Ask to answer, ms
 * @property {number[]} slowLatencies the same with the CPU 4× slower
 */

const questionSet = /** @type {QuestionSet} */ (
  JSON.parse(await readFile(new URL('../../tests/assistant/questions.json', import.meta.url), 'utf8'))
)

/**
 * Asks one question through the form and waits for its answer in the log.
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
          resolve({
            ms,
            text: reply.textContent ?? '',
            handedOff: reply.querySelector('[data-message]') !== null,
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
 * @param {string} url
 * @returns {Promise<AssistantFigures>}
 */
export async function measureAssistant(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  /** @type {Map<string, string>} */
  const urls = new Map()
  let opened = false
  let openBytes = 0
  /** @type {string[]} */
  const openFiles = []
  cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url))
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!opened) return
    openBytes += encodedDataLength
    openFiles.push(new URL(urls.get(requestId) ?? 'about:blank').pathname)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
  opened = true
  await page.getByRole('button', { name: 'Ask a question', exact: true }).click()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  opened = false

  /** @type {string[]} */
  const wrong = []
  const latencies = []
  for (const { question, facts } of questionSet.onTopic) {
    const reply = await ask(page, question)
    latencies.push(reply.ms)
    const text = reply.text.toLowerCase()
    if (reply.handedOff || !facts.every((fact) => text.includes(fact.toLowerCase()))) wrong.push(question)
  }
  /** @type {string[]} */
  const answered = []
  for (const question of questionSet.offTopic) {
    const reply = await ask(page, question)
    latencies.push(reply.ms)
    if (!reply.handedOff) answered.push(question)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const slowLatencies = []
  for (const { question } of questionSet.onTopic) slowLatencies.push((await ask(page, question)).ms)
  await context.close()
  return {
    openBytes,
    openFiles,
    onTopic: { right: questionSet.onTopic.length - wrong.length, total: questionSet.onTopic.length, wrong },
    offTopic: {
      handedOff: questionSet.offTopic.length - answered.length,
      total: questionSet.offTopic.length,
      answered,
    },
    latencies,
    slowLatencies,
  }
}
