// Builds the static site: for each language, the client bundle, a server bundle of the page, then
// the prerendered page (dist/index.html, dist/es/index.html); then the _headers file of static
// hosts and compressed copies of the text files.
//
//   node scripts/build.mjs [--mode production|localhost|e2e] [--out-dir dist]
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { configuredConnectTo, staticHostHeaders } from './deploy-config.mjs'
import { precompress } from './precompress.mjs'
import { prerender } from './prerender.mjs'
import { LANGUAGE_CODES, LANGUAGES } from './settings.mjs'

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    'out-dir': { type: 'string', default: 'dist' },
  },
})
const mode = values.mode
const outDir = resolve(values['out-dir'])

/**
 * Builds one language's page into `outDir`, at the language's path. The default language's build
 * writes the site (with public/); each other language is built beside it and moved in: its
 * index.html to its path, its assets beside the first's (a chunk the languages share has the same
 * name and content in both), its manifest as .vite/manifest.<language>.json.
 * @param {keyof typeof LANGUAGES} language
 * @param {boolean} first
 */
async function buildLanguage(language, first) {
  // vite.config.ts reads it: the build imports `@content/…` from src/content/<language>.
  process.env.SITE_LANGUAGE = language
  const clientDir = first ? outDir : `${outDir}-${language}`
  await build({
    mode,
    logLevel: 'warn',
    build: { outDir: clientDir },
    ...(first ? {} : { publicDir: false }),
  })
  if (!first) {
    const pageDir = join(outDir, LANGUAGES[language].path)
    await mkdir(pageDir, { recursive: true })
    await rename(join(clientDir, 'index.html'), join(pageDir, 'index.html'))
    await cp(join(clientDir, 'assets'), join(outDir, 'assets'), { recursive: true, force: false })
    await rename(join(clientDir, '.vite/manifest.json'), join(outDir, `.vite/manifest.${language}.json`))
    await rm(clientDir, { recursive: true })
  }
  // One server bundle per language: each is imported once, under its own name.
  const serverDir = `${outDir}-ssr-${language}`
  await build({ mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir } })
  await prerender(outDir, serverDir, language)
}

try {
  for (const [i, language] of LANGUAGE_CODES.entries()) {
    await buildLanguage(language, i === 0)
  }
  await writeFile(`${outDir}/_headers`, staticHostHeaders(await configuredConnectTo(mode)))
  await precompress(outDir)
} catch (error) {
  // A configuration problem (src/lib/env.ts) is shown as its message, not as a stack trace.
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error
  console.error(`\nBuild stopped (mode ${mode}). ${error.message}`)
  process.exit(1)
}
