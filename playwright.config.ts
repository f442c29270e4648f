import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, PORTS } from './scripts/settings.mjs'
import { chooseServer, findChromium, SERVERS } from './scripts/setup.mjs'

const baseURL = `http://127.0.0.1:${PORTS.e2e}`

// `npm test` has found (or installed) both and said which; here they are only looked up again. The
// workers inherit CHROMIUM_PATH, so the Lighthouse run in the tests uses the same Chromium.
process.env.CHROMIUM_PATH = findChromium({ install: false }).path
const { server } = chooseServer({ install: false })

const serveCommand =
  server === SERVERS.nginx
    ? `node scripts/serve-nginx.mjs --root dist --port ${PORTS.e2e}`
    : `npx vite preview --mode e2e --port ${PORTS.e2e} --strictPort`

/**
 * Browser tests of the production build (`npm test` builds it in mode e2e), served by nginx with the
 * shipped configuration (without nginx, by vite preview with the same headers), in Chromium. Tests
 * are independent and run in parallel on every core; none is retried. Timing a person feels is a
 * bench figure (`npm run bench`), and the page's timers run on Playwright's clock in the tests.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: '100%',
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
  webServer: {
    command: serveCommand,
    url: `${baseURL}/`,
    // Set E2E_REUSE_SERVER=1 to run against a server already serving the build on that port.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
