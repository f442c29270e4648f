// Builds the static site into dist/: the client bundle, a server bundle of the page, then the
// prerendered index.html. `node scripts/build.mjs [--mode localhost|e2e]`; default mode production.
import { build } from 'vite'
import { precompress } from './precompress.mjs'
import { prerender } from './prerender.mjs'

const modeFlag = process.argv.indexOf('--mode')
const mode = modeFlag === -1 ? 'production' : process.argv[modeFlag + 1]

try {
  await build({ mode, logLevel: 'warn' })
  await build({ mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr' } })
  await prerender()
  await precompress('dist')
} catch (error) {
  // A configuration problem (src/lib/env.ts) is shown as its message, not as a stack trace.
  if (error?.name !== 'ConfigError') throw error
  console.error(`\nBuild stopped (mode ${mode}). ${error.message}`)
  process.exit(1)
}
