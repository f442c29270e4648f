import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORTS } from './scripts/settings.mjs'

const baseURL = `http://127.0.0.1:${PORTS.e2e}`

/**
 * Browser tests of the production build (`npm test` builds it in mode e2e), served by nginx with the
 * shipped configuration, in Debian's Chromium. One worker: several tests measure timing, and this
 * machine has two cores.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/serve-nginx.mjs --root dist --port ${PORTS.e2e}`,
    url: `${baseURL}/`,
    // Set E2E_REUSE_SERVER=1 to run against an nginx already serving the build on that port.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
