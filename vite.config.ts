import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { securityHeaders } from './scripts/deploy-config.mjs'
import { DEFAULT_EMAILJS_ORIGIN, PORTS } from './scripts/settings.mjs'
import { resolveConfig } from './src/lib/env.ts'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // Fails the build (and the dev server) with a message naming each bad or missing variable.
  resolveConfig(env)
  return {
    plugins: [react(), tailwindcss()],
    // One page and its files: an unknown path is a 404, as on nginx, not the page.
    appType: 'mpa',
    // The manifest tells the byte budgets (scripts/bench/budgets.mjs) which chunks load first.
    build: { target: 'es2022', manifest: true },
    server: { host: '127.0.0.1', port: PORTS.dev, strictPort: true },
    // `npm start`: the build with the site's response headers, as deploy/ sends them.
    preview: {
      host: '127.0.0.1',
      port: PORTS.start,
      strictPort: true,
      headers: securityHeaders(env.VITE_EMAILJS_ORIGIN || DEFAULT_EMAILJS_ORIGIN),
    },
  }
})
