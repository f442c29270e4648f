import { expect, test } from './fixtures'
import { PAGES } from './languages'

/** Each icon the page draws: where its symbol is, and whether it shows in the first screen. */
const drawnIcons = (page: import('@playwright/test').Page) =>
  page.locator('svg > use').evaluateAll((uses) =>
    uses.map((use) => {
      const box = use.parentElement?.getBoundingClientRect()
      const shown = box !== undefined && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
      return { href: use.getAttribute('href') ?? '', shown }
    }),
  )

test.describe('icons', () => {
  for (const { path } of PAGES) {
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1280, height: 800 },
    ]) {
      test(`${path} at ${viewport.width} px: the first screen's icons are in the page, every other one in the sprite file`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        const icons = await drawnIcons(page)
        const inPage = icons.filter(({ href }) => href.startsWith('#'))
        const inFile = icons.filter(({ href }) => !href.startsWith('#'))

        // The first screen shows before any other file arrives: its icons are the page's own.
        const shown = icons.filter((icon) => icon.shown)
        expect(shown.length).toBeGreaterThan(0)
        expect(shown.filter(({ href }) => !href.startsWith('#'))).toEqual([])
        for (const { href } of inPage) await expect(page.locator(`symbol${href}`), href).toHaveCount(1)

        // The rest come from one file, cached for good, which holds each of them.
        const files = [...new Set(inFile.map(({ href }) => href.split('#')[0] ?? ''))]
        expect(files).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)])
        const response = await page.request.get(files[0] ?? '')
        expect(response.headers()['content-type']).toBe('image/svg+xml')
        expect(response.headers()['cache-control']).toContain('immutable')
        const sprite = await response.text()
        for (const { href } of inFile) expect(sprite).toContain(`<symbol id="${href.split('#')[1] ?? ''}"`)
      })
    }
  }
})
