// `npm start`: installs dependencies if missing, builds the production site for this machine
// (mode localhost), serves it on 127.0.0.1 and prints the URL. Without EmailJS settings it also
// runs the local inbox that receives the contact form's messages.
import { execFileSync } from 'node:child_process'
import { ensureDependencies } from './setup.mjs'

const SITE_PORT = 4173
const INBOX_PORT = 4174

ensureDependencies()
const { prepareLocalEmail } = await import('./local-email.mjs')
const emailNote = await prepareLocalEmail(INBOX_PORT)
execFileSync('node', ['scripts/build.mjs', '--mode', 'localhost'], { stdio: 'inherit' })

const { serveStatic } = await import('./serve.mjs')
await serveStatic(new URL('../dist', import.meta.url).pathname, SITE_PORT)
console.log(`\nThe site is running at http://127.0.0.1:${SITE_PORT}/ (Ctrl+C to stop)\n${emailNote}`)
