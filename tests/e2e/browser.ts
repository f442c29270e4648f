import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep Debian's Chromium from hanging on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

export const baseURL = () => inject('baseURL')

export interface OpenedPage {
  page: Page
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[]
}

/** A fresh context and page at the site's root, collecting every console error or warning. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { width?: number; height?: number } = {},
): Promise<OpenedPage> {
  const { width = 1280, height = 900, ...contextOptions } = options
  const context = await browser.newContext({ viewport: { width, height }, ...contextOptions })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.goto(baseURL())
  return { page, problems }
}
