import { defineConfig } from '@playwright/test'
import {
  CHROMIUM_ARGS,
  DEFAULT_CAL_API,
  DEFAULT_PLACES_API,
  E2E_ANALYTICS,
  PORTS,
} from './scripts/settings.mjs'
import { DEFAULT_HUBSPOT_API } from './scripts/hubspot/api.mjs'
import { chooseServer, findChromium, SERVERS } from './scripts/setup.mjs'

const baseURL = `http://127.0.0.1:${PORTS.e2e}`

// `npm test` has found (or installed) both and said which; here they are only looked up again. The
// workers inherit CHROMIUM_PATH, so the Lighthouse run in the tests uses the same Chromium.
process.env.CHROMIUM_PATH = findChromium({ install: false }).path
const { server } = chooseServer({ install: false })

/** nginx (or vite preview) serving a build of mode e2e on 127.0.0.1:`port`, as Playwright's webServer. */
function serve(dir: string, port: number, env: Record<string, string> = {}) {
  const endpoint = env.VITE_ANALYTICS_ENDPOINT
  // Both builds book calls on Cal.com's API (.env.e2e), which the tests answer in its place; the
  // review kit searches Google's Places API in the build with a key, the one without analytics; the
  // build with analytics sends its leads to HubSpot's Forms API too.
  const places = endpoint ? '' : ` --places-api ${DEFAULT_PLACES_API}`
  const crm = env.VITE_HUBSPOT_PORTAL_ID ? ` --crm-api ${env.VITE_HUBSPOT_API || DEFAULT_HUBSPOT_API}` : ''
  const command =
    server === SERVERS.nginx
      ? `node scripts/serve-nginx.mjs --root ${dir} --port ${port} --booking-api ${DEFAULT_CAL_API}${places}${crm}${endpoint ? ` --analytics-endpoint ${endpoint}` : ''}`
      : `npx vite preview --mode e2e --outDir ${dir} --port ${port} --strictPort`
  return {
    command,
    env,
    url: `http://127.0.0.1:${port}/`,
    // Set E2E_REUSE_SERVER=1 to run against servers already serving the builds on those ports.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  } as const
}

/**
 * Browser tests of the production build (`npm test` builds it in mode e2e, and again with analytics
 * configured for tests/e2e/analytics.test.ts), served by nginx with the shipped configuration
 * (without nginx, by vite preview with the same headers), in Chromium. Tests are independent and
 * run in parallel on every core; none is retried. Timing a person feels is a
 * bench figure (`npm run bench`), and the page's timers run on Playwright's clock in the tests.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: '100%',
  retries: 0,
  forbidOnly: true,
  // Budgets, not speeds: the longest test takes about 30 s on this 2-core machine alone, and the
  // suite must pass while other work runs beside it, which can make each step three times slower.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Without DOM snapshots and screenshots, a trace costs next to nothing: every action, console
    // message and request of a failed test is kept. For snapshots too, run the failed tests again
    // with `npx playwright test --last-failed --trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
  webServer: [serve('dist', PORTS.e2e), serve(E2E_ANALYTICS.dir, PORTS.e2eAnalytics, E2E_ANALYTICS.env)],
})
