import type { Locator, Page, Request } from '@playwright/test'
import { expect, networkSettled, test } from './fixtures'
import { siteRoot } from './page-helpers'

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

/** Text as a visitor reads it: rendered text (innerText), whitespace collapsed by the matcher. */
const READ = { useInnerText: true } as const

/**
 * Opens the site with every request to a host other than the site recorded (and kept on this machine)
 * from the start: checkout links get a local stub, the rest is blocked. Returns the recorded URLs.
 */
async function openWatched(page: Page, siteURL: string): Promise<string[]> {
  const external: string[] = []
  const site = new URL(siteURL).host
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
  await page.goto('/')
  return external
}

test.use({ reducedMotion: 'reduce' })

test.describe('pricing', () => {
  // Read-only steps first; the last one opens the contact form.
  test('shows the plans, their checkout links and the Scale plan’s contact form', async ({ page }) => {
    await page.goto('/')
    // Read as shown: the visitor scrolls to it (far from the viewport, the browser skips its layout).
    await pricingRegion(page).scrollIntoViewIfNeeded()

    await test.step('shows four plan cards with the prices of spec §9, All-Inclusive marked Most Popular', async () => {
      const cards = pricingRegion(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
      await expect(cards).toHaveCount(4)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(PLANS.map((plan) => plan.name))
      for (const plan of PLANS) {
        for (const expected of plan.texts) {
          await expect(planCard(page, plan.name), plan.name).toContainText(expected, READ)
        }
      }
      await expect(pricingRegion(page).getByText('Most Popular', { exact: true })).toHaveCount(1)
      await expect(planCard(page, 'All-Inclusive').getByText('Most Popular', { exact: true })).toHaveCount(1)
      await expect(planCard(page, 'Launch')).toContainText('$100 one-time', READ)
    })

    await test.step('shows Enterprise Custom at $1,000–$10,000+ for 100+ employees, with Request a Quote', async () => {
      const heading = pricingRegion(page).getByRole('heading', { level: 3, name: 'Enterprise Custom' })
      await expect(heading).toHaveCount(1)
      const card = heading.locator('xpath=../..')
      await expect(card).toContainText('$1,000–\u2060$10,000+', READ)
      await expect(card).toContainText('100+ employees', READ)
      await expect(card.getByRole('button', { name: 'Request a Quote', exact: true })).toHaveCount(1)
    })

    for (const plan of PLANS.filter((p) => p.checkout !== null)) {
      await test.step(`"Get Started with ${plan.name}" links to its checkout in a new tab (noopener, noreferrer)`, async () => {
        const link = planCard(page, plan.name).getByRole('link', {
          name: `Get Started with ${plan.name} (opens in a new tab)`,
          exact: true,
        })
        await expect(link).toHaveCount(1)
        await expect(link).toHaveAttribute('href', plan.checkout ?? '')
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
        await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
      })
    }

    await test.step('"Get Started with Scale" (no checkout link) opens "Build My Website" with the subject "Scale plan"', async () => {
      const card = planCard(page, 'Scale')
      await expect(card.getByRole('link')).toHaveCount(0)
      await card.getByRole('button', { name: 'Get Started with Scale', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Build My Website', exact: true })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue('Scale plan')
    })
  })

  // Every request to another host is recorded from the page's load on, across both steps.
  test('calls no external host for a quote, and opens the checkout in a new tab without opener or referrer', async ({
    page,
    baseURL,
  }) => {
    const external = await openWatched(page, siteRoot(baseURL))

    await test.step('"Request a Quote" opens "Build My Website" with the subject filled in and calls no external host', async () => {
      await page.getByRole('button', { name: 'Request a Quote', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Build My Website', exact: true })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(
        'Enterprise Custom quote request',
      )
      await networkSettled(page)
      // Once the network has been idle, nothing went out to another host and no tab opened.
      expect(external).toEqual([])
      expect(page.context().pages()).toHaveLength(1)
      await expect(page).toHaveURL(siteRoot(baseURL))
    })

    // Closed again, the page is usable as on a fresh load for the next step.
    const dialog = page.getByRole('dialog', { name: 'Build My Website', exact: true })
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()

    await test.step('opens the checkout in a new tab without an opener or referrer (stubbed, nothing leaves the machine)', async () => {
      const requests: Request[] = []
      page.context().on('request', (request) => requests.push(request))
      const link = planCard(page, 'Grow').getByRole('link', { name: /Get Started with Grow/ })
      const [checkout] = await Promise.all([page.context().waitForEvent('page'), link.click()])
      await checkout.waitForLoadState('domcontentloaded')
      await expect(checkout).toHaveURL('https://checkout.example.com/grow')
      await expect(checkout).toHaveTitle('Checkout stub')
      await expect.poll(() => checkout.evaluate(() => window.opener)).toBeNull()
      const request = requests.find((r) => r.url() === 'https://checkout.example.com/grow')
      expect(request?.headers()['referer']).toBeUndefined()
      expect(external).toEqual(['https://checkout.example.com/grow'])
      await expect(page).toHaveURL(siteRoot(baseURL))
    })
  })
})
