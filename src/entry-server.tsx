import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { iconSpriteHtml } from './components/icons'
import { config } from './lib/config'
import { headHtml, robotsTxt, sitemapXml, structuredDataHtml, webManifest } from './lib/head'

/** Renders the page to HTML at build time (scripts/prerender.mjs); the client then hydrates it. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

/** The icons' sprite, outside the hydrated root (see components/icons.tsx). */
export const renderIcons = iconSpriteHtml

/** The <head> tags and the static files that depend on content and configuration. */
export function staticFiles(lastModified: string) {
  return {
    head: headHtml(config),
    data: structuredDataHtml(config),
    'robots.txt': robotsTxt(config),
    'sitemap.xml': sitemapXml(config, lastModified),
    'site.webmanifest': `${JSON.stringify(webManifest(config), null, 2)}\n`,
  }
}
