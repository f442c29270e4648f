import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseURL, useBrowser, openPage } from './browser'

const browser = useBrowser()

/** Spec §9, with the checkout links from .env.e2e (Scale deliberately has none). */
const PLANS = [
  { name: 'Launch', texts: ['$450', 'one-time'], checkout: 'https://checkout.example.com/launch' },
  { name: 'Grow', texts: ['$500', '$49/month'], checkout: 'https://checkout.example.com/grow' },
  { name: 'Scale', texts: ['$750+', '$75/month'], checkout: null },
  {
    name: 'All-Inclusive',
    texts: ['$150', 'per month', 'no setup fee', 'Most Popular'],
    checkout: 'https://checkout.example.com/all-inclusive',
  },
] as const

const pricingRegion = (page: Page): Locator =>
  page.getByRole('region', { name: 'Transparent pricing, no surprises' })

/** A plan's card: the list item holding the plan's heading. */
const planCard = (page: Page, name: string): Locator =>
  pricingRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

/** Text with whitespace collapsed, as a visitor reads it. */
const readText = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ')

/** Records every request to a host other than the site into `external`; answers checkout links with a local stub. */
async function routeExternal(page: Page, external: string[]): Promise<void> {
  const site = new URL(baseURL()).host
  await page.context().route(
    (url) => url.host !== site,
    (route) => {
      external.push(route.request().url())
      const url = new URL(route.request().url())
      if (url.host === 'checkout.example.com') {
        return route.fulfill({ contentType: 'text/html', body: '<title>Checkout stub</title><h1>Stub</h1>' })
      }
      return route.abort('blockedbyclient')
    },
  )
}

describe('pricing', () => {
  const open = () => openPage(browser(), { reducedMotion: 'reduce' })

  /** Opens the page with every request to another host recorded (and kept on this machine) from the start. */
  async function openWatched() {
    const external: string[] = []
    const opened = await openPage(browser(), {
      reducedMotion: 'reduce',
      beforeGoto: (page) => routeExternal(page, external),
    })
    return { ...opened, external }
  }

  it('shows four plan cards with the prices of spec §9, All-Inclusive marked Most Popular', async () => {
    const { page } = await open()
    const cards = pricingRegion(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
    expect(await cards.count()).toBe(4)
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      PLANS.map((plan) => plan.name),
    )
    for (const plan of PLANS) {
      const text = await readText(planCard(page, plan.name))
      for (const expected of plan.texts) expect(text, plan.name).toContain(expected)
    }
    expect(await pricingRegion(page).getByText('Most Popular', { exact: true }).count()).toBe(1)
    expect(await planCard(page, 'All-Inclusive').getByText('Most Popular', { exact: true }).count()).toBe(1)
    expect(await readText(planCard(page, 'Launch'))).toContain('$100 one-time')
  })

  it('shows Enterprise Custom at $1,000–$10,000+ for 100+ employees, with Request a Quote', async () => {
    const { page } = await open()
    const heading = pricingRegion(page).getByRole('heading', { level: 3, name: 'Enterprise Custom' })
    expect(await heading.count()).toBe(1)
    const card = heading.locator('xpath=../..')
    const text = await readText(card)
    expect(text).toContain('$1,000–$10,000+')
    expect(text).toContain('100+ employees')
    expect(await card.getByRole('button', { name: 'Request a Quote', exact: true }).count()).toBe(1)
  })

  for (const plan of PLANS.filter((p) => p.checkout !== null)) {
    it(`"Get Started with ${plan.name}" links to its checkout in a new tab (noopener, noreferrer)`, async () => {
      const { page } = await open()
      const link = planCard(page, plan.name).getByRole('link', {
        name: `Get Started with ${plan.name} (opens in a new tab)`,
        exact: true,
      })
      expect(await link.count()).toBe(1)
      expect(await link.getAttribute('href')).toBe(plan.checkout)
      expect(await link.getAttribute('target')).toBe('_blank')
      const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? []
      expect(rel).toContain('noopener')
      expect(rel).toContain('noreferrer')
    })
  }

  it('opens the checkout in a new tab without an opener or referrer (stubbed, nothing leaves the machine)', async () => {
    const { page, external } = await openWatched()
    const requests: Request[] = []
    page.context().on('request', (request) => requests.push(request))
    const link = planCard(page, 'Grow').getByRole('link', { name: /Get Started with Grow/ })
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await checkout.waitForLoadState('domcontentloaded')
    expect(checkout.url()).toBe('https://checkout.example.com/grow')
    expect(await checkout.title()).toBe('Checkout stub')
    expect(await checkout.evaluate(() => window.opener)).toBeNull()
    const request = requests.find((r) => r.url() === 'https://checkout.example.com/grow')
    expect(request?.headers()['referer']).toBeUndefined()
    expect(external).toEqual(['https://checkout.example.com/grow'])
    expect(page.url()).toBe(`${baseURL()}/`)
  })

  it('"Get Started with Scale" (no checkout link) opens "Build My Website" with the subject "Scale plan"', async () => {
    const { page } = await open()
    const card = planCard(page, 'Scale')
    expect(await card.getByRole('link').count()).toBe(0)
    await card.getByRole('button', { name: 'Get Started with Scale', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Build My Website', exact: true })
    await dialog.waitFor({ state: 'visible' })
    await expect.poll(() => dialog.getByLabel('Subject', { exact: true }).inputValue()).toBe('Scale plan')
  })

  it('"Request a Quote" opens "Build My Website" with the subject filled in and calls no external host', async () => {
    const { page, external } = await openWatched()
    await page.getByRole('button', { name: 'Request a Quote', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Build My Website', exact: true })
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.getByLabel('Subject', { exact: true }).inputValue()).toBe(
      'Enterprise Custom quote request',
    )
    await page.waitForLoadState('networkidle')
    expect(external).toEqual([])
    expect(page.context().pages()).toHaveLength(1)
    expect(page.url()).toBe(`${baseURL()}/`)
  })
})
