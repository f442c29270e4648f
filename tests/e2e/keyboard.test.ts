import type { Page } from '@playwright/test'
import { contactForm } from './contact-helpers'
import { expect, test } from './fixtures'
import { PAGES } from './languages'
import { mainNav } from './page-helpers'

interface Focused {
  name: string
  inDialog: boolean
  tag: string
  /** Whether a focus indicator is drawn: an outline of at least 2 px. */
  ring: boolean
}

/** Presses Tab and describes where focus lands (read once, right after the press). */
async function tab(page: Page, key = 'Tab'): Promise<Focused> {
  await page.keyboard.press(key)
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    const label =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      // As drawn: a control may hold faces for both states, one hidden (the carousel's before it hydrates).
      element.innerText
    return {
      name: label.replace(/\s+/g, ' ').trim(),
      inDialog: element.closest('dialog') !== null,
      tag: element.tagName,
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    }
  })
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test.describe(() => {
    test.use({ reducedMotion: 'reduce' })

    for (const language of PAGES) {
      test(`${language.path}: walks the whole page in a sensible order with a visible focus ring on everything`, async ({
        page,
      }) => {
        await page.goto(language.path)
        const visited: Focused[] = []
        for (let i = 0; i < 80; i++) {
          const focused = await tab(page)
          if (focused.tag === 'BODY') break
          visited.push(focused)
        }
        const names = visited.map((focused) => focused.name)
        expect(names[0]).toBe(language.skipLink)
        const { next, previous, play } = language.carouselControls
        const order = [
          ...language.nav,
          language.build,
          language.seeWork,
          language.firstClipPlay,
          `${language.getStartedWith('Launch')}${language.newTab}`,
          language.getStartedWith('Scale'),
          language.requestQuote,
          play,
          previous,
          next,
        ]
        const positions = order.map((name) => names.findIndex((seen) => seen.startsWith(name)))
        expect(
          positions.every((position) => position >= 0),
          `visited: ${names.join(' | ')}`,
        ).toBe(true)
        expect(positions).toEqual([...positions].sort((a, b) => a - b))
        expect(visited.filter((focused) => !focused.ring).map((focused) => focused.name)).toEqual([])

        // Counted on the page as walked: every visible control outside dialogs and hidden parts.
        const reachable = await page.evaluate(
          () =>
            [
              ...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, summary'),
            ].filter(
              (element) =>
                element.checkVisibility() && !element.closest('[inert], dialog, [aria-hidden="true"]'),
            ).length,
        )
        expect(visited).toHaveLength(reachable)
      })
    }

    test('keeps focus inside an open dialog and returns it to the opener on Escape', async ({ page }) => {
      for (let i = 0; i < 9; i++) await tab(page)
      expect((await tab(page)).name).toBe('FAQ')
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'FAQ' })
      await expect(dialog).toBeVisible()
      for (let i = 0; i < 20; i++) {
        const focused = await tab(page, i % 2 ? 'Shift+Tab' : 'Tab')
        expect(focused.inDialog || focused.tag === 'BODY', focused.name).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(mainNav(page).getByRole('button', { name: 'FAQ', exact: true })).toBeFocused()
    })

    test('starts the contact form in its first field', async ({ page }) => {
      await page.getByRole('button', { name: 'Build My Website' }).focus()
      await page.keyboard.press('Enter')
      const form = contactForm(page)
      await expect(form.dialog).toBeVisible()
      await expect(form.fields.name).toBeFocused()
    })
  })

  test('skips to the main content', async ({ page }) => {
    await tab(page)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    const next = await tab(page)
    expect(next.name).toBe('Build My Website')
  })
})
