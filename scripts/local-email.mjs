// Decides where the local run's contact form sends: the real EmailJS when VITE_EMAILJS_PUBLIC_KEY,
// _SERVICE_ID and _TEMPLATE_ID are all set (environment or .env.localhost.local), otherwise a local
// inbox started here. Sets process.env so the build that follows points at the right place.
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { startInbox } from './local-inbox.mjs'
import { DEFAULT_EMAILJS_ORIGIN } from './settings.mjs'

const EMAILJS_VARS = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID']
const root = fileURLToPath(new URL('..', import.meta.url))

/** @param {number} inboxPort */
export async function prepareLocalEmail(inboxPort) {
  const env = loadEnv('localhost', root, 'VITE_')
  const missing = EMAILJS_VARS.filter((name) => !env[name])
  if (missing.length === 0) {
    return `Messages go to EmailJS at ${env.VITE_EMAILJS_ORIGIN || DEFAULT_EMAILJS_ORIGIN}.`
  }
  if (missing.length < EMAILJS_VARS.length) {
    throw new Error(
      `To send through EmailJS set all of ${EMAILJS_VARS.join(', ')}; missing: ${missing.join(', ')}`,
    )
  }
  const inbox = await startInbox({ port: inboxPort })
  Object.assign(process.env, {
    VITE_EMAILJS_PUBLIC_KEY: 'local-public-key',
    VITE_EMAILJS_SERVICE_ID: 'local_service',
    VITE_EMAILJS_TEMPLATE_ID: 'local_template',
    VITE_EMAILJS_ORIGIN: inbox.url,
  })
  return `EmailJS is not configured: messages arrive in the local inbox at ${inbox.url}/ and in this terminal.`
}
