import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations, dialogNamed, mainNav, scrollInstantly, scrollThrough } from './page-helpers'

const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([])

test.use({ reducedMotion: 'reduce' })

// One page load per width; each state is checked in turn and undone before the next.
test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.describe(() => {
    test.use({ viewport: { width: 1280, height: 900 } })

    test('has no violations at 1280 px, on the page and with each dialog open', async ({ page }) => {
      await page.goto('/')
      await test.step('has no violations on the page at 1280 px, read from top to bottom', async () => {
        await scrollThrough(page)
        await scrollInstantly(page, 0)
        await expectNoViolations(page)
      })

      for (const [control, dialog] of [
        ['Services', 'Services'],
        ['About', 'About'],
        ['FAQ', 'FAQ'],
        ['Contact', 'Build My Website'],
      ] as const) {
        await test.step(`has no violations with the ${dialog} dialog open`, async () => {
          await mainNav(page).getByRole('button', { name: control }).click()
          await expect(dialogNamed(page, dialog)).toBeVisible()
          await expectNoViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog')).toHaveCount(0)
        })
      }
    })
  })

  test.describe(() => {
    test.use({ viewport: { width: 375, height: 900 } })

    test('has no violations at 375 px, on the page, with the menu open and with the form’s errors', async ({
      page,
    }) => {
      await page.goto('/')
      await test.step('has no violations on the page at 375 px, read from top to bottom', async () => {
        await scrollThrough(page)
        await scrollInstantly(page, 0)
        await expectNoViolations(page)
      })

      await test.step('has no violations with the mobile menu open', async () => {
        const pricing = mainNav(page).getByRole('link', { name: 'Pricing' })
        await page.getByRole('button', { name: 'Menu' }).click()
        await expect(pricing).toBeVisible()
        await expectNoViolations(page)
        await page.keyboard.press('Escape')
        await expect(pricing).toBeHidden()
      })

      await test.step('has no violations with the contact form showing its errors', async () => {
        await page.getByRole('button', { name: 'Build My Website' }).click()
        const dialog = dialogNamed(page, 'Build My Website')
        await dialog.getByLabel('Email').fill('not-an-address')
        await dialog.getByRole('button', { name: 'Send Message' }).click()
        await expect(dialog.getByText('Please enter your name.')).toBeVisible()
        await expectNoViolations(page)
      })
    })
  })
})
