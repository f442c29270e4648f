import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { layoutFlaws } from './layout-rules'
import { nextFrames } from './page-helpers'

/** Every width the page is held to, from the smallest phone to a wide desktop (issue 53). */
export const WIDTHS = [320, 360, 375, 390, 414, 768, 1024, 1280, 1920]

const HEIGHT = 800

/**
 * Walks the page through its states and widths and gathers what the layout rules find
 * (layout-rules.ts), each flaw named by its state, width and page. A test ends with `expectNone`,
 * so one run lists every flaw at once.
 */
export class LayoutWalk {
  readonly flaws: string[] = []

  /** `script`: whether the page runs script (without it, no animation frame ever comes). */
  constructor(
    private readonly page: Page,
    private readonly where: string,
    private readonly script = true,
  ) {}

  /**
   * Reads the state the page is in now at every width, the page's own or a dialog's; with
   * `scrollStops`, also reads what is in view at each step of a scroll from the top to the
   * bottom (what floats, at every scroll stop), then comes back to the top; with `carousel` (its
   * Next button), reads the page again with each of its other slides shown.
   */
  async atEveryWidth(
    state: string,
    { scrollStops = false, carousel }: { scrollStops?: boolean; carousel?: Locator } = {},
  ): Promise<void> {
    for (const width of WIDTHS) {
      await this.page.setViewportSize({ width, height: HEIGHT })
      await this.settle()
      this.add(`${state} at ${width} px`, await layoutFlaws(this.page))
      this.add(`${state} at ${width} px`, await this.settledInView())
      // From 1280 px the page's gutters hold the launcher: nothing passes under it (1024 px checks it).
      if (scrollStops && width < 1280) await this.scrollStops(`${state} at ${width} px`)
      if (carousel) await this.eachSlide(carousel, `${state} at ${width} px`)
    }
  }

  /** Reads the state the page is in now at the width it has. */
  async now(state: string): Promise<void> {
    await this.settle()
    this.add(state, await layoutFlaws(this.page))
    this.add(state, await this.settledInView())
  }

  /** Expects the walk to have found nothing. */
  expectNone(): void {
    expect(this.flaws, `layout flaws on ${this.where}`).toEqual([])
  }

  private async scrollStops(state: string): Promise<void> {
    const height = await this.page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = HEIGHT * 0.8; y < height; y += HEIGHT * 0.8) {
      await this.scrollTo(y)
      this.add(`${state}, scrolled to ${Math.round(y)}`, await this.settledInView())
    }
    await this.scrollTo(0)
  }

  /**
   * What is in view once the page has reacted to the scroll: the launcher steps aside when an
   * intersection observer reports, a frame or a few later (many more on a loaded machine). A flaw
   * counts when it is still there two seconds later.
   */
  private async settledInView(): Promise<string[]> {
    const until = Date.now() + 2_000
    let flaws = await layoutFlaws(this.page, { inViewOnly: true })
    while (flaws.length > 0 && this.script && Date.now() < until) {
      await nextFrames(this.page, 2)
      flaws = await layoutFlaws(this.page, { inViewOnly: true })
    }
    return flaws
  }

  /** Scrolls at once and waits a frame; settledInView waits longer for what is still moving. */
  private async scrollTo(y: number): Promise<void> {
    await this.page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }, y)
  }

  private async eachSlide(next: Locator, state: string): Promise<void> {
    const slides = 3
    for (let slide = 2; slide <= slides + 1; slide += 1) {
      await next.click()
      if (slide <= slides)
        this.add(
          `${state}, slide ${slide}`,
          await layoutFlaws(this.page, { within: '[aria-roledescription="carousel"]' }),
        )
    }
  }

  private async settle(): Promise<void> {
    await this.page.evaluate(() => document.fonts.ready)
    if (this.script) await nextFrames(this.page, 2)
  }

  private add(state: string, flaws: string[]): void {
    for (const flaw of flaws) {
      const line = `${this.where} · ${state} · ${flaw}`
      if (!this.flaws.includes(line)) this.flaws.push(line)
    }
  }
}
