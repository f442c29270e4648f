/** Must match VITE_SITE_URL and VITE_EMAILJS_ORIGIN in .env.e2e. */
export const SITE_PORT = 4310
export const INBOX_PORT = 4311
