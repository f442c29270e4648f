import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { iconSpriteHtml } from './components/icons'
import { config } from './lib/config'
import { headHtml, robotsTxt, sitemapXml, structuredDataHtml, webManifest } from './lib/head'

/**
 * The page as HTML, from index.html's template: its <head> tags (and `extraHead`, the font
 * preload), the icons' sprite, every section's markup and the structured data. Written at build
 * time by scripts/prerender.mjs, and served so by the dev server; in the browser, islands hydrate
 * their parts of it.
 */
export function renderPage(template: string, extraHead = ''): string {
  const html = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  return template
    .replace('<!--app-head-->', [headHtml(config), extraHead].filter(Boolean).join('\n    '))
    .replace('<!--app-icons-->', iconSpriteHtml())
    .replace('<!--app-html-->', html)
    .replace('<!--app-data-->', structuredDataHtml(config))
}

/** The static files that depend on content and configuration. */
export function staticFiles(lastModified: string) {
  return {
    'robots.txt': robotsTxt(config),
    'sitemap.xml': sitemapXml(config, lastModified),
    'site.webmanifest': `${JSON.stringify(webManifest(config), null, 2)}\n`,
  }
}
