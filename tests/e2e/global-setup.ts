import type { TestProject } from 'vitest/node'
import { serveStatic } from '../../scripts/serve.mjs'
import { SITE_PORT } from './ports'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Serves the production build (made by `npm test` in mode e2e) for every end-to-end test. */
export default async function setup(project: TestProject) {
  const server = await serveStatic(new URL('../../dist', import.meta.url).pathname, SITE_PORT)
  project.provide('baseURL', `http://127.0.0.1:${SITE_PORT}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
