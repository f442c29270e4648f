import type { Page } from '@playwright/test'
import { BOOKING_WORDS, openFromServices } from './booking-helpers'
import { expect, test } from './fixtures'
import { navItems, PAGES } from './languages'
import { axeViolations, dialogNamed, mainNav, scrollInstantly, scrollThrough } from './page-helpers'

const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([])

test.use({ reducedMotion: 'reduce' })

// A page load per state: axe reads the whole page each time, and several reads in one test took
// longer than a test's 90 s beside another run.
test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const language of PAGES) {
    for (const width of [375, 1280]) {
      test.describe(() => {
        test.use({ viewport: { width, height: 900 } })

        test(`${language.path}: has no violations on the page at ${width} px, read from top to bottom`, async ({
          page,
        }) => {
          await page.goto(language.path)
          await scrollThrough(page)
          await scrollInstantly(page, 0)
          await expectNoViolations(page)
        })
      })
    }

    test.describe(() => {
      test.use({ viewport: { width: 1280, height: 900 } })

      for (const { label, target } of navItems(language)) {
        if (!('dialog' in target)) continue
        test(`${language.path}: has no violations at 1280 px with the ${target.dialog} dialog open`, async ({
          page,
        }) => {
          await page.goto(language.path)
          await mainNav(page, language).getByRole('button', { name: label, exact: true }).click()
          await expect(dialogNamed(page, target.dialog)).toBeVisible()
          await expectNoViolations(page)
        })
      }
    })

    test.describe(() => {
      test.use({ viewport: { width: 375, height: 900 } })

      test(`${language.path}: has no violations at 375 px with the mobile menu open`, async ({ page }) => {
        await page.goto(language.path)
        await page.getByRole('button', { name: language.menu }).click()
        await expect(mainNav(page, language).getByRole('link', { name: language.nav[0] })).toBeVisible()
        await expectNoViolations(page)
      })

      test(`${language.path}: has no violations at 375 px with the booking dialog showing its free times`, async ({
        page,
        calendar,
      }) => {
        await page.goto(language.path)
        const booking = await openFromServices(page, BOOKING_WORDS[language.language])
        await expect(booking.times.first()).toBeVisible()
        expect(calendar.slots.requests).toHaveLength(1)
        await expectNoViolations(page)
      })

      test(`${language.path}: has no violations at 375 px with the contact form showing its errors`, async ({
        page,
      }) => {
        await page.goto(language.path)
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
  }
})
