// `npm run dev`: the Vite dev server with hot reload, for editing content and components.
// Like `npm start`, it sends contact messages to the local inbox unless EmailJS is configured.
import { createServer } from 'vite'
import { prepareLocalEmail } from './local-email.mjs'
import { PORTS } from './settings.mjs'

const emailNote = await prepareLocalEmail(PORTS.localInbox)
const server = await createServer({ mode: 'localhost' })
await server.listen()
server.printUrls()
console.log(emailNote)
