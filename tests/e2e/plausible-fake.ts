import { expect, type BrowserContext } from '@playwright/test'
import { E2E_ANALYTICS, PORTS } from '../../scripts/settings.mjs'

/** The build with analytics and the CRM configured (its domain 127.0.0.1). */
export const ANALYTICS_SITE = `http://127.0.0.1:${PORTS.e2eAnalytics}/`
/** The build without analytics or a CRM, as every other browser test sees it. */
export const PLAIN_SITE = `http://127.0.0.1:${PORTS.e2e}/`

export const ENDPOINT = E2E_ANALYTICS.env.VITE_ANALYTICS_ENDPOINT

/** An event as Plausible's endpoint receives it: its name, and its props when it has some. */
export type Received = [name: string, props?: Record<string, string>]

/**
 * Plausible's event endpoint, faked: it records every request to the endpoint's origin, and the
 * body of each event, and answers 202 as Plausible does. `expectSent` expects the events sent so far
 * (the tracker's own engagement aside) to be those it was given, in order, across its calls.
 */
export async function fakePlausible(context: BrowserContext) {
  const bodies: string[] = []
  await context.route(`${new URL(ENDPOINT).origin}/**`, async (route) => {
    bodies.push(route.request().postData() ?? '')
    await route.fulfill({ status: 202, body: 'ok' })
  })
  const events = () =>
    bodies.map((body): Received => {
      const { n, p } = JSON.parse(body) as { n: string; p?: Record<string, string> }
      return p ? [n, p] : [n]
    })
  const sent: Received[] = []
  const expectSent = async (...expected: Received[]) => {
    sent.push(...expected)
    await expect.poll(() => events().filter(([name]) => name !== 'engagement')).toEqual(sent)
  }
  return { bodies, events, expectSent }
}
