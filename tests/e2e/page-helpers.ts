import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { ENGLISH } from './languages'

/** Lets the page run every task already queued (React's passive effects among them), without timers. */
export function flushTasks(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

/**
 * Installs a clock on the loaded page and stops it: from here on only the test moves time, so a
 * message shown for 2 s stays until the test runs those 2 s, however slow the machine.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

/** The parts of the page that React hydrates, each by itself (src/islands). */
export type IslandName = 'contact' | 'carousel' | 'check'

/** An island's element, once it says it has hydrated (`data-hydrated`). */
export const hydratedIsland = (page: Page, name: IslandName): Locator =>
  page.locator(`[data-island="${name}"][data-hydrated]`)

/** Every island that has hydrated so far. */
export const hydratedIslands = (page: Page): Locator => page.locator('[data-island][data-hydrated]')

/**
 * For the few tests about what only an island does (sending, the carousel's timing): waits until
 * the island says it has hydrated.
 */
export async function waitForIsland(page: Page, name: IslandName): Promise<void> {
  await hydratedIsland(page, name).waitFor({ state: 'attached' })
}

/** The main navigation landmark ("Main", "Principal"). */
export const mainNav = (page: Page, language = ENGLISH): Locator =>
  page.getByRole('navigation', { name: language.navName })

/** A button of the main navigation, by its exact name. */
export const navButton = (page: Page, name: string, language = ENGLISH): Locator =>
  mainNav(page, language).getByRole('button', { name, exact: true })

/** The hero, the page's first region, named by its headline. */
export const hero = (page: Page, language = ENGLISH): Locator =>
  page.getByRole('region', { name: language.hero })

/** A dialog, by its exact name. */
export const dialogNamed = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name, exact: true })

/** The reviews carousel. */
export const carousel = (page: Page, language = ENGLISH): Locator =>
  page.getByRole('region', { name: language.carousel })

/** The free website check's section, its address field, its button and its message (role alert). */
export const checkSection = (page: Page, language = ENGLISH): Locator =>
  page.getByRole('region', { name: language.check.heading, exact: true })
export const addressField = (page: Page, language = ENGLISH): Locator =>
  checkSection(page, language).getByRole('textbox', { name: language.check.field, exact: true })
export const checkButton = (page: Page, language = ENGLISH): Locator =>
  checkSection(page, language).getByRole('button', { name: language.check.submit, exact: true })
export const fault = (page: Page, language = ENGLISH): Locator =>
  checkSection(page, language).getByRole('alert')

/** The assistant: its launcher, its dialog, the question field, the conversation and the hand-off. */
export const launcher = (page: Page, language = ENGLISH): Locator =>
  page.getByRole('button', { name: language.assistant.launcher, exact: true })
export const assistant = (page: Page, language = ENGLISH): Locator =>
  dialogNamed(page, language.assistant.launcher)
export const questionField = (page: Page, language = ENGLISH): Locator =>
  assistant(page, language).getByRole('textbox', { name: language.assistant.field })
export const conversation = (page: Page, language = ENGLISH): Locator =>
  assistant(page, language).getByRole('log')
export const handOff = (page: Page, language = ENGLISH): Locator =>
  conversation(page, language).getByRole('button', { name: language.assistant.handOff })

/** Asks the assistant a question, and waits until the question shows in the conversation. */
export async function ask(page: Page, question: string, language = ENGLISH): Promise<void> {
  await questionField(page, language).fill(question)
  await questionField(page, language).press('Enter')
  // The last match: an earlier answer may offer the same question as a follow-up.
  await expect(conversation(page, language).getByText(question, { exact: true }).last()).toBeVisible()
}

/** The site's root URL, as nginx serves it to the tests. */
export const siteRoot = (baseURL: string | undefined): string => new URL('/', baseURL).href

/** Text and accessible label of the focused element, to make focus failures readable. */
export const describeFocus = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement
    if (!active) return '(nothing)'
    const label = active.getAttribute('aria-label')
    return `${active.tagName.toLowerCase()} "${(label ?? active.textContent ?? '').trim()}"`
  })

/** Resolves once window.scrollY has not changed for `frames` animation frames in a row. */
export function waitForScrollEnd(page: Page, frames = 8): Promise<void> {
  return page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const check = () => {
          if (window.scrollY === last) still += 1
          else {
            last = window.scrollY
            still = 0
          }
          if (still >= needed) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    frames,
  )
}

/** How far (px) the section's top is from the sticky header's bottom edge. */
export const sectionOffset = (page: Page, id: string): Promise<number> =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)
    const header = document.querySelector('header')
    if (!section || !header) throw new Error(`no #${sectionId} or header`)
    return section.getBoundingClientRect().top - header.getBoundingClientRect().bottom
  }, id)

/** Expects scrolling to end with the section's top right under the sticky header. */
export async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => Math.abs(await sectionOffset(page, id)), { timeout: 5_000, intervals: [100] })
    .toBeLessThanOrEqual(2)
  await waitForScrollEnd(page)
  expect(Math.abs(await sectionOffset(page, id))).toBeLessThanOrEqual(2)
}

/**
 * Lets the page react to what just happened: `count` animation frames (intersection observers report
 * and the glow paints once per frame), then the tasks they queued (a video's play or pause).
 */
export async function nextFrames(page: Page, count = 3) {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve))
  }, count)
  await flushTasks(page)
}

/**
 * Scrolls the page from top to bottom in viewport steps, as a visitor reads it, letting what is near
 * react at each: lazy media, and the parts below the first screen, which the browser skips
 * (content-visibility) until they come near and which have no styles until then.
 */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = await page.evaluate(() => window.innerHeight * 0.8)
  for (let y = 0; y <= height; y += step) {
    await scrollInstantly(page, y)
    await nextFrames(page)
  }
}

/** Scrolls the window instantly (whatever the CSS scroll-behavior) and waits for it to settle. */
export async function scrollInstantly(page: Page, y: number | 'bottom'): Promise<void> {
  await page.evaluate((target) => {
    const top = target === 'bottom' ? document.documentElement.scrollHeight : target
    window.scrollTo({ top, behavior: 'instant' })
  }, y)
  await waitForScrollEnd(page, 2)
}

/**
 * Whether assistive technology hears the named button as expanded, read from Chromium's
 * accessibility tree: a popover's toggle gets that state from the browser, not from an attribute.
 */
export async function isExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: buttonName,
      role: 'button',
    })
    if (nodes.length !== 1)
      throw new Error(`expected one button named "${buttonName}", found ${nodes.length}`)
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded === undefined ? undefined : expanded.value.value === true
  } finally {
    await cdp.detach()
  }
}

/**
 * Records the window's scroll offset in each frame the screen shows (Chromium's screencast), until
 * the returned function is called, which gives them. The frames come from the compositor, which
 * runs a smooth scroll, so they show its steps even while the page's main thread is too busy to
 * report a scroll event for each one.
 */
export async function recordShownScrollOffsets(page: Page): Promise<() => Promise<number[]>> {
  const cdp = await page.context().newCDPSession(page)
  const offsets: number[] = []
  cdp.on('Page.screencastFrame', ({ sessionId, metadata }) => {
    offsets.push(Math.round(metadata.scrollOffsetY))
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined)
  })
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 1, maxWidth: 64, maxHeight: 64 })
  return async () => {
    await cdp.send('Page.stopScreencast')
    await cdp.detach()
    return offsets
  }
}

/** Presses Tab until `target` has focus, as a keyboard user does; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (
    let presses = 0;
    !(await target.evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    expect(presses, `Tab reaches ${target}`).toBeLessThan(limit)
    await page.keyboard.press('Tab')
  }
}

/** React's hydration (src/islands/hydrate.tsx), the chunk every island loads first. */
export const HYDRATE_CHUNK = /\/assets\/hydrate-[\w-]+\.js$/

/**
 * Records, from now on, each script the page loads that holds React (found by the symbol its
 * elements carry, whatever the chunk is named), and resolves with their paths once read.
 */
export function recordReactScripts(page: Page): () => Promise<string[]> {
  const found: Promise<string | null>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    found.push(
      response.text().then(
        (text) => (text.includes('react.transitional.element') ? new URL(response.url()).pathname : null),
        () => null,
      ),
    )
  })
  return async () => (await Promise.all(found)).filter((path) => path !== null)
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** axe-core's WCAG 2.2 AA violations on the page as it is now, one line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  )
}

export interface LayoutShift {
  value: number
  moved: string[]
}

/** Records every layout shift without recent input, from the page's start (read with `layoutShifts`). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = []
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node?.nodeName ?? '?'} ${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height}`,
        )
        shifts.push({ value: entry.value, moved })
      }
    }
    const observer = new PerformanceObserver((list) => record(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    // The shifts so far, those the observer has not reported yet included.
    Object.assign(window, { layoutShifts: () => (record(observer.takeRecords()), shifts) })
  })
}

/** The layout shifts recorded by `recordLayoutShifts` so far. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: () => LayoutShift[] }).layoutShifts())

/**
 * The lines a visitor reads the text of `locator` on, top to bottom, each as its words joined by a
 * space. A word is never split, so each sits on the line of its first box.
 */
export const shownLines = (locator: Locator): Promise<string[]> =>
  locator.evaluate((element) => {
    const lines: { top: number; words: string[] }[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const box = range.getClientRects()[0]
        if (!box) continue
        const line = lines.find(({ top }) => Math.abs(top - box.top) < box.height / 2)
        if (line) line.words.push(word[0])
        else lines.push({ top: box.top, words: [word[0]] })
      }
    }
    return lines.sort((a, b) => a.top - b.top).map(({ words }) => words.join(' '))
  })

/** The distinct tops of the boxes of `locator`'s elements: one per row they are laid out in. */
export const rowsOf = async (locator: Locator): Promise<number[]> => {
  const tops = await locator.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  )
  return [...new Set(tops)]
}
