import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { resolveConfig } from './src/lib/env.ts'

export default defineConfig(({ mode }) => {
  // Fails the build (and the dev server) with a message naming each bad or missing variable.
  resolveConfig(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    plugins: [react(), tailwindcss()],
    // The manifest tells the byte budgets (scripts/bench/budgets.mjs) which chunks load first.
    build: { target: 'es2022', manifest: true },
  }
})
