import type { Page } from '@playwright/test'
import { HERO_DOTS } from '../../src/lib/random'
import { expect, test } from './fixtures'
import { ENGLISH, PAGES } from './languages'
import { expectScrolledTo, isExpanded, mainNav } from './page-helpers'

const WIDTHS = [320, 375, 768, 1280, 1920]
/** Spanish runs about a quarter longer than English: the widths where that is tightest. */
const SPANISH_WIDTHS = [320, 375, 768]

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

/** Expects nothing to stick out to the right once the fonts are in, and the page not to scroll sideways. */
async function expectNoOverflow(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  await expect.poll(async () => (await measureOverflow(page)).offenders).toEqual([])
  const overflow = await measureOverflow(page)
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth)
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth)
}

test.use({ reducedMotion: 'reduce' })

test.describe('layout', () => {
  for (const language of PAGES) {
    const widths = language === ENGLISH ? WIDTHS : SPANISH_WIDTHS
    for (const width of widths) {
      test.describe(() => {
        test.use({ viewport: { width, height: 900 } })

        test(`${language.path}: has no horizontal overflow at ${width} px`, async ({ page }) => {
          await page.goto(language.path)
          await expectNoOverflow(page)
        })
      })
    }

    test.describe(() => {
      test.use({ viewport: { width: 375, height: 812 } })

      test(`${language.path}: has no horizontal overflow at 375 px with the menu open`, async ({ page }) => {
        await page.goto(language.path)
        await page.getByRole('button', { name: language.menu, exact: true }).click()
        await expect.poll(() => isExpanded(page, language.menu)).toBe(true)
        await expectNoOverflow(page)
      })
    })

    test.describe(() => {
      test.use({ viewport: { width: 320, height: 640 } })

      test(`${language.path}: has no horizontal overflow at 320 px with the contact dialog open`, async ({
        page,
      }) => {
        await page.goto(language.path)
        await page.getByRole('main').getByRole('button', { name: language.build }).click()
        await expect(page.getByRole('dialog', { name: language.build })).toBeVisible()
        await expectNoOverflow(page)
      })
    })
  }
})

test.describe('footer', () => {
  test('shows TW, IG and LI, the contact e-mail as plain text (no links) and © 2025', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toHaveCount(1)
    // Read as shown: the visitor scrolls to it (far from the viewport, the browser skips its layout).
    await footer.scrollIntoViewIfNeeded()
    for (const text of ['TW', 'IG', 'LI', 'hello@brightpath.studio']) {
      const element = footer.getByText(text, { exact: true })
      await expect(element, text).toHaveCount(1)
      await expect(element, text).toBeVisible()
      await expect(element.locator('xpath=ancestor-or-self::a'), `${text} is not in a link`).toHaveCount(0)
    }
    await expect(footer.getByRole('link')).toHaveCount(0)
    await expect(footer.getByRole('link', { includeHidden: true })).toHaveCount(0)
    await expect(footer.locator('a, [href]')).toHaveCount(0)
    await expect(footer).toContainText('© 2025', { useInnerText: true })
  })
})

test.describe('decorative elements', () => {
  test('hides the dots, the glow and the hero video frame from assistive technology', async ({ page }) => {
    // The hero's video and its control mount from a template on large screens only (the page's
    // entry does it, before the load event).
    await page.goto('/')
    const hero = page.getByRole('region', { name: /Websites that sell/ })
    const decoration = () =>
      hero.evaluate((section) => {
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
    await expect.poll(decoration).toEqual({
      dotSvgs: 1,
      dotsHidden: true,
      glow: true,
      video: true,
      poster: true,
      exposedDecoration: [],
    })
    // Nothing of it reaches the accessibility tree: no images, and no control but the hero's
    // button and link and (if the frame offers one) the play/pause control of its clip.
    await expect(hero.getByRole('img')).toHaveCount(0)
    const clipControls = hero.getByRole('button', { name: /^(Play|Pause) hero animation$/ })
    await expect(hero.getByRole('button', { name: 'Build My Website', exact: true })).toHaveCount(1)
    await expect(hero.getByRole('button')).toHaveCount(1 + (await clipControls.count()))
    await expect(hero.getByRole('link')).toHaveText(['See Our Work'])
  })

  test('has exactly 50 bare dots in the HTML, each placed by the stylesheet where the build scattered it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const circles = /<svg[^>]*>((?:<circle class="hero-dot"><\/circle>)+)<\/svg>/.exec(html)?.[1] ?? ''
    expect(circles.match(/<circle/g)).toHaveLength(50)

    await page.goto('/')
    const shown = await page.locator('#home circle.hero-dot').evaluateAll((dots) =>
      dots.map((dot) => {
        const style = getComputedStyle(dot)
        return {
          cx: style.getPropertyValue('cx'),
          cy: style.getPropertyValue('cy'),
          r: style.getPropertyValue('r'),
        }
      }),
    )
    expect(shown).toEqual(HERO_DOTS.map((dot) => ({ cx: `${dot.x}%`, cy: `${dot.y}%`, r: `${dot.r}px` })))
    expect(new Set(shown.map((dot) => `${dot.cx},${dot.cy}`)).size).toBeGreaterThan(45)
  })
})

/** The computed content-visibility of every section after the hero, and of the footer. */
const belowFirstScreen = (page: Page) =>
  page
    .locator('main > section:not(#home), footer')
    .evaluateAll((parts) =>
      parts.map((part) => `${part.id || part.tagName}: ${getComputedStyle(part).contentVisibility}`),
    )

test.describe('parts below the first screen', () => {
  const parts = ['services', 'work', 'check', 'pricing', 'reviews', 'FOOTER']

  test('are served as skippable while far from the viewport, and a jump right after the load, or after the width changed, lands on its section', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html.match(/class="[^"]*render-when-near/g)).toHaveLength(parts.length)
    await page.goto('/')
    await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click()
    await expectScrolledTo(page, 'reviews')
    // Narrower, every part is taller than the height it kept: the next jump still lands.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click()
    await expectScrolledTo(page, 'pricing')
  })

  test.describe(() => {
    test.use({ javaScriptEnabled: false })

    test('render at once without JavaScript', async ({ page }) => {
      await page.goto('/')
      expect(await belowFirstScreen(page)).toEqual(parts.map((part) => `${part}: visible`))
    })
  })
})
