import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  describeFocus,
  expectScrolledTo,
  isExpanded,
  isFocused,
  useBrowser,
  mainNav,
  openPage,
  scrollInstantly,
  waitForScrollEnd,
} from './browser'

const browser = useBrowser()

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
  for (const label of ALL_LABELS) expect(await navItem(page, label).count(), label).toBe(0)
}

async function openMenu(page: Page) {
  await menuButton(page).click()
  expect(await isExpanded(page, 'Menu')).toBe(true)
}

describe('navigation', () => {
  it('has the banner, the "Main" navigation, main and contentinfo landmarks', async () => {
    const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
    for (const role of ['banner', 'main', 'contentinfo'] as const) {
      expect(await page.getByRole(role).count(), role).toBe(1)
    }
    expect(await mainNav(page).count()).toBe(1)
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).count()).toBe(1)
  })

  describe('at 1280 px', () => {
    it('shows all eight items inside the "Main" navigation, in order, without a Menu button', async () => {
      const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
      const lefts: number[] = []
      for (const label of ALL_LABELS) {
        const item = navItem(page, label)
        expect(await item.count(), label).toBe(1)
        expect(await item.isVisible(), label).toBe(true)
        lefts.push((await item.boundingBox())?.x ?? Number.NaN)
      }
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
      expect(await menuButton(page).count()).toBe(0)
    })

    for (const [label, id] of SCROLL_ITEMS) {
      it(`${label} scrolls #${id} to the top, under the sticky header`, async () => {
        const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
        await startAwayFrom(page, id)
        await navItem(page, label).click()
        await expectScrolledTo(page, id)
      })
    }

    for (const [label, dialogName] of DIALOG_ITEMS) {
      it(`${label} opens the dialog named "${dialogName}"`, async () => {
        const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
        const scrollY = await page.evaluate(() => window.scrollY)
        await navItem(page, label).click()
        const dialog = page.getByRole('dialog', { name: dialogName, exact: true })
        await dialog.waitFor({ state: 'visible' })
        expect(await page.getByRole('dialog').count()).toBe(1)
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
      })
    }

    it('scrolls smoothly when reduced motion is not requested, and still ends at the section', async () => {
      const { page } = await openPage(browser(), { reducedMotion: 'no-preference' })
      await page.evaluate(() => {
        const positions: number[] = []
        Object.assign(window, { scrollPositions: positions })
        window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true })
      })
      await navItem(page, 'Pricing').click()
      await expectScrolledTo(page, 'pricing')
      const positions = await page.evaluate(
        () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
      )
      const final = positions.at(-1) ?? 0
      // A smooth scroll passes through positions in between; a jump lands in one step.
      expect(positions.filter((y) => y > 0 && y < final).length).toBeGreaterThan(0)
    })
  })

  describe('at 375 px', () => {
    const mobile = {
      width: 375,
      height: 812,
      reducedMotion: 'reduce',
      isMobile: true,
      hasTouch: true,
    } as const

    it('hides the items until the Menu button is pressed (expanded false → true)', async () => {
      const { page } = await openPage(browser(), mobile)
      expect(await menuButton(page).isVisible()).toBe(true)
      expect(await mainNav(page).getByRole('button', { name: 'Menu' }).count()).toBe(1)
      await expectMenuClosed(page)
      await openMenu(page)
      for (const label of ALL_LABELS) {
        expect(await navItem(page, label).count(), label).toBe(1)
        expect(await navItem(page, label).isVisible(), label).toBe(true)
      }
    })

    for (const [label, id] of SCROLL_ITEMS) {
      it(`${label} in the menu scrolls to #${id} and closes the menu`, async () => {
        const { page } = await openPage(browser(), mobile)
        await startAwayFrom(page, id)
        await openMenu(page)
        await navItem(page, label).click()
        await expectScrolledTo(page, id)
        await expectMenuClosed(page)
      })
    }

    for (const [label, dialogName] of DIALOG_ITEMS) {
      it(`${label} in the menu opens the dialog named "${dialogName}"; closing it returns focus to the Menu button`, async () => {
        const { page } = await openPage(browser(), mobile)
        await openMenu(page)
        await navItem(page, label).click()
        await page.getByRole('dialog', { name: dialogName, exact: true }).waitFor({ state: 'visible' })
        // The platform closes the menu as the modal dialog opens.
        expect(await page.locator(':popover-open').count()).toBe(0)
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'hidden' })
        await expectMenuClosed(page)
        await expect
          .poll(() => isFocused(menuButton(page)), { message: `focus is on ${await describeFocus(page)}` })
          .toBe(true)
      })
    }

    it('closes the menu on Escape and puts focus back on the Menu button', async () => {
      const { page } = await openPage(browser(), mobile)
      await openMenu(page)
      await navItem(page, 'Pricing').focus()
      await page.keyboard.press('Escape')
      await expectMenuClosed(page)
      expect(await isFocused(menuButton(page)), await describeFocus(page)).toBe(true)
    })

    it('closes the menu on a press outside the header', async () => {
      const { page } = await openPage(browser(), mobile)
      await openMenu(page)
      await page.mouse.click(187, 780)
      await expectMenuClosed(page)
    })

    it('closes the menu when the viewport grows to 768 px or more', async () => {
      const { page } = await openPage(browser(), { ...mobile, isMobile: false })
      await openMenu(page)
      await page.setViewportSize({ width: 800, height: 812 })
      await expect.poll(() => page.locator(':popover-open').count()).toBe(0)
      // The wide layout shows the inline items, not the (closed) drop-down.
      expect(await page.locator('#site-menu').isHidden()).toBe(true)
      await page.setViewportSize({ width: 375, height: 812 })
      await menuButton(page).waitFor({ state: 'visible' })
      await expectMenuClosed(page)
    })

    it('any scroll action closes the open menu: the header brand link and See Our Work', async () => {
      const { page } = await openPage(browser(), mobile)
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

describe('hero', () => {
  it('has exactly one h1', async () => {
    const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
    const h1 = page.getByRole('heading', { level: 1 })
    expect(await h1.count()).toBe(1)
    expect(await h1.textContent()).toContain('Websites that sell.')
    expect(await page.locator('h1').count()).toBe(1)
  })

  it('"Build My Website" opens the contact dialog named "Build My Website"', async () => {
    const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
    await page.getByRole('main').getByRole('button', { name: 'Build My Website' }).click()
    await page.getByRole('dialog', { name: 'Build My Website', exact: true }).waitFor({ state: 'visible' })
  })

  it('"See Our Work" scrolls to #work', async () => {
    const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
    await page.getByRole('link', { name: 'See Our Work' }).click()
    await expectScrolledTo(page, 'work')
    await waitForScrollEnd(page)
  })
})
