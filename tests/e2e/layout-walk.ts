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
   * `carousel` (its Next button), reads the page again with each of its other slides shown.
   */
  async atEveryWidth(state: string, { carousel }: { carousel?: Locator } = {}): Promise<void> {
    for (const width of WIDTHS) {
      await this.page.setViewportSize({ width, height: HEIGHT })
      await this.now(`${state} at ${width} px`)
      if (carousel) await this.eachSlide(carousel, `${state} at ${width} px`)
    }
  }

  /**
   * Reads the state the page is in now at the width it has, once the fonts are in and a frame has
   * come. What the page does next to a change of width or scroll (the launcher steps aside when an
   * intersection observer reports, a part renders when it comes near) can take a few frames more,
   * many more on a loaded machine: a flaw counts when it is still there two seconds later.
   */
  async now(state: string): Promise<void> {
    const until = Date.now() + 2_000
    let flaws = await layoutFlaws(this.page, { settled: { frame: this.script } })
    while (flaws.length > 0 && this.script && Date.now() < until) {
      await nextFrames(this.page, 2)
      flaws = await layoutFlaws(this.page)
    }
    this.add(state, flaws)
  }

  /** Expects the walk to have found nothing. */
  expectNone(): void {
    expect(this.flaws, `layout flaws on ${this.where}`).toEqual([])
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

  private add(state: string, flaws: string[]): void {
    for (const flaw of flaws) {
      const line = `${this.where} · ${state} · ${flaw}`
      if (!this.flaws.includes(line)) this.flaws.push(line)
    }
  }
}
