// `npm run dev`: the Vite dev server with hot reload, for editing content and components.
// Like `npm start`, it sends contact messages to the local inbox unless EmailJS is configured.
import { createServer } from 'vite'
import { prepareLocalEmail } from './local-email.mjs'

const emailNote = await prepareLocalEmail(4174)
const server = await createServer({ mode: 'localhost', server: { host: '127.0.0.1', port: 5173 } })
await server.listen()
server.printUrls()
console.log(emailNote)
