import { statSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, openPage, scrollInstantly, useBrowser, waitForApp, type OpenPageOptions } from './browser'

const browser = useBrowser()

const SHOWCASE_CLIPS = ['restaurant', 'booking', 'chatbot', 'ecommerce', 'school', 'electric']
const VIDEO_URL = /\/media\/[a-z]+\.(webm|mp4)$/

/** Opens the page while recording the path of every request it makes. */
async function openRecording(options: OpenPageOptions = {}) {
  const requested: string[] = []
  const opened = await openPage(browser(), {
    ...options,
    beforeGoto: async (page) => {
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await options.beforeGoto?.(page)
    },
  })
  // What loads, plays or stays off is the app's doing: measure once it has started.
  await waitForApp(opened.page)
  await opened.page.waitForLoadState('networkidle')
  return { ...opened, requested }
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

/** Waits until every video in the section is paused (or the section has none playing). */
const allPaused = (page: Page, selector: string) =>
  page.$$eval(`${selector} video`, (videos) => videos.every((video) => (video as HTMLVideoElement).paused))

/** Scrolls the page from top to bottom in viewport steps, giving lazy media time to react. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = await page.evaluate(() => window.innerHeight * 0.8)
  for (let y = 0; y <= height; y += step) {
    await scrollInstantly(page, y)
    await page.waitForTimeout(120)
  }
}

describe('hero video', () => {
  it('is never requested at 375 px, and the first load there fetches no video at all', async () => {
    const { page, requested } = await openRecording({
      width: 375,
      height: 812,
      reducedMotion: 'no-preference',
    })
    expect(videoRequests(requested)).toEqual([])
    await scrollThrough(page)
    await page.waitForLoadState('networkidle')
    expect(requested.filter((path) => path.startsWith('/media/hero.'))).toEqual([])
    expect(await page.locator('#home video').count()).toBe(0)
  })

  it('is never requested at 1023 px either', async () => {
    const { requested } = await openRecording({ width: 1023, height: 800, reducedMotion: 'no-preference' })
    expect(requested.filter((path) => path.startsWith('/media/hero.'))).toEqual([])
  })

  it('plays at 1280 px, muted, inline and looping, and its control pauses it', async () => {
    const { page } = await openRecording({ width: 1280, height: 800, reducedMotion: 'no-preference' })
    const video = page.locator('#home video')
    await expect.poll(() => isPlaying(video), { timeout: 10_000 }).toBe(true)
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        playsInline: element.playsInline,
        preload: element.getAttribute('preload'),
      })),
    ).toEqual({ muted: true, loop: true, playsInline: true, preload: 'none' })
    await page.getByRole('button', { name: 'Pause hero animation' }).click()
    expect(await isPaused(video)).toBe(true)
    await page.getByRole('button', { name: 'Play hero animation' }).click()
    await expect.poll(() => isPlaying(video)).toBe(true)
  })
})

describe('showcase videos', () => {
  it('are not requested until scrolled near, then play, and pause when scrolled away', async () => {
    const { page, requested } = await openRecording({
      width: 1280,
      height: 700,
      reducedMotion: 'no-preference',
    })
    const showcaseRequests = () => videoRequests(requested).filter((path) => !path.startsWith('/media/hero.'))
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
    await expect.poll(() => allPaused(page, '#work'), { timeout: 5_000 }).toBe(true)
  })

  it('each plays once scrolled into view', async () => {
    const { page, requested } = await openRecording({
      width: 1280,
      height: 800,
      reducedMotion: 'no-preference',
    })
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

describe('reduced motion and Save-Data', () => {
  it('with reduced motion no video autoplays, posters show, and a play control starts one', async () => {
    const { page, requested } = await openRecording({ width: 1280, height: 800, reducedMotion: 'reduce' })
    await page.waitForTimeout(800)
    expect(await allPaused(page, '#home')).toBe(true)
    await scrollThrough(page)
    await page.waitForTimeout(800)
    expect(await allPaused(page, 'main')).toBe(true)
    expect(videoRequests(requested)).toEqual([])

    const booking = showcaseVideo(page, 'Booking System')
    await booking.scrollIntoViewIfNeeded()
    await page.getByRole('button', { name: 'Play Booking System demo' }).click()
    await expect.poll(() => isPlaying(booking), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: 'Pause Booking System demo' }).count()).toBe(1)
  })

  it('with Save-Data no video autoplays', async () => {
    const { page, requested } = await openRecording({
      width: 1280,
      height: 800,
      reducedMotion: 'no-preference',
      beforeGoto: (page) =>
        page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
        ),
    })
    await scrollThrough(page)
    await page.waitForTimeout(800)
    expect(await allPaused(page, 'main')).toBe(true)
    expect(videoRequests(requested)).toEqual([])
  })

  it('with reduced motion the dots and the glow stay still', async () => {
    const { page } = await openPage(browser(), { width: 1280, height: 800, reducedMotion: 'reduce' })
    await waitForApp(page)
    const animations = await dotAnimations(page)
    expect(animations).toHaveLength(50)
    expect(new Set(animations)).toEqual(new Set(['none']))
    await page.mouse.move(200, 300)
    await page.mouse.move(900, 500, { steps: 10 })
    await page.waitForTimeout(100)
    expect(await glowPosition(page)).toBe('|')
  })
})

/** The CSS animation of each of the hero's dots. */
const dotAnimations = (page: Page) =>
  page.$$eval('#home circle.hero-dot', (dots) => dots.map((dot) => getComputedStyle(dot).animationName))

const glowPosition = (page: Page) =>
  page
    .locator('#home .hero-glow')
    .evaluate(
      (glow: HTMLElement) =>
        `${glow.style.getPropertyValue('--glow-x')}|${glow.style.getPropertyValue('--glow-y')}`,
    )

describe('motion', () => {
  it('animates the 50 dots in CSS and moves the glow with the mouse', async () => {
    const { page } = await openPage(browser(), { width: 1280, height: 800, reducedMotion: 'no-preference' })
    await waitForApp(page)
    const animations = await dotAnimations(page)
    expect(animations).toHaveLength(50)
    expect(animations.every((name) => name !== 'none')).toBe(true)

    await page.mouse.move(300, 250)
    await expect.poll(() => glowPosition(page)).not.toBe('|')
    const first = await glowPosition(page)
    await page.mouse.move(800, 400, { steps: 5 })
    await expect.poll(() => glowPosition(page)).not.toBe(first)
  })

  it('leaves the glow off on a touch-only device', async () => {
    const { page } = await openPage(browser(), {
      width: 390,
      height: 844,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'no-preference',
    })
    await waitForApp(page)
    await page.touchscreen.tap(200, 300)
    await page.mouse.move(100, 200)
    await page.mouse.move(300, 400, { steps: 5 })
    await page.waitForTimeout(100)
    expect(await glowPosition(page)).toBe('|')
  })
})

describe('media files', () => {
  it('every media URL on the page answers 200 from the site itself, with the right type', async () => {
    const { page } = await openPage(browser(), { width: 1280, height: 800, reducedMotion: 'reduce' })
    // The hero's video element is the app's: it mounts on large screens only.
    await waitForApp(page)
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
    const origin = new URL(baseURL()).origin
    const mediaUrls = urls.filter((url) => new URL(url).pathname.startsWith('/media/'))
    // Seven clips, each as WebM, MP4 and a poster.
    expect(mediaUrls).toHaveLength(21)
    for (const url of urls) {
      expect(new URL(url).origin, url).toBe(origin)
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(200)
      const type = response.headers()['content-type'] ?? ''
      const expected = url.endsWith('.webm')
        ? 'video/webm'
        : url.endsWith('.mp4')
          ? 'video/mp4'
          : url.endsWith('.webp')
            ? 'image/webp'
            : 'image/'
      expect(type, url).toContain(expected)
    }
  })

  it('has seven clips of 6–10 s in WebM and MP4, silent, each within its byte budget', async () => {
    const { page } = await openPage(browser(), { width: 1280, height: 800, reducedMotion: 'reduce' })
    for (const clip of ['hero', ...SHOWCASE_CLIPS]) {
      const budget = clip === 'hero' ? 600_000 : 400_000
      for (const format of ['webm', 'mp4']) {
        const path = `/media/${clip}.${format}`
        expect(statSync(new URL(`../../public${path}`, import.meta.url)).size, path).toBeLessThanOrEqual(
          budget,
        )
        const measured = await page.evaluate(async (src) => {
          const video = document.createElement('video')
          video.muted = true
          video.src = src
          await video.play()
          await new Promise((resolve) => setTimeout(resolve, 400))
          video.pause()
          const decodedAudio = (video as HTMLVideoElement & { webkitAudioDecodedByteCount: number })
            .webkitAudioDecodedByteCount
          return { duration: video.duration, decodedAudio, width: video.videoWidth }
        }, path)
        expect(measured.duration, path).toBeGreaterThanOrEqual(6)
        expect(measured.duration, path).toBeLessThanOrEqual(10)
        expect(measured.decodedAudio, path).toBe(0)
        expect(measured.width, path).toBeGreaterThan(0)
      }
    }
  })

  it('loads one font file on a visit, the preloaded core cut, and the page text needs no other', async () => {
    const { page, requested } = await openRecording({ width: 375, height: 812, reducedMotion: 'reduce' })
    await scrollThrough(page)
    await page.evaluate(() => document.fonts.ready)
    const fonts = requested.filter((path) => path.endsWith('.woff2'))
    expect(fonts).toHaveLength(1)
    expect(fonts[0]).toMatch(/^\/assets\/plus-jakarta-sans-core-[\w-]+\.woff2$/)
    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href')
    expect(preloaded).toBe(fonts[0])
  })

  it('gives every poster an intrinsic width and height that match the image', async () => {
    const { page } = await openPage(browser(), { width: 1280, height: 800, reducedMotion: 'reduce' })
    await scrollThrough(page)
    const posters = await page.$$eval('main img', (images) =>
      images.map((image) => {
        const element = image as HTMLImageElement
        return {
          src: element.currentSrc,
          width: Number(element.getAttribute('width')),
          height: Number(element.getAttribute('height')),
        }
      }),
    )
    expect(posters).toHaveLength(7)
    for (const poster of posters) {
      expect(poster.width, poster.src).toBeGreaterThan(0)
      expect(poster.height, poster.src).toBeGreaterThan(0)
      const natural = await page.evaluate(async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        return { width: image.naturalWidth, height: image.naturalHeight }
      }, poster.src)
      expect(natural, poster.src).toEqual({ width: poster.width, height: poster.height })
    }
  })

  for (const width of [375, 1280]) {
    it(`shifts no layout while loading and scrolling at ${width} px (CLS ≤ 0.01)`, async () => {
      const { page } = await openPage(browser(), {
        width,
        height: 800,
        reducedMotion: 'no-preference',
        beforeGoto: (page) =>
          page.addInitScript(() => {
            const shifts: number[] = []
            Object.assign(window, { __shifts: shifts })
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number
                hadRecentInput: boolean
              })[]) {
                if (!entry.hadRecentInput) shifts.push(entry.value)
              }
            }).observe({ type: 'layout-shift', buffered: true })
          }),
      })
      await scrollThrough(page)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
      const total = shifts.reduce((sum, value) => sum + value, 0)
      expect(total).toBeLessThanOrEqual(0.01)
    })
  }
})
