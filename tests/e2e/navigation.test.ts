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

/** Closes the menu with Escape: the next step then starts as on a fresh page, with the menu closed. */
async function closeMenu(page: Page) {
  await page.keyboard.press('Escape')
  await expectMenuClosed(page)
}

/** Closes the open dialog with Escape: the next step then starts as on a fresh page, with no dialog open. */
async function closeDialog(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test.use({ reducedMotion: 'reduce' })

test.describe('navigation', () => {
  test.describe('at 1280 px', () => {
    // Read-only steps first; each scroll step then scrolls from where it says.
    test('has the landmarks and the eight items, and the items that scroll take the visitor to their sections', async ({
      page,
    }) => {
      await page.goto('/')
      await test.step('has the banner, the "Main" navigation, main and contentinfo landmarks', async () => {
        for (const role of ['banner', 'main', 'contentinfo'] as const) {
          await expect(page.getByRole(role), role).toHaveCount(1)
        }
        await expect(mainNav(page)).toHaveCount(1)
        await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(1)
      })

      await test.step('shows all eight items inside the "Main" navigation, in order, without a Menu button', async () => {
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
        await test.step(`${label} scrolls #${id} to the top, under the sticky header`, async () => {
          await startAwayFrom(page, id)
          await navItem(page, label).click()
          await expectScrolledTo(page, id)
        })
      }
    })

    test('the items that open a dialog open it where the visitor is', async ({ page }) => {
      await page.goto('/')
      // Each step starts with no dialog open.
      for (const [label, dialogName] of DIALOG_ITEMS) {
        await test.step(`${label} opens the dialog named "${dialogName}"`, async () => {
          const scrollY = await page.evaluate(() => window.scrollY)
          await navItem(page, label).click()
          await expect(page.getByRole('dialog', { name: dialogName, exact: true })).toBeVisible()
          await expect(page.getByRole('dialog')).toHaveCount(1)
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY)
          await closeDialog(page)
        })
      }
    })

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

    // Each step starts with the menu closed and scrolls from where it says.
    test('the Menu button shows the items, and any scroll action closes the menu', async ({ page }) => {
      await page.goto('/')
      await test.step('hides the items until the Menu button is pressed (expanded false → true)', async () => {
        await expect(menuButton(page)).toBeVisible()
        await expect(mainNav(page).getByRole('button', { name: 'Menu' })).toHaveCount(1)
        await expectMenuClosed(page)
        await openMenu(page)
        for (const label of ALL_LABELS) {
          await expect(navItem(page, label), label).toHaveCount(1)
          await expect(navItem(page, label), label).toBeVisible()
        }
        await closeMenu(page)
      })

      for (const [label, id] of SCROLL_ITEMS) {
        await test.step(`${label} in the menu scrolls to #${id} and closes the menu`, async () => {
          await startAwayFrom(page, id)
          await openMenu(page)
          await navItem(page, label).click()
          await expectScrolledTo(page, id)
          await expectMenuClosed(page)
        })
      }

      await test.step('any scroll action closes the open menu: the header brand link and See Our Work', async () => {
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

    // Each step starts with the menu closed, at the top of the page: nothing here scrolls it.
    test('the items that open a dialog, Escape and a press outside close the menu', async ({ page }) => {
      await page.goto('/')
      for (const [label, dialogName] of DIALOG_ITEMS) {
        await test.step(`${label} in the menu opens the dialog named "${dialogName}"; closing it returns focus to the Menu button`, async () => {
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

      await test.step('closes the menu on Escape and puts focus back on the Menu button', async () => {
        await openMenu(page)
        await navItem(page, 'Pricing').focus()
        await page.keyboard.press('Escape')
        await expectMenuClosed(page)
        await expect(menuButton(page), `focus is on ${await describeFocus(page)}`).toBeFocused()
      })

      await test.step('closes the menu on a press outside the header', async () => {
        await openMenu(page)
        await page.mouse.click(187, 780)
        await expectMenuClosed(page)
      })
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
  })
})

test.describe('hero', () => {
  test('has one h1, opens the contact dialog and scrolls to the work', async ({ page }) => {
    await page.goto('/')
    await test.step('has exactly one h1', async () => {
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toContainText('Websites that sell.')
      await expect(page.locator('h1')).toHaveCount(1)
    })

    await test.step('"Build My Website" opens the contact dialog named "Build My Website"', async () => {
      await page.getByRole('main').getByRole('button', { name: 'Build My Website' }).click()
      await expect(page.getByRole('dialog', { name: 'Build My Website', exact: true })).toBeVisible()
      // Closed, the page is as fresh again: the dialog did not scroll it.
      await closeDialog(page)
    })

    await test.step('"See Our Work" scrolls to #work', async () => {
      await page.getByRole('link', { name: 'See Our Work' }).click()
      await expectScrolledTo(page, 'work')
      await waitForScrollEnd(page)
    })
  })
})
