import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { securityHeaders } from './scripts/deploy-config.mjs'
import { PORTS } from './scripts/settings.mjs'
import { buildKnowledge } from './src/assistant/knowledge.ts'
import { resolveConfig } from './src/lib/env.ts'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // Fails the build (and the dev server) with a message naming each bad or missing variable.
  const { contactEmail, emailjs, analytics } = resolveConfig(env)
  return {
    plugins: [react(), tailwindcss(), assistantKnowledge(contactEmail), prerenderInDev()],
    // The analytics settings reach the page's entry as a constant, so that a build without
    // analytics (the default) carries none of its code (src/analytics/analytics.ts).
    define: { __ANALYTICS__: JSON.stringify(analytics ?? null) },
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
      headers: securityHeaders({ emailjsOrigin: emailjs.origin, analyticsEndpoint: analytics?.endpoint }),
    },
  }
})

/**
 * `virtual:assistant-knowledge`: what the assistant knows, worked out from src/content when the
 * site is built, as data. The assistant's chunk carries it without the content modules, so it
 * shares no code with the app and the first load stays as it was. Editing the content restarts
 * the dev server, which works it out again.
 */
function assistantKnowledge(contactEmail: string): Plugin {
  const id = 'virtual:assistant-knowledge'
  return {
    name: 'assistant-knowledge',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}` ? `export default ${JSON.stringify(buildKnowledge(contactEmail))}` : undefined,
  }
}

/**
 * The dev server serves the page prerendered, as the build does, so that its islands hydrate and
 * the page's entry finds the markup it enhances. Each request renders it afresh from the sources.
 */
function prerenderInDev(): Plugin {
  return {
    name: 'prerender-in-dev',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: async (html, { server }) => {
        if (!server) return html
        const { renderPage } = (await server.ssrLoadModule(
          '/src/entry-server.tsx',
        )) as typeof import('./src/entry-server.tsx')
        return renderPage(html)
      },
    },
  }
}
