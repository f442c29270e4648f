import type { Page } from '@playwright/test'
import { expect, networkSettled, test, type ConsoleProblems } from './fixtures'
import { ENGLISH, navItems, PAGES, type PageLanguage } from './languages'
import { expectScrolledTo, isExpanded, mainNav } from './page-helpers'

/**
 * Opens a dialog with `open`, checks it is the one named `name`, and closes it with its Close
 * button (`close`, in the page's language).
 */
async function openAndClose(page: Page, name: string, close: string, open: () => Promise<void>) {
  await open()
  const dialog = page.getByRole('dialog', { name, exact: true })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: close }).click()
  await expect(dialog).toBeHidden()
}

type NavPress = (label: string, role: 'link' | 'button') => Promise<void>

/** Presses each nav link and expects the page to scroll to its section. */
async function scrollThroughNav(page: Page, nav: NavPress, targets: readonly (readonly [string, string])[]) {
  for (const [label, id] of targets) {
    await nav(label, 'link')
    await expectScrolledTo(page, id)
  }
}

/** The navigation's links, each with the id of the section it scrolls to: Home, Pricing, Portfolio, Reviews. */
const sectionItems = (language: PageLanguage): [string, string][] =>
  navItems(language).flatMap(({ label, target }) => ('section' in target ? [[label, target.section]] : []))

/** A full walk, in three parts that each start on a fresh page: every dialog and every section. */
const WALK: {
  part: string
  walk: (page: Page, nav: NavPress, language: PageLanguage) => Promise<void>
}[] = [
  {
    part: 'every dialog, from the navigation and from the page',
    walk: async (page, nav, language) => {
      const { build, close, getStarted, getStartedWith, requestQuote } = language
      // Services, About, Contact (the contact form) and FAQ, as the navigation names them.
      const dialogItems = navItems(language).flatMap(({ label, target }) =>
        'dialog' in target ? [{ label, dialog: target.dialog }] : [],
      )
      for (const { label, dialog } of dialogItems) {
        await openAndClose(page, dialog, close, () => nav(label, 'button'))
      }
      for (const { label } of dialogItems.filter(({ dialog }) => dialog !== build)) {
        await nav(label, 'button')
        await page.getByRole('dialog').getByRole('button', { name: getStarted, exact: true }).click()
        await openAndClose(page, build, close, async () => undefined)
      }
      await openAndClose(page, build, close, () =>
        page.getByRole('main').getByRole('button', { name: build, exact: true }).click(),
      )
      await openAndClose(page, build, close, () =>
        page.getByRole('button', { name: getStartedWith('Scale'), exact: true }).click(),
      )
      await openAndClose(page, build, close, () =>
        page.getByRole('button', { name: requestQuote, exact: true }).click(),
      )
    },
  },
  {
    part: 'Pricing, Portfolio and Reviews from the navigation',
    walk: (page, nav, language) =>
      scrollThroughNav(
        page,
        nav,
        sectionItems(language).filter(([, id]) => id !== 'home'),
      ),
  },
  {
    // See Our Work first: Home then scrolls back up from a section, as it did in the undivided walk.
    part: 'See Our Work, Home, the carousel and the footer',
    walk: async (page, nav, language) => {
      const { seeWork, carousel: carouselName, carouselControls } = language
      await page.getByRole('link', { name: seeWork }).click()
      await expectScrolledTo(page, 'work')
      await scrollThroughNav(
        page,
        nav,
        sectionItems(language).filter(([, id]) => id === 'home'),
      )
      const carousel = page.getByRole('region', { name: carouselName })
      const { next, previous, pause, play } = carouselControls
      for (const name of [next, previous, pause, play]) {
        await carousel.getByRole('button', { name, exact: true }).click()
      }
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    },
  },
]

/**
 * Every console error and warning, page error and CSP violation seen so far, without the fixture's
 * exemption for media files not recorded yet: this test has always counted those too.
 */
const everyProblem = (problems: ConsoleProblems): string[] =>
  problems.entries.map((entry) => `${entry.type}: ${entry.text} (${entry.url})`)

test.describe('console', () => {
  // A part of the walk is still a long run of traced actions: a busy machine needs more than the default time.
  test.slow()

  for (const language of PAGES) {
    for (const { part, walk } of WALK) {
      test(`${language.path}: logs no error or warning during a full walk at 1280 px: ${part}`, async ({
        page,
        problems,
      }) => {
        await page.goto(language.path)
        const nav: NavPress = (label, role) =>
          mainNav(page, language).getByRole(role, { name: label, exact: true }).click()
        await walk(page, nav, language)
        // Every load the walk started has finished, so a failed one has been logged.
        await networkSettled(page)
        expect(everyProblem(problems)).toEqual([])
      })
    }
  }

  test.describe(() => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

    for (const { part, walk } of WALK) {
      test(`logs no error or warning during a full walk at 375 px, through the menu: ${part}`, async ({
        page,
        problems,
      }) => {
        await page.goto('/')
        const menu = page.getByRole('button', { name: 'Menu', exact: true })
        await walk(
          page,
          async (label, role) => {
            if (!(await isExpanded(page, 'Menu'))) await menu.click()
            await mainNav(page).getByRole(role, { name: label, exact: true }).click()
          },
          ENGLISH,
        )
        await networkSettled(page)
        expect(everyProblem(problems)).toEqual([])
      })
    }
  })
})
