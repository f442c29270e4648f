import type { Locator, Page } from '@playwright/test'
import { HERO_DOTS } from '../../src/lib/random'
import { expect, test } from './fixtures'
import { BOOKING_WORDS, bookingControls } from './booking-helpers'
import { STUDIO_EMAIL } from './contact-helpers'
import { PAGES, type PageLanguage } from './languages'
import { LayoutWalk, WIDTHS } from './layout-walk'
import { KIT_WORDS } from './review-kit-helpers'
import {
  addressField,
  assistant,
  carousel,
  checkButton,
  dialogNamed,
  expectScrolledTo,
  hero,
  launcher,
  mainNav,
  navButton,
  questionField,
  shownLines,
} from './page-helpers'

/** Where each control with a no-script twin is counted: a phone and a laptop. */
const CONTROL_WIDTHS = [375, 1280]

test.use({ reducedMotion: 'reduce' })

/**
 * Expects no sentence of the hero's headline to leave its last word alone on a line, and on a laptop
 * or wider each on one line, the trust line under the buttons in view on a screen 800 px high.
 */
async function expectHeadlineWhole(page: Page, language: PageLanguage, width: number) {
  const sentences = await page.getByRole('heading', { level: 1 }).locator(':scope > span').all()
  expect(sentences).toHaveLength(3)
  for (const sentence of sentences) {
    const lines = await shownLines(sentence)
    expect(lines.at(-1), `the last line of ${lines.join(' / ')}`).toContain(' ')
    if (width >= 1280) expect(lines).toHaveLength(1)
  }
  if (width >= 1280) {
    await expect(hero(page, language).getByText(language.trustNote)).toBeInViewport({ ratio: 1 })
  }
}

/**
 * Expects each place that offers a control with a no-script twin to show one of the two, never
 * both and never neither: the one that works with script where script runs, its twin where it does
 * not. Dialogs open and close by their invoker buttons, which need no script.
 */
async function expectEachControlOnce(page: Page, language: PageLanguage, script: boolean) {
  const words = BOOKING_WORDS[language.language]
  const { button, link } = script ? { button: 1, link: 0 } : { button: 0, link: 1 }
  const booking = (scope: Locator) => ({
    button: scope.getByRole('button', { name: words.button, exact: true }),
    link: scope.getByRole('link', { name: words.button, exact: true }),
  })
  const studioEmail = (scope: Locator) => scope.getByRole('link', { name: STUDIO_EMAIL })

  const services = booking(page.locator('#services'))
  await expect(bookingControls(page.locator('#services'), words)).toHaveCount(1)
  await expect(services.button).toHaveCount(button)
  await expect(services.link).toHaveCount(link)
  if (!script) {
    await expect(services.link).toHaveAttribute('href', 'https://cal.com/brightpath/free-call')
    await expect(services.link).toHaveAttribute('target', '_blank')
    await expect(services.link).toHaveAttribute('rel', /\bnoopener\b/)
  }

  await expect(checkButton(page, language)).toHaveCount(1)
  await expect(addressField(page, language)).toHaveCount(1)

  const controls = Object.values(language.carouselControls)
  const shownControls = carousel(page, language).getByRole('button', {
    name: new RegExp(`^(${controls.join('|')})$`),
  })
  await expect(shownControls).toHaveCount(script ? 3 : 0)

  await hero(page, language).getByRole('button', { name: language.build, exact: true }).click()
  const contact = dialogNamed(page, language.build)
  await expect(contact).toBeVisible()
  await expect(bookingControls(contact, words)).toHaveCount(1)
  await expect(booking(contact).button).toHaveCount(button)
  await expect(contact.getByRole('textbox', { name: language.fields.name, exact: true })).toHaveCount(button)
  await expect(studioEmail(contact)).toHaveCount(link)
  await page.keyboard.press('Escape')
  await expect(contact).toBeHidden()

  await launcher(page, language).click()
  await expect(assistant(page, language)).toBeVisible()
  await expect(questionField(page, language)).toHaveCount(button)
  await expect(studioEmail(assistant(page, language))).toHaveCount(link)
  await page.keyboard.press('Escape')
  await expect(assistant(page, language)).toBeHidden()
}

test.describe('what a visitor sees', () => {
  for (const language of PAGES) {
    test(`${language.path}: the page and its menu, at every width`, async ({ page }) => {
      const walk = new LayoutWalk(page, language.path)
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 })
      await page.goto(language.path)
      const next = carousel(page, language).getByRole('button', { name: language.carouselControls.next })
      await walk.atEveryWidth('the page', { carousel: next })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await expectHeadlineWhole(page, language, width)
        const menu = page.getByRole('button', { name: language.menu, exact: true })
        if (await menu.isVisible()) {
          await menu.click()
          await expect(page.locator('[popover]:popover-open')).toHaveCount(1)
          await walk.now(`the menu open at ${width} px`)
          await page.keyboard.press('Escape')
          await expect(page.locator('[popover]:popover-open')).toHaveCount(0)
        }
        if (CONTROL_WIDTHS.includes(width)) await expectEachControlOnce(page, language, true)
      }
      walk.expectNone()
    })

    test(`${language.path}: its info dialogs and the contact form, empty and with its errors, at every width`, async ({
      page,
    }) => {
      const walk = new LayoutWalk(page, language.path)
      await page.goto(language.path)
      for (const name of Object.values(language.dialogs)) {
        await navButton(page, name, language).click()
        await expect(dialogNamed(page, name)).toBeVisible()
        await walk.atEveryWidth(`the ${name} dialog`)
        await page.keyboard.press('Escape')
      }
      await hero(page, language).getByRole('button', { name: language.build, exact: true }).click()
      const contact = dialogNamed(page, language.build)
      await walk.atEveryWidth('the contact form')
      await contact.getByRole('button', { name: language.send, exact: true }).click()
      await expect(contact.getByRole('textbox', { name: language.fields.name, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await walk.atEveryWidth('the contact form with its errors')
      walk.expectNone()
    })
  }
})

test.describe('what a visitor sees without script', () => {
  test.use({ javaScriptEnabled: false })

  for (const language of PAGES) {
    test(`${language.path}: every part at once, each clip's picture, the menu and every dialog, at every width`, async ({
      page,
    }) => {
      const walk = new LayoutWalk(page, `${language.path} without script`, false)
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 })
      await page.goto(language.path)
      expect(await belowFirstScreen(page)).toEqual(BELOW_FIRST_SCREEN.map((part) => `${part}: visible`))
      await walk.atEveryWidth('the page')
      await page.setViewportSize({ width: 375, height: 800 })
      await page.getByRole('button', { name: language.menu, exact: true }).click()
      await walk.now('the menu open at 375 px')
      await page.keyboard.press('Escape')
      for (const width of CONTROL_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await expectEachControlOnce(page, language, false)
      }
      for (const name of Object.values(language.dialogs)) {
        await navButton(page, name, language).click()
        await walk.atEveryWidth(`the ${name} dialog`)
        await page.keyboard.press('Escape')
      }
      await hero(page, language).getByRole('button', { name: language.build, exact: true }).click()
      await walk.atEveryWidth('the contact dialog')
      await page.keyboard.press('Escape')
      await page
        .locator('#services')
        .getByRole('button', { name: KIT_WORDS[language.language].button })
        .click()
      await walk.atEveryWidth('the review kit’s find form')
      await page.keyboard.press('Escape')

      const media = page.locator('#work figure')
      await expect(media).toHaveCount(6)
      for (const figure of await media.all()) {
        await figure.scrollIntoViewIfNeeded()
        await expect(figure.locator('video'), 'no empty player').toBeHidden()
        await expect(figure.locator('img')).toBeVisible()
        await expect
          .poll(() => figure.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(1)
      }
      walk.expectNone()
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

const BELOW_FIRST_SCREEN = ['services', 'work', 'check', 'pricing', 'reviews', 'FOOTER']

/** The computed content-visibility of every section after the hero, and of the footer. */
const belowFirstScreen = (page: Page) =>
  page
    .locator('main > section:not(#home), footer')
    .evaluateAll((parts) =>
      parts.map((part) => `${part.id || part.tagName}: ${getComputedStyle(part).contentVisibility}`),
    )

test.describe('parts below the first screen', () => {
  test('are served as skippable while far from the viewport, and a jump right after the load, or after the width changed, lands on its section', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html.match(/class="[^"]*render-when-near/g)).toHaveLength(BELOW_FIRST_SCREEN.length)
    await page.goto('/')
    await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click()
    await expectScrolledTo(page, 'reviews')
    // Narrower, every part is taller than the height it kept: the next jump still lands.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click()
    await expectScrolledTo(page, 'pricing')
  })
})
