// `npm start`: installs dependencies if missing, builds the production site for this machine
// (mode localhost), serves it on 127.0.0.1 and prints the URL.
import { execFileSync } from 'node:child_process'
import { ensureDependencies } from './setup.mjs'

const SITE_PORT = 4173

ensureDependencies()
execFileSync('node', ['scripts/build.mjs', '--mode', 'localhost'], { stdio: 'inherit' })

const { serveStatic } = await import('./serve.mjs')
await serveStatic(new URL('../dist', import.meta.url).pathname, SITE_PORT)
console.log(`\nThe site is running at http://127.0.0.1:${SITE_PORT}/ (Ctrl+C to stop)`)
