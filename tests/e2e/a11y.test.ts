import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations } from './page-helpers'

/** Loads the site at this width (900 px high), brings it into a state, and runs axe on it. */
async function check(page: Page, width: number, prepare?: (page: Page) => Promise<void>) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto('/')
  await prepare?.(page)
  expect(await axeViolations(page)).toEqual([])
}

const openDialog = (control: string, dialog: string) => async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: control }).click()
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
}

test.use({ reducedMotion: 'reduce' })

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const width of [375, 1280]) {
    test(`has no violations on the page at ${width} px`, ({ page }) => check(page, width))
  }

  test('has no violations with the mobile menu open', ({ page }) =>
    check(page, 375, async () => {
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
      ).toBeVisible()
    }))

  for (const [control, dialog] of [
    ['Services', 'Services'],
    ['About', 'About'],
    ['FAQ', 'FAQ'],
    ['Contact', 'Build My Website'],
  ] as const) {
    test(`has no violations with the ${dialog} dialog open`, ({ page }) =>
      check(page, 1280, openDialog(control, dialog)))
  }

  test('has no violations with the contact form showing its errors', ({ page }) =>
    check(page, 375, async () => {
      await page.getByRole('button', { name: 'Build My Website' }).click()
      const dialog = page.getByRole('dialog', { name: 'Build My Website' })
      await dialog.getByLabel('Email').fill('not-an-address')
      await dialog.getByRole('button', { name: 'Send Message' }).click()
      await expect(dialog.getByText('Please enter your name.')).toBeVisible()
    }))
})
