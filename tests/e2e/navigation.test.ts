import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ENGLISH, navItems, PAGES, SPANISH, type PageLanguage } from './languages'
import {
  describeFocus,
  expectScrolledTo,
  isExpanded,
  mainNav,
  recordShownScrollOffsets,
  scrollInstantly,
  waitForScrollEnd,
} from './page-helpers'

/** Nav items that scroll, with the id of the section they scroll to. */
const scrollItems = (language: PageLanguage) =>
  navItems(language).flatMap(({ label, target }) =>
    'section' in target ? [[label, target.section] as const] : [],
  )

/** Nav items that open a dialog, with the dialog's accessible name. */
const dialogItems = (language: PageLanguage) =>
  navItems(language).flatMap(({ label, target }) =>
    'dialog' in target ? [[label, target.dialog] as const] : [],
  )

/** A nav item: scroll items are links, the others buttons. */
const navItem = (page: Page, label: string, language = ENGLISH): Locator =>
  mainNav(page, language).getByRole(
    scrollItems(language).some(([scrollLabel]) => scrollLabel === label) ? 'link' : 'button',
    { name: label, exact: true },
  )

const menuButton = (page: Page, language = ENGLISH): Locator =>
  page.getByRole('button', { name: language.menu, exact: true })

/** Starts far from the target, so the scroll has somewhere to go. */
const startAwayFrom = (page: Page, id: string) => scrollInstantly(page, id === 'home' ? 'bottom' : 0)

async function expectMenuClosed(page: Page, language = ENGLISH) {
  await expect.poll(() => isExpanded(page, language.menu)).toBe(false)
  for (const label of language.nav) await expect(navItem(page, label, language), label).toHaveCount(0)
}

async function openMenu(page: Page, language = ENGLISH) {
  await menuButton(page, language).click()
  await expect.poll(() => isExpanded(page, language.menu)).toBe(true)
}

const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const

/** Closes the menu with Escape: the next step then starts as on a fresh page, with the menu closed. */
async function closeMenu(page: Page, language = ENGLISH) {
  await page.keyboard.press('Escape')
  await expectMenuClosed(page, language)
}

/** Closes the open dialog with Escape: the next step then starts as on a fresh page, with no dialog open. */
async function closeDialog(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test.use({ reducedMotion: 'reduce' })

test.describe('navigation', () => {
  test.describe('at 1280 px', () => {
    for (const language of PAGES) {
      // Read-only steps first; each scroll step then scrolls from where it says.
      test(`${language.path}: has the landmarks and the eight items, and the items that scroll take the visitor to their sections`, async ({
        page,
      }) => {
        await page.goto(language.path)
        await test.step('has the banner, the "Main" navigation, main and contentinfo landmarks', async () => {
          for (const role of ['banner', 'main', 'contentinfo'] as const) {
            await expect(page.getByRole(role), role).toHaveCount(1)
          }
          await expect(mainNav(page, language)).toHaveCount(1)
          await expect(
            page.getByRole('banner').getByRole('navigation', { name: language.navName }),
          ).toHaveCount(1)
        })

        await test.step('shows all eight items inside the "Main" navigation, in order, without a Menu button', async () => {
          const lefts: number[] = []
          for (const label of language.nav) {
            const item = navItem(page, label, language)
            await expect(item, label).toHaveCount(1)
            await expect(item, label).toBeVisible()
            lefts.push((await item.boundingBox())?.x ?? Number.NaN)
          }
          expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
          await expect(menuButton(page, language)).toHaveCount(0)
        })

        for (const [label, id] of scrollItems(language)) {
          await test.step(`${label} scrolls #${id} to the top, under the sticky header`, async () => {
            await startAwayFrom(page, id)
            await navItem(page, label, language).click()
            await expectScrolledTo(page, id)
          })
        }
      })

      test(`${language.path}: the items that open a dialog open it where the visitor is`, async ({
        page,
      }) => {
        await page.goto(language.path)
        // Each step starts with no dialog open.
        for (const [label, dialogName] of dialogItems(language)) {
          await test.step(`${label} opens the dialog named "${dialogName}"`, async () => {
            const scrollY = await page.evaluate(() => window.scrollY)
            await navItem(page, label, language).click()
            await expect(page.getByRole('dialog', { name: dialogName, exact: true })).toBeVisible()
            await expect(page.getByRole('dialog')).toHaveCount(1)
            await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY)
            await closeDialog(page)
          })
        }
      })
    }

    test.describe(() => {
      test.use({ reducedMotion: 'no-preference' })

      test('scrolls smoothly when reduced motion is not requested, and still ends at the section', async ({
        page,
      }) => {
        await page.goto('/')
        const shownOffsets = await recordShownScrollOffsets(page)
        await navItem(page, 'Pricing').click()
        await expectScrolledTo(page, 'pricing')
        const offsets = await shownOffsets()
        const final = await page.evaluate(() => window.scrollY)
        // A smooth scroll shows positions in between; a jump goes from the top to the end in one frame.
        expect(offsets.filter((y) => y > 0 && y < final - 2).length).toBeGreaterThan(0)
      })
    })
  })

  // Each language shows its items in a row from the width its labels fit in: English from 768 px,
  // Spanish from 1280 px. Either side of that, a visitor finds every item without scrolling sideways.
  test.describe('either side of the switch to the items in a row', () => {
    const cases = [
      { language: ENGLISH, width: 768, inRow: true },
      { language: ENGLISH, width: 1023, inRow: true },
      { language: SPANISH, width: 1024, inRow: false },
      { language: SPANISH, width: 1279, inRow: false },
    ]
    for (const { language, width, inRow } of cases) {
      const offers = inRow
        ? 'shows the eight items in the header, in view, and no Menu button'
        : 'shows the Menu button, which opens a menu showing the eight items'
      test(`${language.path} at ${width} px ${offers}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(language.path)
        if (inRow) {
          await expect(menuButton(page, language)).toBeHidden()
        } else {
          await expect(menuButton(page, language)).toBeVisible()
          await expectMenuClosed(page, language)
          await openMenu(page, language)
        }
        for (const label of language.nav) {
          await expect(navItem(page, label, language), label).toBeVisible()
          await expect(navItem(page, label, language), label).toBeInViewport({ ratio: 1 })
        }
      })
    }
  })

  test.describe('at 375 px', () => {
    test.use(MOBILE)

    // Each step starts with the menu closed and scrolls from where it says.
    for (const language of PAGES) {
      test(`${language.path}: the Menu button shows the items, and any scroll action closes the menu`, async ({
        page,
      }) => {
        await page.goto(language.path)
        await test.step('hides the items until the Menu button is pressed (expanded false → true)', async () => {
          await expect(menuButton(page, language)).toBeVisible()
          await expect(mainNav(page, language).getByRole('button', { name: language.menu })).toHaveCount(1)
          await expectMenuClosed(page, language)
          await openMenu(page, language)
          for (const label of language.nav) {
            await expect(navItem(page, label, language), label).toHaveCount(1)
            await expect(navItem(page, label, language), label).toBeVisible()
          }
          await closeMenu(page, language)
        })

        for (const [label, id] of scrollItems(language)) {
          await test.step(`${label} in the menu scrolls to #${id} and closes the menu`, async () => {
            await startAwayFrom(page, id)
            await openMenu(page, language)
            await navItem(page, label, language).click()
            await expectScrolledTo(page, id)
            await expectMenuClosed(page, language)
          })
        }

        await test.step(`any scroll action closes the open menu: the header brand link and ${language.seeWork}`, async () => {
          await scrollInstantly(page, 'bottom')
          await openMenu(page, language)
          // The brand link sits in the header, so only its scroll action can close the menu.
          await page.getByRole('banner').getByRole('link', { name: 'Brightpath Studio' }).click()
          await expectScrolledTo(page, 'home')
          await expectMenuClosed(page, language)

          await openMenu(page, language)
          // By keyboard, so no press outside the header closes the menu first.
          await page.getByRole('link', { name: language.seeWork }).focus()
          await page.keyboard.press('Enter')
          await expectScrolledTo(page, 'work')
          await expectMenuClosed(page, language)
        })
      })
    }

    // Each step starts with the menu closed, at the top of the page: nothing here scrolls it.
    test('the items that open a dialog, Escape and a press outside close the menu', async ({ page }) => {
      await page.goto('/')
      for (const [label, dialogName] of dialogItems(ENGLISH)) {
        await test.step(`${label} in the menu opens the dialog named "${dialogName}"; closing it returns focus to the Menu button`, async () => {
          await openMenu(page)
          await navItem(page, label).click()
          await expect(page.getByRole('dialog', { name: dialogName, exact: true })).toBeVisible()
          // The platform closes the menu as the modal dialog opens: its items are gone from sight.
          await expect(page.locator(':popover-open')).toHaveCount(0)
          await expect(navItem(page, 'Pricing')).toBeHidden()
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
        for (const label of ENGLISH.nav) await expect(navItem(page, label), label).toBeVisible()
        await page.setViewportSize({ width: 375, height: 812 })
        await expect(menuButton(page)).toBeVisible()
        await expectMenuClosed(page)
      })
    })
  })
})

test.describe('hero', () => {
  for (const language of PAGES) {
    test(`${language.path}: has one h1, opens the contact dialog and scrolls to the work`, async ({
      page,
    }) => {
      await page.goto(language.path)
      await test.step('has exactly one h1', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page.locator('h1')).toHaveCount(1)
      })

      await test.step(`"${language.build}" opens the contact dialog named "${language.build}"`, async () => {
        await page.getByRole('main').getByRole('button', { name: language.build }).click()
        await expect(page.getByRole('dialog', { name: language.build, exact: true })).toBeVisible()
        // Closed, the page is as fresh again: the dialog did not scroll it.
        await closeDialog(page)
      })

      await test.step(`"${language.seeWork}" scrolls to #work`, async () => {
        await page.getByRole('link', { name: language.seeWork }).click()
        await expectScrolledTo(page, 'work')
        await waitForScrollEnd(page)
      })
    })
  }
})
