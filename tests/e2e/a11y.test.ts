import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { navItems, PAGES } from './languages'
import { axeViolations, dialogNamed, mainNav, scrollInstantly, scrollThrough } from './page-helpers'

const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([])

test.use({ reducedMotion: 'reduce' })

// One page load per width; each state is checked in turn and undone before the next.
test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const language of PAGES) {
    test.describe(() => {
      test.use({ viewport: { width: 1280, height: 900 } })

      test(`${language.path}: has no violations at 1280 px, on the page and with each dialog open`, async ({
        page,
      }) => {
        await page.goto(language.path)
        await test.step('has no violations on the page at 1280 px, read from top to bottom', async () => {
          await scrollThrough(page)
          await scrollInstantly(page, 0)
          await expectNoViolations(page)
        })

        for (const { label, target } of navItems(language)) {
          if (!('dialog' in target)) continue
          const dialog = target.dialog
          await test.step(`has no violations with the ${dialog} dialog open`, async () => {
            await mainNav(page, language).getByRole('button', { name: label, exact: true }).click()
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

      test(`${language.path}: has no violations at 375 px, on the page, with the menu open and with the form’s errors`, async ({
        page,
      }) => {
        await page.goto(language.path)
        await test.step('has no violations on the page at 375 px, read from top to bottom', async () => {
          await scrollThrough(page)
          await scrollInstantly(page, 0)
          await expectNoViolations(page)
        })

        await test.step('has no violations with the mobile menu open', async () => {
          const home = mainNav(page, language).getByRole('link', { name: language.nav[0] })
          await page.getByRole('button', { name: language.menu }).click()
          await expect(home).toBeVisible()
          await expectNoViolations(page)
          await page.keyboard.press('Escape')
          await expect(home).toBeHidden()
        })

        await test.step('has no violations with the contact form showing its errors', async () => {
          await page.getByRole('button', { name: language.build }).click()
          const dialog = dialogNamed(page, language.build)
          await dialog.getByLabel(language.fields.email, { exact: true }).fill('not-an-address')
          await dialog.getByRole('button', { name: language.send }).click()
          await expect(dialog.getByRole('textbox', { name: language.fields.name })).toHaveAttribute(
            'aria-invalid',
            'true',
          )
          await expectNoViolations(page)
        })
      })
    })
  }
})
