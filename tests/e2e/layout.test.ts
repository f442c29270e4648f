import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, isExpanded, openPage, useBrowser, waitForApp } from './browser'

const browser = useBrowser()

const WIDTHS = [320, 375, 768, 1280, 1920]

interface Overflow {
  scrollWidth: number
  clientWidth: number
  innerWidth: number
  /** Visible elements whose right edge lies beyond the viewport (and that no ancestor clips). */
  offenders: string[]
}

/** Measures horizontal overflow of the whole document, element by element. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 0.5
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 4).join('.') ?? ''
      const text = (element.textContent ?? '').trim().slice(0, 30)
      return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''} "${text}" right=${Math.round(element.getBoundingClientRect().right)}`
    }
    /** An ancestor that hides overflow and itself fits keeps the element from widening the page. */
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent)
        if (
          (overflowX === 'hidden' || overflowX === 'clip') &&
          parent.getBoundingClientRect().right <= limit
        ) {
          return true
        }
      }
      return false
    }
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.right > limit && !clipped(element)
      })
      .map(describe)
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      innerWidth: window.innerWidth,
      offenders,
    }
  })
}

async function expectNoOverflow(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  const overflow = await measureOverflow(page)
  expect(overflow.offenders).toEqual([])
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth)
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth)
}

describe('layout', () => {
  for (const width of WIDTHS) {
    it(`has no horizontal overflow at ${width} px`, async () => {
      const { page } = await openPage(browser(), { width, height: 900, reducedMotion: 'reduce' })
      await expectNoOverflow(page)
    })
  }

  it('has no horizontal overflow at 375 px with the menu open', async () => {
    const { page } = await openPage(browser(), { width: 375, height: 812, reducedMotion: 'reduce' })
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    expect(await isExpanded(page, 'Menu')).toBe(true)
    await expectNoOverflow(page)
  })

  it('has no horizontal overflow at 320 px with the contact dialog open', async () => {
    const { page } = await openPage(browser(), { width: 320, height: 640, reducedMotion: 'reduce' })
    await page.getByRole('main').getByRole('button', { name: 'Build My Website' }).click()
    await page.getByRole('dialog', { name: 'Build My Website' }).waitFor({ state: 'visible' })
    await expectNoOverflow(page)
  })
})

describe('footer', () => {
  it('shows TW, IG and LI, the contact e-mail as plain text (no links) and © 2025', async () => {
    const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
    const footer = page.getByRole('contentinfo')
    expect(await footer.count()).toBe(1)
    for (const text of ['TW', 'IG', 'LI', 'hello@brightpath.studio']) {
      const element = footer.getByText(text, { exact: true })
      expect(await element.count(), text).toBe(1)
      expect(await element.isVisible(), text).toBe(true)
      expect(await element.evaluate((node) => node.closest('a') === null), `${text} is not in a link`).toBe(
        true,
      )
    }
    expect(await footer.getByRole('link').count()).toBe(0)
    expect(await footer.getByRole('link', { includeHidden: true }).count()).toBe(0)
    expect(await footer.locator('a, [href]').count()).toBe(0)
    expect((await footer.innerText()).replace(/\s+/g, ' ')).toContain('© 2025')
  })
})

/** Positions of the decorative dots, as they appear in HTML attributes. */
type DotPositions = { cx: string; cy: string; r: string }[]

function dotsInHtml(html: string): DotPositions {
  const svg = /<svg[^>]*>((?:<circle[^>]*class="hero-dot"[^>]*><\/circle>)+)<\/svg>/.exec(html)
  if (!svg?.[1]) return []
  return [...svg[1].matchAll(/<circle([^>]*)>/g)].map(([, attributes = '']) => {
    const read = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? ''
    return { cx: read('cx'), cy: read('cy'), r: read('r') }
  })
}

describe('decorative elements', () => {
  it('hides the dots, the glow and the hero video frame from assistive technology', async () => {
    const { page } = await openPage(browser(), { width: 1280, reducedMotion: 'reduce' })
    // The hero's video element is the app's: it mounts on large screens only.
    await waitForApp(page)
    const hero = page.getByRole('region', { name: /Websites that sell/ })
    const found = await hero.evaluate((section) => {
      const hiddenFromAt = (element: Element | null | undefined) =>
        element !== null && element !== undefined && element.closest('[aria-hidden="true"]') !== null
      const dotSvgs = [...document.querySelectorAll('svg')].filter(
        (svg) => svg.querySelectorAll(':scope > circle').length === 50,
      )
      // Everything drawn in the hero that has no text of its own: shapes, glow, frame, poster, video.
      const textless = [...section.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect()
        return (
          box.width > 0 && box.height > 0 && element.children.length === 0 && !element.textContent?.trim()
        )
      })
      const exposed = textless.filter((element) => !hiddenFromAt(element) && !element.closest('button'))
      return {
        dotSvgs: dotSvgs.length,
        dotsHidden: dotSvgs.every((svg) => svg.getAttribute('aria-hidden') === 'true'),
        glow: hiddenFromAt(section.querySelector('.hero-glow')),
        video: hiddenFromAt(section.querySelector('video')),
        poster: [...section.querySelectorAll('img')].every((img) => hiddenFromAt(img)),
        exposedDecoration: exposed.map((element) => `${element.tagName} ${element.getAttribute('class')}`),
      }
    })
    expect(found).toEqual({
      dotSvgs: 1,
      dotsHidden: true,
      glow: true,
      video: true,
      poster: true,
      exposedDecoration: [],
    })
    // Nothing of it reaches the accessibility tree: no images, and no control but the hero's
    // button and link and (if the frame offers one) the play/pause control of its clip.
    expect(await hero.getByRole('img').count()).toBe(0)
    const names = await hero
      .getByRole('button')
      .evaluateAll((all) =>
        all.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''),
      )
    expect(names.filter((name) => !/^(Play|Pause) hero animation$/.test(name))).toEqual(['Build My Website'])
    expect(await hero.getByRole('link').allTextContents()).toEqual(['See Our Work'])
  })

  it('has exactly 50 dots, at the same positions in the prerendered HTML and after hydration', async () => {
    const html = await (await fetch(baseURL())).text()
    const prerendered = dotsInHtml(html)
    expect(prerendered).toHaveLength(50)
    expect(new Set(prerendered.map((dot) => `${dot.cx},${dot.cy}`)).size).toBeGreaterThan(45)

    const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
    await waitForApp(page)
    const hydrated = await page.evaluate(() => {
      const svg = [...document.querySelectorAll('svg')].find((s) =>
        s.querySelector(':scope > circle.hero-dot'),
      )
      return [...(svg?.querySelectorAll(':scope > circle') ?? [])].map((circle) => ({
        cx: circle.getAttribute('cx') ?? '',
        cy: circle.getAttribute('cy') ?? '',
        r: circle.getAttribute('r') ?? '',
      }))
    })
    expect(hydrated).toEqual(prerendered)
  })
})
