// `npm start`: installs dependencies if missing, builds the production site for this machine
// (mode localhost) and serves it with vite preview on 127.0.0.1, with the site's response headers.
// Without EmailJS settings it also runs the local inbox that receives the contact form's messages.
import { execFileSync } from 'node:child_process'
import { PORTS } from './settings.mjs'
import { ensureDependencies } from './setup.mjs'

ensureDependencies()
const { prepareLocalEmail } = await import('./local-email.mjs')
const emailNote = await prepareLocalEmail(PORTS.localInbox)
execFileSync('node', ['scripts/build.mjs', '--mode', 'localhost'], { stdio: 'inherit' })

const { preview } = await import('vite')
const server = await preview({ mode: 'localhost' })
server.printUrls()
console.log(`${emailNote}\nCtrl+C to stop.`)
