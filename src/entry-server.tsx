import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { featuredReviews, reviews } from '@content/reviews'
import { site } from '@content/site'
import { App } from './App'
import { iconSpriteHtml } from './components/icons'
import { localeOf } from './content/languages'
import { NAMES, reviewNames } from './content/names'
import { config } from './lib/config'
import { headHtml, robotsTxt, sitemapXml, structuredDataHtml, webManifest } from './lib/head'

/**
 * The page as HTML in the build's language, from index.html's template: its `lang`, its <head>
 * tags (and `extraHead`, the font preload), the icons' sprite, every section's markup and the
 * structured data. Written at build time by scripts/prerender.mjs, and served so by the dev
 * server; in the browser, islands hydrate their parts of it.
 */
export function renderPage(template: string, extraHead = ''): string {
  const html = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${localeOf(site.language)}">`)
    .replace('<!--app-head-->', [headHtml(config), extraHead].filter(Boolean).join('\n    '))
    .replace('<!--app-icons-->', iconSpriteHtml())
    .replace('<!--app-html-->', html)
    .replace('<!--app-data-->', structuredDataHtml(config))
}

/**
 * What a translated page may say as the English one does: names (src/content/names.ts), the
 * reviewers' and their businesses' names, and the studio's name and address.
 */
export function namesKeptInTranslation(): string[] {
  return [...NAMES, ...reviewNames([...featuredReviews, ...reviews]), config.studioName, config.contactEmail]
}

/** The static files that depend on content and configuration. */
export function staticFiles(lastModified: string) {
  return {
    'robots.txt': robotsTxt(config),
    'sitemap.xml': sitemapXml(config, lastModified),
    'site.webmanifest': `${JSON.stringify(webManifest(config), null, 2)}\n`,
  }
}
