import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { iconSprite, languageAliases } from './vite.config.ts'

/** The site's configuration in unit tests: a studio that exists nowhere. */
const UNIT_ENV = {
  VITE_STUDIO_NAME: 'Test Studio',
  VITE_CONTACT_EMAIL: 'hello@test-studio.example',
  VITE_SITE_URL: 'https://test-studio.example',
  VITE_EMAILJS_PUBLIC_KEY: 'unit-public-key',
  VITE_EMAILJS_SERVICE_ID: 'unit_service',
  VITE_EMAILJS_TEMPLATE_ID: 'unit_template',
}

// Unit tests (jsdom), tests of logic (Node) and tests of the scripts (Node). The browser tests
// run on Playwright (playwright.config.ts).
export default defineConfig({
  // The icons' sprite file's path, as in the build (the components import it).
  plugins: [react(), iconSprite()],
  // As in a build without analytics or a CRM (vite.config.ts); their tests pass their settings in.
  define: { __ANALYTICS__: 'null', __CRM__: 'null' },
  // The English copy and the assistant's English, as in the default build.
  resolve: { alias: languageAliases('en') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          env: UNIT_ENV,
        },
      },
      {
        // Logic with no DOM and no mocks: in Node, every file of a worker in one module graph, which
        // saves building a graph (and a jsdom) per file, most of this stage's time.
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          isolate: false,
          include: ['tests/logic/**/*.test.ts'],
          env: UNIT_ENV,
        },
      },
      {
        // The Spanish page's assistant: its knowledge and retrieval with the Spanish build's aliases.
        resolve: { alias: languageAliases('es') },
        test: {
          name: 'unit-es',
          environment: 'node',
          isolate: false,
          include: ['tests/unit-es/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/node/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
})
