import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ENGLISH, PAGES, type PageLanguage } from './languages'
import { hero, launcher, scrollInstantly, scrollThrough } from './page-helpers'

/** Issue 31's widths, each with the height of a screen that wide. */
const SCREENS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 1100 },
  { width: 1920, height: 1080 },
]

/** From this width the page's gutters hold the launcher, so it covers no control anywhere. */
const ROOM_BESIDE_CONTENT = 1024

/** What lies under the launcher at one scroll position. */
interface Cover {
  scrollY: number
  width: number
  height: number
  /** The visible controls under it, or under the strip of page it passed over since `sweptFrom`. */
  controls: string[]
  /** The visible text under it, if asked for. */
  text: string[]
}

/**
 * Compares the launcher's box with the box of every visible control and every line of visible text,
 * each clipped to what shows of it. Given the scroll position `sweptFrom`, where the launcher was
 * last looked at, it compares the controls that scroll with the page with the strip of page the
 * launcher passed over since, too (from 1024 px it stays put as the page scrolls), and the ones in
 * the sticky header with the launcher alone.
 */
function coverOf(
  button: Element,
  { sweptFrom, withText }: { sweptFrom: number | null; withText: boolean },
): Cover {
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, video[controls], [tabindex]:not([tabindex="-1"])'
  type Edges = { left: number; top: number; right: number; bottom: number }
  const own = button.getBoundingClientRect()
  // Stepped aside while a control passes under it, it covers nothing.
  if (!button.checkVisibility({ visibilityProperty: true }))
    return { scrollY: Math.round(window.scrollY), width: 0, height: 0, controls: [], text: [] }
  const swept: Edges = {
    left: own.left,
    right: own.right,
    top: own.top - Math.max(0, window.scrollY - (sweptFrom ?? window.scrollY)),
    bottom: own.bottom,
  }
  const overlaps = (a: Edges, b: Edges) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
  /** What shows of a box inside an element: within the viewport and every ancestor that clips. */
  const shown = ({ left, top, right, bottom }: Edges, element: Element): Edges | null => {
    const edges = { left, top, right, bottom }
    const { clientWidth, clientHeight } = document.documentElement
    const clips: Edges[] = [{ left: 0, top: 0, right: clientWidth, bottom: clientHeight }]
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node)
      if (overflowX !== 'visible' || overflowY !== 'visible') clips.push(node.getBoundingClientRect())
    }
    for (const clip of clips) {
      edges.left = Math.max(edges.left, clip.left)
      edges.top = Math.max(edges.top, clip.top)
      edges.right = Math.min(edges.right, clip.right)
      edges.bottom = Math.min(edges.bottom, clip.bottom)
    }
    return edges.right - edges.left > 1 && edges.bottom - edges.top > 1 ? edges : null
  }
  const visible = (element: Element) =>
    !element.closest('[inert]') &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
  const scrollsWithPage = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node)
      if (position === 'fixed' || position === 'sticky') return false
    }
    return true
  }
  const where = (element: Element) => {
    const part = element.closest('section[id], header, footer')
    return part ? ` in ${part.id ? `#${part.id}` : part.tagName.toLowerCase()}` : ''
  }
  const nameOf = (element: Element) => {
    const labelled =
      element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent
    return (labelled ?? (element as HTMLElement).innerText).replace(/\s+/g, ' ').trim()
  }

  const controls = [...document.querySelectorAll(CONTROLS)]
    .filter((control) => control !== button && !button.contains(control) && visible(control))
    .filter((control) => {
      const box = shown(control.getBoundingClientRect(), control)
      return box !== null && overlaps(box, scrollsWithPage(control) ? swept : own)
    })
    .map((control) => `${control.tagName.toLowerCase()} "${nameOf(control)}"${where(control)}`)

  const text: string[] = []
  const range = document.createRange()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = withText ? walker.nextNode() : null; node; node = walker.nextNode()) {
    const parent = node.parentElement
    const words = node.textContent?.trim() ?? ''
    if (!words || !parent || button.contains(parent) || !visible(parent)) continue
    range.selectNodeContents(node)
    const lines = [...range.getClientRects()].map((line) => shown(line, parent))
    if (lines.some((line) => line !== null && overlaps(line, own)))
      text.push(`"${words.slice(0, 40)}"${where(parent)}`)
  }
  return { scrollY: Math.round(window.scrollY), width: own.width, height: own.height, controls, text }
}

/** Whether the hero has scrolled away under the sticky header. */
async function pastHero(page: Page, language: PageLanguage): Promise<boolean> {
  const [heroBox, headerBox] = await Promise.all([
    hero(page, language).boundingBox(),
    page.getByRole('banner').boundingBox(),
  ])
  if (!heroBox || !headerBox) throw new Error('no hero or header on the page')
  return heroBox.y + heroBox.height <= headerBox.y + headerBox.height
}

/** The launcher, found by its name whether it shows or has stepped aside for a control under it. */
const launcherShownOrAside = (page: Page, language: PageLanguage) =>
  page.getByRole('button', { name: language.assistant.launcher, exact: true, includeHidden: true })

/**
 * What the visitor would find wrong with the launcher at the current scroll position, having
 * scrolled from `previousY`. Finding it by its name checks that name in every state.
 */
async function problems(
  page: Page,
  language: PageLanguage,
  width: number,
  previousY: number,
  atBottom: boolean,
): Promise<string[]> {
  const wide = width >= ROOM_BESIDE_CONTENT
  const cover = await launcherShownOrAside(page, language).evaluate(coverOf, {
    sweptFrom: wide ? previousY : null,
    withText: atBottom,
  })
  const found: string[] = []
  const at =
    wide && previousY < cover.scrollY
      ? `scrolling from ${previousY} to ${cover.scrollY} px`
      : `at scrollY ${cover.scrollY} px`
  found.push(...cover.controls.map((control) => `covers ${control} ${at}`))
  if (atBottom) found.push(...cover.text.map((text) => `covers the text ${text} ${at}`))
  if (!wide && cover.width > cover.height + 1 && (await pastHero(page, language)))
    found.push(`is ${Math.round(cover.width)} px wide, more than its icon, past the hero ${at}`)
  return found
}

test.describe('the launcher', () => {
  // The page holds still: the carousel does not turn, and the launcher changes at once.
  test.use({ reducedMotion: 'reduce' })

  for (const language of PAGES) {
    for (const screen of SCREENS) {
      test.describe(() => {
        test.use({ viewport: screen })

        const promise =
          screen.width >= ROOM_BESIDE_CONTENT
            ? 'covers no control at any scroll position'
            : 'is its icon alone past the hero, covers no control at any scroll position and nothing at the bottom'
        test(`${language.path}: at ${screen.width} px the launcher ${promise}`, async ({ page }) => {
          await page.goto(language.path)
          // Every part renders once and keeps its height, so the page holds still from here on.
          await scrollThrough(page)
          const bottom = await page.evaluate(
            () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
          )
          // From 1024 px, as far at a time as the launcher is from the top of the screen, so the strips
          // it passes over between two positions meet, and each is on the screen when it is looked at.
          // Below, where it steps aside for each control that passes under it, its height at a time: a
          // control is under it over more scroll than that, so it is under it at one look at least.
          // Read whether it shows or not: where the scroll through ends, a control may be under it.
          const box = await launcherShownOrAside(page, language).evaluate((button) => {
            const { y, height } = button.getBoundingClientRect()
            return { y, height }
          })
          const step = Math.floor(screen.width >= ROOM_BESIDE_CONTENT ? box.y : box.height)
          expect(step).toBeGreaterThan(0)
          let previousY = 0
          for (let y = 0; y < bottom + step; y += step) {
            const atBottom = y >= bottom
            await scrollInstantly(page, atBottom ? 'bottom' : y)
            await expect
              .poll(() => problems(page, language, screen.width, previousY, atBottom), {
                message: `the launcher on ${language.path} at ${screen.width}×${screen.height} px`,
              })
              .toEqual([])
            previousY = await page.evaluate(() => window.scrollY)
          }
        })
      })
    }
  }
})

test.describe('the launcher between 640 and 1024 px', () => {
  test.use({ viewport: { width: 768, height: 1024 }, reducedMotion: 'no-preference' })

  test('shows its label over the hero and shrinks to its icon as the hero leaves, at once with reduced motion', async ({
    page,
  }) => {
    await page.goto(ENGLISH.path)
    const heroBox = await hero(page).boundingBox()
    if (!heroBox) throw new Error('no hero')
    const heroBottom = heroBox.y + heroBox.height
    /**
     * The launcher's widths: at the top of the page, then 32 px at a time as the hero's bottom edge
     * goes from 20rem under the top of the screen to the top.
     */
    const widths = async () => {
      const seen: number[] = []
      for (let y = 0; y <= heroBottom; y = Math.max(y + 32, heroBottom - 320)) {
        await scrollInstantly(page, y)
        seen.push(Math.round((await launcher(page).boundingBox())?.width ?? 0))
      }
      return seen
    }
    const shrinking = await widths()
    const [labelled = 0] = shrinking
    expect(labelled, 'its label shows at the top of the page').toBeGreaterThan(120)
    expect(shrinking.at(-1), 'its icon alone once the hero has gone').toBe(56)
    expect(
      shrinking.some((width) => width < labelled && width > 56),
      'it shrinks as the hero leaves',
    ).toBe(true)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(new Set(await widths()), 'with reduced motion, its label or its icon alone').toEqual(
      new Set([labelled, 56]),
    )
  })
})
