import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { config } from './lib/config'
import { headHtml, robotsTxt, sitemapXml, webManifest } from './lib/head'

/** Renders the page to HTML at build time (scripts/prerender.mjs); the client then hydrates it. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

/** The <head> tags and the static files that depend on content and configuration. */
export function staticFiles(lastModified: string) {
  return {
    head: headHtml(config),
    'robots.txt': robotsTxt(config),
    'sitemap.xml': sitemapXml(config, lastModified),
    'site.webmanifest': `${JSON.stringify(webManifest(config), null, 2)}\n`,
  }
}
