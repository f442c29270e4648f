import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ENGLISH, PAGES, type PageLanguage } from './languages'
import { carousel, flushTasks, waitForIsland } from './page-helpers'

const ROTATION_MS = 4000
const SLIDE_NAMES = ['1 of 3', '2 of 3', '3 of 3']

const control = (page: Page, name: string): Locator =>
  carousel(page).getByRole('button', { name, exact: true })
/** Every slide, the hidden ones included. */
const allSlides = (page: Page, language = ENGLISH): Locator =>
  carousel(page, language).getByRole('group', { includeHidden: true })

/**
 * Expects `name` ("2 of 3") to be the one slide exposed to assistive technology, and the one slide
 * seen: the slides share one place, and the others are faded out (opacity, which toBeVisible
 * ignores). Polled, so the 500 ms fade may run.
 */
async function expectSlide(page: Page, name: string, message?: string, language = ENGLISH) {
  const shown = carousel(page, language).getByRole('group')
  await expect(shown, message).toHaveCount(1)
  await expect(shown, message).toHaveAccessibleName(name)
  for (const slide of await allSlides(page, language).all()) {
    const label = await slide.getAttribute('aria-label')
    const seen = label === name
    const what = `${message ?? name}: slide ${label ?? '?'} ${seen ? 'shown' : 'faded out'}`
    await expect(slide, what).toHaveCSS('opacity', seen ? '1' : '0')
  }
  await expect(shown.locator('blockquote'), message).toBeVisible()
}

/**
 * The carousel moves once its island has hydrated, which it does as it comes near: its tests
 * scroll it into view and start once it has.
 */
async function openCarousel(page: Page, language = ENGLISH) {
  await page.goto(language.path)
  await carousel(page, language).scrollIntoViewIfNeeded()
  await waitForIsland(page, 'carousel')
}

/** Lets React render and run its effects (the rotation timer is set in one) after a change. */
async function settle(page: Page) {
  for (let i = 0; i < 3; i += 1) await flushTasks(page)
}

/** Advances the page's clock by `ms`, firing due timers, and lets React catch up. */
async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await settle(page)
}

/**
 * Scrolls the carousel into view (at least half of it, as its own observer counts), or the page
 * back to its top, and waits until the page has seen it: Playwright's observer reports the
 * carousel in or out of view, and the carousel's observer is notified in the same task or an
 * earlier one. The sections around it are skipped while far away and take their real height as
 * they render, which can move the carousel after the scroll, so the scroll is tried again until
 * the carousel stays where it was sent.
 */
async function scrollCarousel(page: Page, into: 'into view' | 'out of view') {
  const region = carousel(page)
  await expect(async () => {
    await region.evaluate((element, inView) => {
      if (inView) element.scrollIntoView({ block: 'center', behavior: 'instant' })
      else window.scrollTo({ top: 0, behavior: 'instant' })
    }, into === 'into view')
    if (into === 'into view') await expect(region).toBeInViewport({ ratio: 0.5, timeout: 2000 })
    else await expect(region).not.toBeInViewport({ timeout: 2000 })
  }).toPass({ timeout: 15_000 })
  await settle(page)
}

/** Moves the pointer off the carousel and focus out of it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await settle(page)
}

/** Restarts the 4 s wait at the current (paused) time: a hover pauses rotation, leaving resumes it. */
async function restartRotation(page: Page, language = ENGLISH) {
  await carousel(page, language).hover()
  await settle(page)
  await leaveCarousel(page)
}

/**
 * Opens the page with a controlled clock, stopped before the page loads (so no timer fires while a
 * busy machine loads it), and the rotation wait starting now.
 */
async function openWithClock(page: Page, language: PageLanguage = ENGLISH) {
  const start = Date.now()
  await page.clock.install({ time: start })
  // Far enough ahead of the clock, which runs until then, that the pause is never in its past.
  await page.clock.pauseAt(start + 60_000)
  await openCarousel(page, language)
  await settle(page)
  await restartRotation(page, language)
}

test.describe('reviews carousel', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('is a region with aria-roledescription carousel, 3 slides (one shown) and its controls', async ({
    page,
  }) => {
    // A stopped clock: on a busy machine, the checks could outlast the first 4 s of rotation.
    await openWithClock(page)
    await expect(carousel(page)).toHaveCount(1)
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = allSlides(page)
    await expect(slides).toHaveCount(3)
    for (const [i, name] of SLIDE_NAMES.entries()) {
      await expect(slides.nth(i)).toHaveAttribute('aria-roledescription', 'slide')
      await expect(slides.nth(i)).toHaveAttribute('aria-label', name)
    }
    await expectSlide(page, '1 of 3')
    for (const name of ['Pause rotation', 'Previous testimonial', 'Next testimonial']) {
      await expect(control(page, name), name).toHaveCount(1)
    }
  })

  test.describe(() => {
    test.use({ reducedMotion: 'reduce' })

    test('gives every slide "Rated 5 out of 5", an author and a role', async ({ page }) => {
      await openCarousel(page)
      const slides = allSlides(page)
      await expect(slides).toHaveCount(3)
      for (const [i, slide] of (await slides.all()).entries()) {
        await expect(slide.getByRole('img', { name: 'Rated 5 out of 5', includeHidden: true })).toHaveCount(1)
        const author = slide.locator('figcaption > span').nth(0)
        const role = slide.locator('figcaption > span').nth(1)
        await expect(author, `author of slide ${i + 1}`).toHaveText(/\S/)
        await expect(role, `role of slide ${i + 1}`).toHaveText(/\S/)
        await expect(role, `role of slide ${i + 1}`).not.toHaveText(
          (await author.textContent())?.trim() ?? '',
        )
      }
    })
  })

  for (const language of PAGES) {
    test(`${language.path}: advances every 4 s, cyclically 1 → 2 → 3 → 1, and not before`, async ({
      page,
    }) => {
      await openWithClock(page, language)
      const [first, second, third] = [1, 2, 3].map((position) => language.carouselSlide(position, 3))
      let current = first ?? ''
      await expectSlide(page, current, undefined, language)
      for (const next of [second, third, first, second]) {
        await advance(page, ROTATION_MS - 1)
        await expectSlide(page, current, `still ${current} just before 4 s`, language)
        await advance(page, 1)
        await expectSlide(page, next ?? '', undefined, language)
        current = next ?? ''
      }
    })
  }

  test('rotates only in view: out of it, it stays put; back in view, its next step comes 4 s later', async ({
    page,
  }) => {
    await openWithClock(page)
    await scrollCarousel(page, 'out of view')
    await advance(page, 3 * ROTATION_MS)
    await expectSlide(page, '1 of 3', 'out of view')
    await scrollCarousel(page, 'into view')
    await advance(page, ROTATION_MS - 1)
    await expectSlide(page, '1 of 3', 'just before 4 s in view')
    await advance(page, 1)
    await expectSlide(page, '2 of 3')
  })

  test('stays put after Pause (for 12 s and more), the control then named "Play rotation"; Play resumes', async ({
    page,
  }) => {
    await openWithClock(page)
    await control(page, 'Pause rotation').click()
    await leaveCarousel(page)
    await expect(control(page, 'Play rotation')).toHaveCount(1)
    await expect(control(page, 'Pause rotation')).toHaveCount(0)
    await advance(page, 12_000)
    await expectSlide(page, '1 of 3')
    await advance(page, 12_000)
    await expectSlide(page, '1 of 3')

    await control(page, 'Play rotation').click()
    await leaveCarousel(page)
    await expect(control(page, 'Pause rotation')).toHaveCount(1)
    await advance(page, ROTATION_MS)
    await expectSlide(page, '2 of 3')
  })

  test('pauses while the pointer is over it, and resumes when it leaves', async ({ page }) => {
    await openWithClock(page)
    await carousel(page).hover()
    await settle(page)
    await advance(page, 12_000)
    await expectSlide(page, '1 of 3')
    await page.mouse.move(1, 1)
    await settle(page)
    await advance(page, ROTATION_MS)
    await expectSlide(page, '2 of 3')
  })

  test('pauses while focus is inside it, and resumes when focus leaves', async ({ page }) => {
    await openWithClock(page)
    await control(page, 'Next testimonial').focus()
    await settle(page)
    await advance(page, 12_000)
    await expectSlide(page, '1 of 3')
    await leaveCarousel(page)
    await advance(page, ROTATION_MS)
    await expectSlide(page, '2 of 3')
  })

  test('moves with Previous/Next testimonial, wrapping around', async ({ page }) => {
    await openWithClock(page)
    const steps: [string, string][] = [
      ['Next testimonial', '2 of 3'],
      ['Next testimonial', '3 of 3'],
      ['Next testimonial', '1 of 3'],
      ['Previous testimonial', '3 of 3'],
      ['Previous testimonial', '2 of 3'],
    ]
    for (const [name, expected] of steps) {
      await control(page, name).click()
      await settle(page)
      await expectSlide(page, expected, name)
    }
  })

  test('moves with ArrowRight/ArrowLeft while focus is inside it', async ({ page }) => {
    await openWithClock(page)
    await control(page, 'Pause rotation').focus()
    const steps: [string, string][] = [
      ['ArrowRight', '2 of 3'],
      ['ArrowRight', '3 of 3'],
      ['ArrowRight', '1 of 3'],
      ['ArrowLeft', '3 of 3'],
    ]
    for (const [key, expected] of steps) {
      await page.keyboard.press(key)
      await settle(page)
      await expectSlide(page, expected, key)
    }
  })

  test.describe(() => {
    test.use({ reducedMotion: 'reduce' })

    test('does not rotate by itself with reduced motion; the control offers "Play rotation"', async ({
      page,
    }) => {
      await openWithClock(page)
      await expect(control(page, 'Play rotation')).toHaveCount(1)
      await advance(page, 5 * ROTATION_MS)
      await expectSlide(page, '1 of 3')
    })
  })
})

/** The lines of a grid review's caption as shown: author, role and badge. */
const captionLines = async (item: Locator): Promise<string[]> =>
  (await item.locator('figcaption').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe('reviews grid', () => {
  test.use({ reducedMotion: 'reduce' })

  test('shows 6 verified testimonials, each "Rated 5 out of 5" with an author and a role', async ({
    page,
  }) => {
    await openCarousel(page)
    const reviews = page.getByRole('region', { name: 'Small businesses, real results' })
    const items = reviews.getByRole('list').getByRole('listitem')
    await expect(items).toHaveCount(6)
    const authors = new Set<string>()
    for (const item of await items.all()) {
      await expect(item.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(1)
      await expect
        .poll(() => captionLines(item))
        .toEqual([expect.stringMatching(/\S/), expect.stringMatching(/\S/), 'Verified'])
      const [author = ''] = await captionLines(item)
      authors.add(author)
      // The testimonial is a figure named by its caption.
      await expect(item.getByRole('figure', { name: new RegExp(`^${escapeRegExp(author)}`) })).toHaveCount(1)
    }
    expect(authors.size).toBe(6)
  })
})
