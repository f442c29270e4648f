import { statSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, networkSettled, test } from './fixtures'
import {
  dialogNamed,
  layoutShifts,
  navButton,
  nextFrames,
  recordLayoutShifts,
  scrollInstantly,
  scrollThrough,
} from './page-helpers'

const SHOWCASE_CLIPS = ['restaurant', 'booking', 'chatbot', 'ecommerce', 'school', 'electric']
const VIDEO_URL = /\/media\/[a-z]+\.(webm|mp4)$/

/**
 * Loads the site while recording the path of every request the page makes, and waits for the
 * network to settle.
 */
async function openRecording(page: Page): Promise<string[]> {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/')
  await networkSettled(page)
  return requested
}

const videoRequests = (requested: string[]) => requested.filter((path) => VIDEO_URL.test(path))

/** The showcase card's video, found through the card's heading. */
const showcaseVideo = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .locator('video')

const isPlaying = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)

const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused)

/** Whether every video in the section is paused (true when the section has none). */
const allPaused = (page: Page, selector: string) =>
  page
    .locator(`${selector} video`)
    .evaluateAll((videos: HTMLVideoElement[]) => videos.every((video) => video.paused))

/** Scrolls through the loaded page and expects the layout shifts since its start to add up to ≤ 0.01. */
async function expectNoLayoutShift(page: Page) {
  await scrollThrough(page)
  await networkSettled(page)
  await page.evaluate(() => document.fonts.ready)
  await nextFrames(page)
  const shifts = await layoutShifts(page)
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01)
}

/** Counts the `play` events of every video of the page (read with `playEvents`). */
async function countPlayEvents(page: Page) {
  await page.addInitScript(() => {
    let plays = 0
    document.addEventListener('play', () => (plays += 1), { capture: true })
    Object.assign(window, { playEvents: () => plays })
  })
}

const playEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { playEvents: () => number }).playEvents())

/** The CSS animation of each of the hero's dots. */
const dotAnimations = (page: Page) =>
  page
    .locator('#home circle.hero-dot')
    .evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot).animationName))

/** The play states of the dots' animations, each once: ['running'] while they all move. */
const dotStates = (page: Page) =>
  page
    .locator('#home circle.hero-dot')
    .evaluateAll((dots) => [...new Set(dots.flatMap((dot) => dot.getAnimations().map((a) => a.playState)))])

const glowPosition = (page: Page) =>
  page
    .locator('#home .hero-glow')
    .evaluate(
      (glow: HTMLElement) =>
        `${glow.style.getPropertyValue('--glow-x')}|${glow.style.getPropertyValue('--glow-y')}`,
    )

/** The content type a media file must be served with. */
const expectedType = (url: string) =>
  url.endsWith('.webm')
    ? 'video/webm'
    : url.endsWith('.mp4')
      ? 'video/mp4'
      : url.endsWith('.webp')
        ? 'image/webp'
        : 'image/'

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' })

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('fetches no video, one font file, and shifts no layout while loading and scrolling', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    const requested = await openRecording(page)

    await test.step('hero video › is never requested at 375 px, and the first load there fetches no video at all', async () => {
      expect(videoRequests(requested)).toEqual([])
      await scrollThrough(page)
      await networkSettled(page)
      expect(requested.filter((path) => path.startsWith('/media/hero.'))).toEqual([])
      await expect(page.locator('#home video')).toHaveCount(0)
    })

    await test.step('media files › loads one font file on a visit, the preloaded core cut, and the page text needs no other', async () => {
      await page.evaluate(async () => {
        await document.fonts.ready
      })
      const fonts = requested.filter((path) => path.endsWith('.woff2'))
      expect(fonts).toHaveLength(1)
      const [font = ''] = fonts
      expect(font).toMatch(/^\/assets\/plus-jakarta-sans-core-[\w-]+\.woff2$/)
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', font)
    })

    await test.step('media files › shifts no layout while loading and scrolling at 375 px (CLS ≤ 0.01)', () =>
      expectNoLayoutShift(page))
  })
})

/** The hero section, named by its headline. */
const heroSection = (page: Page) => page.getByRole('region', { name: /^Websites that sell\./ })

/** The hero clip's browser-window frame: decoration, hidden from assistive technology, so found by its test id. */
const heroFrame = (page: Page) => heroSection(page).getByTestId('hero-clip-frame')

const heroClipControl = (page: Page) =>
  heroSection(page).getByRole('button', { name: /^(Play|Pause) hero animation$/ })

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator} is not rendered`)
  return box
}

test.describe('hero video frame, as a visitor sees it', () => {
  // What shows depends on the width alone; without motion nothing plays, which spares the machine.
  test.use({ reducedMotion: 'reduce' })

  for (const width of [375, 768, 1023]) {
    test.describe(() => {
      test.use({ viewport: { width, height: 900 } })

      test(`shows no part of the frame at ${width} px, and the hero ends with its text`, async ({ page }) => {
        const requested = await openRecording(page)
        const hero = heroSection(page)
        const frame = heroFrame(page)
        // The frame is in the prerendered page: it is there, and must not show.
        await expect(frame).toHaveCount(1)
        await expect(frame).toBeHidden()
        await expect(hero.locator('img')).toBeHidden()
        await expect(heroClipControl(page)).toHaveCount(0)
        // Whatever hides it: nothing is drawn under the text, whose last line ends the hero.
        const trustNote = await boxOf(
          hero.getByText('Launch in 1–\u20602 weeks · Transparent pricing · No agency markup', {
            exact: true,
          }),
        )
        const section = await boxOf(hero)
        const bottomPadding = width < 640 ? 80 : 112 // pb-20, sm:pb-28
        expect(section.y + section.height - (trustNote.y + trustNote.height)).toBeLessThanOrEqual(
          bottomPadding + 2,
        )
        expect(requested.filter((path) => path.startsWith('/media/hero.'))).toEqual([])
      })
    })
  }

  test.describe(() => {
    test.use({ viewport: { width: 1024, height: 900 } })

    test('shows the frame from 1024 px, beside the text, its poster and control in view', async ({
      page,
    }) => {
      await page.goto('/')
      const hero = heroSection(page)
      const frame = heroFrame(page)
      const poster = hero.locator('img')
      for (const part of [frame, poster, heroClipControl(page)]) {
        await expect(part).toBeVisible()
        await expect(part).toBeInViewport({ ratio: 1 })
      }
      // The real poster, not the 1×1 stand-in that smaller screens get.
      await expect
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1))
        .toBe(true)
      const headline = await boxOf(page.getByRole('heading', { level: 1 }))
      const picture = await boxOf(poster)
      expect(picture.x).toBeGreaterThanOrEqual(headline.x + headline.width)
      expect(picture.width).toBeGreaterThan(300)
    })
  })
})

test.describe('at 1280 px', () => {
  test('plays the hero video, animates the dots, moves the glow, and shifts no layout while scrolling', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await openRecording(page)

    await test.step('hero video › plays at 1280 px, muted, inline and looping, and its control pauses it', async () => {
      const video = page.locator('#home video')
      await expect.poll(() => isPlaying(video), { timeout: 10_000 }).toBe(true)
      await expect(video).toHaveJSProperty('muted', true)
      await expect(video).toHaveJSProperty('loop', true)
      await expect(video).toHaveJSProperty('playsInline', true)
      await expect(video).toHaveAttribute('preload', 'none')
      await page.getByRole('button', { name: 'Pause hero animation' }).click()
      await expect.poll(() => isPaused(video)).toBe(true)
      await page.getByRole('button', { name: 'Play hero animation' }).click()
      await expect.poll(() => isPlaying(video)).toBe(true)
    })

    await test.step('motion › animates the 50 dots in CSS and moves the glow with the mouse', async () => {
      await expect(page.locator('#home circle.hero-dot')).toHaveCount(50)
      await expect.poll(async () => (await dotAnimations(page)).filter((name) => name === 'none')).toEqual([])

      await page.mouse.move(300, 250)
      await expect.poll(() => glowPosition(page)).not.toBe('|')
      const first = await glowPosition(page)
      await page.mouse.move(800, 400, { steps: 5 })
      await expect.poll(() => glowPosition(page)).not.toBe(first)
    })

    await test.step('motion › rests while a dialog covers the page, and moves again once it closes', async () => {
      const video = page.locator('#home video')
      await navButton(page, 'FAQ').click()
      await expect(dialogNamed(page, 'FAQ')).toBeVisible()
      await expect.poll(() => isPaused(video)).toBe(true)
      await expect.poll(() => dotStates(page)).toEqual(['paused'])
      await page.keyboard.press('Escape')
      await expect(dialogNamed(page, 'FAQ')).toBeHidden()
      await expect.poll(() => isPlaying(video)).toBe(true)
      await expect.poll(() => dotStates(page)).toEqual(['running'])
    })

    await test.step('media files › shifts no layout while loading and scrolling at 1280 px (CLS ≤ 0.01)', () =>
      expectNoLayoutShift(page))
  })
})

test.describe('showcase videos', () => {
  test.use({ viewport: { width: 1280, height: 700 } })

  test('are fetched only when near, play in view and pause out of it', async ({ page }) => {
    const requested = await openRecording(page)

    await test.step('are not requested until scrolled near, then play, and pause when scrolled away', async () => {
      const showcaseRequests = () =>
        videoRequests(requested).filter((path) => !path.startsWith('/media/hero.'))
      expect(showcaseRequests()).toEqual([])

      // The section's top at the top of the viewport: the first row of cards shows, the second is
      // more than a screen below.
      await page.evaluate(() => document.getElementById('work')?.scrollIntoView({ behavior: 'instant' }))
      const restaurant = showcaseVideo(page, 'Modern Restaurant Platform')
      await expect.poll(() => isPlaying(restaurant), { timeout: 10_000 }).toBe(true)
      expect(showcaseRequests().some((path) => path.startsWith('/media/restaurant.'))).toBe(true)
      // The last row is still far below: its clips have fetched nothing yet.
      expect(showcaseRequests().some((path) => path.startsWith('/media/electric.'))).toBe(false)

      await scrollInstantly(page, 'bottom')
      await expect.poll(() => allPaused(page, '#work')).toBe(true)
    })

    await test.step('each plays once scrolled into view', async () => {
      for (const title of [
        'Modern Restaurant Platform',
        'Booking System',
        'AI Chat Bot',
        'Modern SEO Ecom Sites',
        'Smart School Websites',
        'Home and Electric Websites',
      ]) {
        const video = showcaseVideo(page, title)
        await video.scrollIntoViewIfNeeded()
        await expect.poll(() => isPlaying(video), { timeout: 10_000 }).toBe(true)
      }
      for (const clip of SHOWCASE_CLIPS) {
        expect(requested.some((path) => path.startsWith(`/media/${clip}.`))).toBe(true)
      }
    })
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('plays nothing by itself and keeps the dots and the glow still; the media files are sound', async ({
    page,
  }) => {
    await countPlayEvents(page)
    const requested = await openRecording(page)

    await test.step('reduced motion and Save-Data › with reduced motion no video autoplays, posters show, and a play control starts one', async () => {
      // Nothing may start by itself: no video has played once the page and each scroll settled.
      await nextFrames(page)
      expect(await allPaused(page, '#home')).toBe(true)
      await scrollThrough(page)
      expect(await playEvents(page)).toBe(0)
      expect(await allPaused(page, 'main')).toBe(true)
      expect(videoRequests(requested)).toEqual([])

      const booking = showcaseVideo(page, 'Booking System')
      await booking.scrollIntoViewIfNeeded()
      await page.getByRole('button', { name: 'Play Booking System demo' }).click()
      await expect.poll(() => isPlaying(booking), { timeout: 10_000 }).toBe(true)
      await expect(page.getByRole('button', { name: 'Pause Booking System demo' })).toHaveCount(1)
    })

    await test.step('reduced motion and Save-Data › with reduced motion the dots and the glow stay still', async () => {
      await scrollInstantly(page, 0)
      await expect(page.locator('#home circle.hero-dot')).toHaveCount(50)
      await expect.poll(() => dotAnimations(page)).toEqual(Array(50).fill('none'))
      await page.mouse.move(200, 300)
      await page.mouse.move(900, 500, { steps: 10 })
      // The glow must not follow: it would have moved by the next frames.
      await nextFrames(page)
      expect(await glowPosition(page)).toBe('|')
    })

    await test.step('media files › gives every poster an intrinsic width and height that match the image', async () => {
      const posters = page.locator('main img')
      await expect(posters).toHaveCount(7)
      for (const poster of await posters.all()) {
        const currentSrc = () => poster.evaluate((image: HTMLImageElement) => image.currentSrc)
        await expect.poll(currentSrc).not.toBe('')
        const src = await currentSrc()
        const natural = await page.evaluate(async (url) => {
          const image = new Image()
          image.src = url
          await image.decode()
          return { width: image.naturalWidth, height: image.naturalHeight }
        }, src)
        expect(natural.width, src).toBeGreaterThan(0)
        expect(natural.height, src).toBeGreaterThan(0)
        await expect(poster, src).toHaveAttribute('width', String(natural.width))
        await expect(poster, src).toHaveAttribute('height', String(natural.height))
      }
    })

    await test.step('media files › every media URL on the page answers 200 from the site itself, with the right type', async () => {
      const urls = await page.evaluate(() => {
        const found = new Set<string>()
        for (const element of document.querySelectorAll(
          'video source[src], img[src], picture source[srcset]',
        )) {
          const value = element.getAttribute('src') ?? element.getAttribute('srcset') ?? ''
          if (!value.startsWith('data:')) found.add(new URL(value, document.baseURI).href)
        }
        return [...found]
      })
      const origin = new URL(page.url()).origin
      const mediaUrls = urls.filter((url) => new URL(url).pathname.startsWith('/media/'))
      // Seven clips, each as WebM, MP4 and a poster.
      expect(mediaUrls).toHaveLength(21)
      for (const url of urls) {
        expect(new URL(url).origin, url).toBe(origin)
        const response = await page.request.get(url)
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-type'] ?? '', url).toContain(expectedType(url))
      }
    })

    await test.step('media files › has seven clips of 6–10 s in WebM and MP4, silent, each within its byte budget', async () => {
      const paths = ['hero', ...SHOWCASE_CLIPS].flatMap((clip) => {
        const budget = clip === 'hero' ? 600_000 : 400_000
        return ['webm', 'mp4'].map((format) => {
          const path = `/media/${clip}.${format}`
          const file = new URL(`../../public${path}`, import.meta.url)
          expect(statSync(file).size, path).toBeLessThanOrEqual(budget)
          return path
        })
      })
      // All fourteen at once: each plays muted until 0.4 s of it is decoded, audio included if it had any.
      const measured = await page.evaluate(
        (sources) =>
          Promise.all(
            sources.map(async (src) => {
              const video = document.createElement('video')
              video.muted = true
              video.src = src
              await video.play()
              await new Promise<void>((resolve) => {
                const check = () => {
                  if (video.currentTime < 0.4) return
                  video.removeEventListener('timeupdate', check)
                  resolve()
                }
                video.addEventListener('timeupdate', check)
              })
              video.pause()
              const decodedAudio = (video as HTMLVideoElement & { webkitAudioDecodedByteCount: number })
                .webkitAudioDecodedByteCount
              return { src, duration: video.duration, decodedAudio, width: video.videoWidth }
            }),
          ),
        paths,
      )
      for (const { src, duration, decodedAudio, width } of measured) {
        expect(duration, src).toBeGreaterThanOrEqual(6)
        expect(duration, src).toBeLessThanOrEqual(10)
        expect(decodedAudio, src).toBe(0)
        expect(width, src).toBeGreaterThan(0)
      }
    })
  })
})

test.describe('reduced motion and Save-Data', () => {
  test('with Save-Data no video autoplays', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    )
    await countPlayEvents(page)
    const requested = await openRecording(page)
    await scrollThrough(page)
    // No video has played once the page and each scroll settled.
    expect(await playEvents(page)).toBe(0)
    expect(await allPaused(page, 'main')).toBe(true)
    expect(videoRequests(requested)).toEqual([])
  })
})

test.describe('motion', () => {
  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('leaves the glow off on a touch-only device', async ({ page }) => {
      await page.goto('/')
      await page.touchscreen.tap(200, 300)
      await page.mouse.move(100, 200)
      await page.mouse.move(300, 400, { steps: 5 })
      // The glow must stay off: it would have moved by the next frames.
      await nextFrames(page)
      expect(await glowPosition(page)).toBe('|')
    })
  })
})
