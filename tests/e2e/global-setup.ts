import type { TestProject } from 'vitest/node'
import { startNginx } from '../../scripts/nginx.mjs'
import { INBOX_PORT, SITE_PORT } from './ports'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/**
 * Serves the production build (made by `npm test` in mode e2e) through a real nginx with the
 * shipped configuration and security headers, so a CSP violation fails the tests.
 */
export default async function setup(project: TestProject) {
  const nginx = await startNginx({
    root: new URL('../../dist', import.meta.url).pathname,
    port: SITE_PORT,
    emailjsOrigin: `http://127.0.0.1:${INBOX_PORT}`,
  })
  project.provide('baseURL', nginx.url)
  return () => nginx.stop()
}
