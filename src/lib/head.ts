import { site } from '@content/site'
import type { SectionId } from '../content/types'
import { alternateUrls, LANGUAGE_CODES, ogLocaleOf, pageUrl, shareImageUrl } from '../content/languages'
import type { SiteConfig } from './env'
import { structuredData } from './structured-data'

/** The share image's size; each language has its own (LANGUAGES' `shareImage`). */
export const SHARE_IMAGE = { width: 1200, height: 630 }
export const THEME_COLOR = '#14121f'

/**
 * The section right below the hero. The browser paints nothing until its start has been parsed
 * (`<link rel="expect" blocking="render">`), so the first paint shows the header and the hero whole.
 * A browser paints a page that is still arriving: on a slow or busy phone it showed the header's
 * items and the hero's video frame half-parsed, and they moved as the rest came in.
 */
const BELOW_THE_HERO: SectionId = 'services'

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside a <script> element: no "</script>" or "<!--" can end or confuse it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Everything in <head> that comes from content and configuration, as HTML. */
export function headHtml(config: SiteConfig): string {
  const title = `${config.studioName} · ${site.title}`
  const url = pageUrl(config.siteUrl, site.language)
  const otherLanguages = LANGUAGE_CODES.filter((language) => language !== site.language)
  const image = shareImageUrl(config.siteUrl, site.language)
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`
  return [
    `<title>${escapeAttribute(title)}</title>`,
    `<link rel="expect" href="#${BELOW_THE_HERO}" blocking="render" />`,
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    // The page in each language, itself included, and the default for any other (Google's hreflang).
    ...alternateUrls(config.siteUrl).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`,
    ),
    meta('name', 'theme-color', THEME_COLOR),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', config.studioName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', site.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocaleOf(site.language)),
    ...otherLanguages.map((language) => meta('property', 'og:locale:alternate', ogLocaleOf(language))),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', site.hero.headlineLines.join(' ')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', site.description),
    meta('name', 'twitter:image', image),
  ].join('\n    ')
}

/**
 * The structured data (JSON-LD), placed at the end of <body>: search engines read it there, and it
 * sits beside the dialogs whose text it repeats, so gzip stores that text once.
 */
export function structuredDataHtml(config: SiteConfig): string {
  return `<script type="application/ld+json">${scriptSafeJson(structuredData(config))}</script>`
}

/** The web app manifest (site.webmanifest). */
export function webManifest(config: SiteConfig) {
  return {
    name: config.studioName,
    short_name: config.studioName,
    description: site.description,
    start_url: '/',
    display: 'browser',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}

export const robotsTxt = (config: SiteConfig) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`

/** Every language's page, each with the addresses of all of them (hreflang), as Google reads them. */
export function sitemapXml(config: SiteConfig, lastModified: string): string {
  const alternates = alternateUrls(config.siteUrl).map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`,
  )
  const urls = LANGUAGE_CODES.map((language) =>
    [
      '  <url>',
      `    <loc>${escapeAttribute(pageUrl(config.siteUrl, language))}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      ...alternates,
      '  </url>',
    ].join('\n'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}
