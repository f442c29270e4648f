import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  describeFocus,
  expectScrolledTo,
  isExpanded,
  mainNav,
  scrollInstantly,
  waitForScrollEnd,
} from './page-helpers'

/** Nav items that scroll, with the id of the section they scroll to. */
const SCROLL_ITEMS = [
  ['Home', 'home'],
  ['Pricing', 'pricing'],
  ['Portfolio', 'work'],
  ['Reviews', 'reviews'],
] as const

/** Nav items that open a dialog, with the dialog's accessible name. */
const DIALOG_ITEMS = [
  ['Services', 'Services'],
  ['About', 'About'],
  ['Contact', 'Build My Website'],
  ['FAQ', 'FAQ'],
] as const

const ALL_LABELS = ['Home', 'Services', 'Pricing', 'Portfolio', 'Reviews', 'About', 'Contact', 'FAQ']
const SCROLL_LABELS: readonly string[] = SCROLL_ITEMS.map(([label]) => label)

/** A nav item: scroll items are links, the others buttons. */
const navItem = (page: Page, label: string): Locator =>
  mainNav(page).getByRole(SCROLL_LABELS.includes(label) ? 'link' : 'button', { name: label, exact: true })

const menuButton = (page: Page): Locator => page.getByRole('button', { name: 'Menu', exact: true })

/** Starts far from the target, so the scroll has somewhere to go. */
const startAwayFrom = (page: Page, id: string) => scrollInstantly(page, id === 'home' ? 'bottom' : 0)

async function expectMenuClosed(page: Page) {
  await expect.poll(() => isExpanded(page, 'Menu')).toBe(false)
  for (const label of ALL_LABELS) await expect(navItem(page, label), label).toHaveCount(0)
}

async function openMenu(page: Page) {
  await menuButton(page).click()
  await expect.poll(() => isExpanded(page, 'Menu')).toBe(true)
}

const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const

test.use({ reducedMotion: 'reduce' })

test.describe('navigation', () => {
  test('has the banner, the "Main" navigation, main and contentinfo landmarks', async ({ page }) => {
    await page.goto('/')
    for (const role of ['banner', 'main', 'contentinfo'] as const) {
      await expect(page.getByRole(role), role).toHaveCount(1)
    }
    await expect(mainNav(page)).toHaveCount(1)
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(1)
  })

  test.describe('at 1280 px', () => {
    test('shows all eight items inside the "Main" navigation, in order, without a Menu button', async ({
      page,
    }) => {
      await page.goto('/')
      const lefts: number[] = []
      for (const label of ALL_LABELS) {
        const item = navItem(page, label)
        await expect(item, label).toHaveCount(1)
        await expect(item, label).toBeVisible()
        lefts.push((await item.boundingBox())?.x ?? Number.NaN)
      }
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
      await expect(menuButton(page)).toHaveCount(0)
    })

    for (const [label, id] of SCROLL_ITEMS) {
      test(`${label} scrolls #${id} to the top, under the sticky header`, async ({ page }) => {
        await page.goto('/')
        await startAwayFrom(page, id)
        await navItem(page, label).click()
        await expectScrolledTo(page, id)
      })
    }

    for (const [label, dialogName] of DIALOG_ITEMS) {
      test(`${label} opens the dialog named "${dialogName}"`, async ({ page }) => {
        await page.goto('/')
        const scrollY = await page.evaluate(() => window.scrollY)
        await navItem(page, label).click()
        await expect(page.getByRole('dialog', { name: dialogName, exact: true })).toBeVisible()
        await expect(page.getByRole('dialog')).toHaveCount(1)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY)
      })
    }

    test.describe(() => {
      test.use({ reducedMotion: 'no-preference' })

      test('scrolls smoothly when reduced motion is not requested, and still ends at the section', async ({
        page,
      }) => {
        await page.goto('/')
        await page.evaluate(() => {
          const positions: number[] = []
          Object.assign(window, { scrollPositions: positions })
          window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true })
        })
        await navItem(page, 'Pricing').click()
        await expectScrolledTo(page, 'pricing')
        // Every position the scroll passed through, recorded by the page until it ended.
        const positions = await page.evaluate(
          () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
        )
        const final = positions.at(-1) ?? 0
        // A smooth scroll passes through positions in between; a jump lands in one step.
        expect(positions.filter((y) => y > 0 && y < final).length).toBeGreaterThan(0)
      })
    })
  })

  test.describe('at 375 px', () => {
    test.use(MOBILE)

    test('hides the items until the Menu button is pressed (expanded false → true)', async ({ page }) => {
      await page.goto('/')
      await expect(menuButton(page)).toBeVisible()
      await expect(mainNav(page).getByRole('button', { name: 'Menu' })).toHaveCount(1)
      await expectMenuClosed(page)
      await openMenu(page)
      for (const label of ALL_LABELS) {
        await expect(navItem(page, label), label).toHaveCount(1)
        await expect(navItem(page, label), label).toBeVisible()
      }
    })

    for (const [label, id] of SCROLL_ITEMS) {
      test(`${label} in the menu scrolls to #${id} and closes the menu`, async ({ page }) => {
        await page.goto('/')
        await startAwayFrom(page, id)
        await openMenu(page)
        await navItem(page, label).click()
        await expectScrolledTo(page, id)
        await expectMenuClosed(page)
      })
    }

    for (const [label, dialogName] of DIALOG_ITEMS) {
      test(`${label} in the menu opens the dialog named "${dialogName}"; closing it returns focus to the Menu button`, async ({
        page,
      }) => {
        await page.goto('/')
        await openMenu(page)
        await navItem(page, label).click()
        await expect(page.getByRole('dialog', { name: dialogName, exact: true })).toBeVisible()
        // The platform closes the menu as the modal dialog opens.
        await expect(page.locator(':popover-open')).toHaveCount(0)
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toBeHidden()
        await expectMenuClosed(page)
        await expect(menuButton(page), `focus is on ${await describeFocus(page)}`).toBeFocused()
      })
    }

    test('closes the menu on Escape and puts focus back on the Menu button', async ({ page }) => {
      await page.goto('/')
      await openMenu(page)
      await navItem(page, 'Pricing').focus()
      await page.keyboard.press('Escape')
      await expectMenuClosed(page)
      await expect(menuButton(page), `focus is on ${await describeFocus(page)}`).toBeFocused()
    })

    test('closes the menu on a press outside the header', async ({ page }) => {
      await page.goto('/')
      await openMenu(page)
      await page.mouse.click(187, 780)
      await expectMenuClosed(page)
    })

    test.describe(() => {
      test.use({ isMobile: false })

      test('closes the menu when the viewport grows to 768 px or more', async ({ page }) => {
        await page.goto('/')
        await openMenu(page)
        await page.setViewportSize({ width: 800, height: 812 })
        await expect(page.locator(':popover-open')).toHaveCount(0)
        // The wide layout shows the inline items, not the (closed) drop-down.
        await expect(page.locator('#site-menu')).toBeHidden()
        await page.setViewportSize({ width: 375, height: 812 })
        await expect(menuButton(page)).toBeVisible()
        await expectMenuClosed(page)
      })
    })

    test('any scroll action closes the open menu: the header brand link and See Our Work', async ({
      page,
    }) => {
      await page.goto('/')
      await scrollInstantly(page, 'bottom')
      await openMenu(page)
      // The brand link sits in the header, so only its scroll action can close the menu.
      await page.getByRole('banner').getByRole('link', { name: 'Brightpath Studio' }).click()
      await expectScrolledTo(page, 'home')
      await expectMenuClosed(page)

      await openMenu(page)
      // By keyboard, so no press outside the header closes the menu first.
      await page.getByRole('link', { name: 'See Our Work' }).focus()
      await page.keyboard.press('Enter')
      await expectScrolledTo(page, 'work')
      await expectMenuClosed(page)
    })
  })
})

test.describe('hero', () => {
  test('has exactly one h1', async ({ page }) => {
    await page.goto('/')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).toContainText('Websites that sell.')
    await expect(page.locator('h1')).toHaveCount(1)
  })

  test('"Build My Website" opens the contact dialog named "Build My Website"', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('button', { name: 'Build My Website' }).click()
    await expect(page.getByRole('dialog', { name: 'Build My Website', exact: true })).toBeVisible()
  })

  test('"See Our Work" scrolls to #work', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'See Our Work' }).click()
    await expectScrolledTo(page, 'work')
    await waitForScrollEnd(page)
  })
})
