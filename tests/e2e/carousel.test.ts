import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { flushTasks, useBrowser, openPage, waitForApp, type OpenPageOptions } from './browser'

const browser = useBrowser()

const ROTATION_MS = 4000

const carousel = (page: Page): Locator => page.getByRole('region', { name: 'Client stories' })
const control = (page: Page, name: string): Locator =>
  carousel(page).getByRole('button', { name, exact: true })

/** The carousel moves by the app: its tests start once the page says the app is ready. */
async function openCarousel(options: OpenPageOptions = {}) {
  const opened = await openPage(browser(), options)
  await waitForApp(opened.page)
  return opened
}

/** The name of the one slide exposed to assistive technology ("2 of 3"). */
async function currentSlide(page: Page): Promise<string | null> {
  const visible = carousel(page).getByRole('group')
  expect(await visible.count()).toBe(1)
  return visible.getAttribute('aria-label')
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

/** Stops the page's clock, so time passes only through `advance`. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 200)
  await settle(page)
}

/** Moves the pointer off the carousel and focus out of it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await settle(page)
}

/** Restarts the 4 s wait at the current (paused) time: a hover pauses rotation, leaving resumes it. */
async function restartRotation(page: Page) {
  await carousel(page).hover()
  await settle(page)
  await leaveCarousel(page)
}

/** Opens the page with a controlled clock, stopped, and the rotation wait starting now. */
async function openWithClock(options: OpenPageOptions = {}) {
  const opened = await openCarousel({
    reducedMotion: 'no-preference',
    ...options,
    beforeGoto: (page) => page.clock.install(),
  })
  await pauseClock(opened.page)
  await restartRotation(opened.page)
  return opened
}

describe('reviews carousel', () => {
  it('is a region with aria-roledescription carousel, 3 slides (one shown) and its controls', async () => {
    const { page } = await openCarousel({ reducedMotion: 'no-preference' })
    expect(await carousel(page).count()).toBe(1)
    expect(await carousel(page).getAttribute('aria-roledescription')).toBe('carousel')
    const slides = carousel(page).getByRole('group', { includeHidden: true })
    expect(await slides.count()).toBe(3)
    for (const slide of await slides.all()) {
      expect(await slide.getAttribute('aria-roledescription')).toBe('slide')
    }
    expect(await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ])
    expect(await currentSlide(page)).toBe('1 of 3')
    for (const name of ['Pause rotation', 'Previous testimonial', 'Next testimonial']) {
      expect(await control(page, name).count(), name).toBe(1)
    }
  })

  it('gives every slide "Rated 5 out of 5", an author and a role', async () => {
    const { page } = await openCarousel({ reducedMotion: 'reduce' })
    const slides = carousel(page).getByRole('group', { includeHidden: true })
    for (const slide of await slides.all()) {
      expect(await slide.getByRole('img', { name: 'Rated 5 out of 5', includeHidden: true }).count()).toBe(1)
      const caption = (await slide.locator('figcaption').textContent()) ?? ''
      const [author, role] = await slide
        .locator('figcaption > span')
        .evaluateAll((spans) => spans.map((span) => span.textContent?.trim() ?? ''))
      expect(author, caption).toBeTruthy()
      expect(role, caption).toBeTruthy()
      expect(author).not.toBe(role)
    }
  })

  it('advances every 4 s, cyclically 1 → 2 → 3 → 1, and not before', async () => {
    const { page } = await openWithClock()
    expect(await currentSlide(page)).toBe('1 of 3')
    for (const next of ['2 of 3', '3 of 3', '1 of 3', '2 of 3']) {
      const before = await currentSlide(page)
      await advance(page, ROTATION_MS - 1)
      expect(await currentSlide(page), `still ${before} just before 4 s`).toBe(before)
      await advance(page, 1)
      expect(await currentSlide(page)).toBe(next)
    }
  })

  it('stays put after Pause (for 12 s and more), the control then named "Play rotation"; Play resumes', async () => {
    const { page } = await openWithClock()
    await control(page, 'Pause rotation').click()
    await leaveCarousel(page)
    expect(await control(page, 'Play rotation').count()).toBe(1)
    expect(await control(page, 'Pause rotation').count()).toBe(0)
    await advance(page, 12_000)
    expect(await currentSlide(page)).toBe('1 of 3')
    await advance(page, 12_000)
    expect(await currentSlide(page)).toBe('1 of 3')

    await control(page, 'Play rotation').click()
    await leaveCarousel(page)
    expect(await control(page, 'Pause rotation').count()).toBe(1)
    await advance(page, ROTATION_MS)
    expect(await currentSlide(page)).toBe('2 of 3')
  })

  it('pauses while the pointer is over it, and resumes when it leaves', async () => {
    const { page } = await openWithClock()
    await carousel(page).hover()
    await settle(page)
    await advance(page, 12_000)
    expect(await currentSlide(page)).toBe('1 of 3')
    await page.mouse.move(1, 1)
    await settle(page)
    await advance(page, ROTATION_MS)
    expect(await currentSlide(page)).toBe('2 of 3')
  })

  it('pauses while focus is inside it, and resumes when focus leaves', async () => {
    const { page } = await openWithClock()
    await control(page, 'Next testimonial').focus()
    await settle(page)
    await advance(page, 12_000)
    expect(await currentSlide(page)).toBe('1 of 3')
    await leaveCarousel(page)
    await advance(page, ROTATION_MS)
    expect(await currentSlide(page)).toBe('2 of 3')
  })

  it('moves with Previous/Next testimonial, wrapping around', async () => {
    const { page } = await openWithClock()
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
      expect(await currentSlide(page), name).toBe(expected)
    }
  })

  it('moves with ArrowRight/ArrowLeft while focus is inside it', async () => {
    const { page } = await openWithClock()
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
      expect(await currentSlide(page), key).toBe(expected)
    }
  })

  it('does not rotate by itself with reduced motion; the control offers "Play rotation"', async () => {
    const { page } = await openWithClock({ reducedMotion: 'reduce' })
    expect(await control(page, 'Play rotation').count()).toBe(1)
    await advance(page, 5 * ROTATION_MS)
    expect(await currentSlide(page)).toBe('1 of 3')
  })
})

describe('reviews grid', () => {
  it('shows 6 verified testimonials, each "Rated 5 out of 5" with an author and a role', async () => {
    const { page } = await openCarousel({ reducedMotion: 'reduce' })
    const reviews = page.getByRole('region', { name: 'Small businesses, real results' })
    const items = reviews.getByRole('list').getByRole('listitem')
    expect(await items.count()).toBe(6)
    const authors = new Set<string>()
    for (const item of await items.all()) {
      expect(await item.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1)
      const [author = '', role = '', badge = ''] = (await item.locator('figcaption').innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
      expect(author).not.toBe('')
      expect(role).not.toBe('')
      expect(badge).toBe('Verified')
      authors.add(author)
      // The testimonial is a figure named by its caption.
      expect(
        await item.getByRole('figure', { name: new RegExp(`^${author.replace('.', '\\.')}`) }).count(),
      ).toBe(1)
    }
    expect(authors.size).toBe(6)
  })
})
