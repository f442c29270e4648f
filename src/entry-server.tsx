import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { site } from './content/site'
import { config } from './lib/config'

/** Renders the page to HTML at build time (scripts/prerender.mjs); the client then hydrates it. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

/** Values for the document head, from the content and the configuration. */
export const head = {
  title: `${config.studioName} · ${site.title}`,
  description: site.description,
  siteUrl: config.siteUrl,
}
