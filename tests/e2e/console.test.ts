import type { Page } from '@playwright/test'
import { expect, test, type ConsoleProblems } from './fixtures'
import { expectScrolledTo, isExpanded, mainNav } from './page-helpers'

/** Opens a dialog with `open`, checks it is the one named `name`, and closes it with its Close button. */
async function openAndClose(page: Page, name: string, open: () => Promise<void>) {
  await open()
  const dialog = page.getByRole('dialog', { name, exact: true })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

/** Every dialog and every section, reached the way a visitor would. `nav` presses a nav item. */
async function walk(page: Page, nav: (label: string, role: 'link' | 'button') => Promise<void>) {
  for (const [label, name] of [
    ['Services', 'Services'],
    ['About', 'About'],
    ['FAQ', 'FAQ'],
    ['Contact', 'Build My Website'],
  ] as const) {
    await openAndClose(page, name, () => nav(label, 'button'))
  }
  for (const label of ['Services', 'About', 'FAQ']) {
    await nav(label, 'button')
    await page.getByRole('dialog').getByRole('button', { name: 'Get Started', exact: true }).click()
    await openAndClose(page, 'Build My Website', async () => undefined)
  }
  await openAndClose(page, 'Build My Website', () =>
    page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }).click(),
  )
  await openAndClose(page, 'Build My Website', () =>
    page.getByRole('button', { name: 'Get Started with Scale', exact: true }).click(),
  )
  await openAndClose(page, 'Build My Website', () =>
    page.getByRole('button', { name: 'Request a Quote', exact: true }).click(),
  )

  for (const [label, id] of [
    ['Pricing', 'pricing'],
    ['Portfolio', 'work'],
    ['Reviews', 'reviews'],
    ['Home', 'home'],
  ] as const) {
    await nav(label, 'link')
    await expectScrolledTo(page, id)
  }
  await page.getByRole('link', { name: 'See Our Work' }).click()
  await expectScrolledTo(page, 'work')
  const carousel = page.getByRole('region', { name: 'Client stories' })
  for (const name of ['Next testimonial', 'Previous testimonial', 'Pause rotation', 'Play rotation']) {
    await carousel.getByRole('button', { name, exact: true }).click()
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
}

/**
 * Every console error and warning, page error and CSP violation seen so far, without the fixture's
 * exemption for media files not recorded yet: this test has always counted those too.
 */
const everyProblem = (problems: ConsoleProblems): string[] =>
  problems.entries.map((entry) => `${entry.type}: ${entry.text} (${entry.url})`)

test.describe('console', () => {
  // A full walk is some sixty traced actions: on a busy machine it can take most of a minute.
  test.slow()

  test('logs no error or warning during a full walk at 1280 px', async ({ page, problems }) => {
    await page.goto('/')
    await walk(page, (label, role) => mainNav(page).getByRole(role, { name: label, exact: true }).click())
    expect(everyProblem(problems)).toEqual([])
  })

  test.describe(() => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

    test('logs no error or warning during a full walk at 375 px, through the menu', async ({
      page,
      problems,
    }) => {
      await page.goto('/')
      const menu = page.getByRole('button', { name: 'Menu', exact: true })
      await walk(page, async (label, role) => {
        if (!(await isExpanded(page, 'Menu'))) await menu.click()
        await mainNav(page).getByRole(role, { name: label, exact: true }).click()
      })
      expect(everyProblem(problems)).toEqual([])
    })
  })
})
