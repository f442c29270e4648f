// `npm run dev`: the Vite dev server with hot reload, for editing content and components.
// Like `npm start`, it sends contact messages and bookings to the local inbox unless EmailJS and
// Cal.com are configured.
import { createServer } from 'vite'
import { prepareLocalServices } from './local-services.mjs'
import { PORTS } from './settings.mjs'

const { note } = await prepareLocalServices(PORTS.localInbox)
const server = await createServer({ mode: 'localhost' })
await server.listen()
server.printUrls()
console.log(note)
