// Builds the static site: the client bundle, a server bundle of the page, then the prerendered
// index.html, the _headers file of static hosts and compressed copies of the text files.
//
//   node scripts/build.mjs [--mode production|localhost|e2e] [--out-dir dist]
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { configuredConnectTo, staticHostHeaders } from './deploy-config.mjs'
import { precompress } from './precompress.mjs'
import { prerender } from './prerender.mjs'

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    'out-dir': { type: 'string', default: 'dist' },
  },
})
const mode = values.mode
const outDir = resolve(values['out-dir'])
const serverDir = `${outDir}-ssr`

try {
  await build({ mode, logLevel: 'warn', build: { outDir } })
  await build({ mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir } })
  await prerender(outDir, serverDir)
  await writeFile(`${outDir}/_headers`, staticHostHeaders(await configuredConnectTo(mode)))
  await precompress(outDir)
} catch (error) {
  // A configuration problem (src/lib/env.ts) is shown as its message, not as a stack trace.
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error
  console.error(`\nBuild stopped (mode ${mode}). ${error.message}`)
  process.exit(1)
}
