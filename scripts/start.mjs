// `npm start`: installs dependencies if missing, builds the production site for this machine
// (mode localhost) and serves it with vite preview on 127.0.0.1, with the site's response headers.
// Without EmailJS or Cal.com settings it also runs the local inbox, which receives the contact form's
// messages and the booking dialog's bookings in their place (scripts/local-services.mjs).
import { execFileSync } from 'node:child_process'
import { PORTS } from './settings.mjs'
import { ensureDependencies } from './setup.mjs'

ensureDependencies()
const { prepareLocalServices } = await import('./local-services.mjs')
const { note } = await prepareLocalServices(PORTS.localInbox)
execFileSync('node', ['scripts/build.mjs', '--mode', 'localhost'], { stdio: 'inherit' })

const { preview } = await import('vite')
const server = await preview({ mode: 'localhost' })
server.printUrls()
console.log(`${note}\nCtrl+C to stop.`)
