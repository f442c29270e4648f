import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser, openPage } from './browser'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  )
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const browser = useBrowser()

  async function check(width: number, prepare?: (page: Page) => Promise<void>) {
    const { page } = await openPage(browser(), { width, reducedMotion: 'reduce' })
    await prepare?.(page)
    expect(await violations(page)).toEqual([])
    await page.context().close()
  }

  const openDialog = (control: string, dialog: string) => async (page: Page) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: control }).click()
    await page.getByRole('dialog', { name: dialog }).waitFor()
  }

  for (const width of [375, 1280]) {
    it(`has no violations on the page at ${width} px`, () => check(width))
  }

  it('has no violations with the mobile menu open', () =>
    check(375, async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).waitFor()
    }))

  for (const [control, dialog] of [
    ['Services', 'Services'],
    ['About', 'About'],
    ['FAQ', 'FAQ'],
    ['Contact', 'Build My Website'],
  ] as const) {
    it(`has no violations with the ${dialog} dialog open`, () => check(1280, openDialog(control, dialog)))
  }

  it('has no violations with the contact form showing its errors', () =>
    check(375, async (page) => {
      await page.getByRole('button', { name: 'Build My Website' }).click()
      const dialog = page.getByRole('dialog', { name: 'Build My Website' })
      await dialog.getByLabel('Email').fill('not-an-address')
      await dialog.getByRole('button', { name: 'Send Message' }).click()
      await dialog.getByText('Please enter your name.').waitFor()
    }))
})
