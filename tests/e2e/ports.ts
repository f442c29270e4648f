/** VITE_SITE_URL and VITE_EMAILJS_ORIGIN in .env.e2e use these; E2E_SITE_PORT may move the site. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4310)
export const INBOX_PORT = 4311
