import { describe, expect, it } from 'vitest'
import { enterprise, plans } from '../../src/content/en/plans'
import { addOnText, enterprisePriceText, planPriceText } from '../../src/content/en/prices'
import { usd } from '../../src/content/plan-prices'
import { serviceBlurbs } from '../../src/content/en/services'
import { resolveConfig } from '../../src/lib/env'
import {
  headHtml,
  robotsTxt,
  scriptSafeJson,
  sitemapXml,
  structuredDataHtml,
  webManifest,
} from '../../src/lib/head'

const config = resolveConfig({
  VITE_STUDIO_NAME: 'Brightpath "Studio"',
  VITE_CONTACT_EMAIL: 'hello@brightpath.studio',
  VITE_SITE_URL: 'https://brightpath.studio',
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 's',
  VITE_EMAILJS_TEMPLATE_ID: 't',
})

interface Node {
  '@type': string
  [key: string]: unknown
}

function jsonLd(html: string): { '@graph': Node[] } {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)
  if (!match?.[1]) throw new Error('no JSON-LD in the head')
  return JSON.parse(match[1])
}

describe('head', () => {
  const html = headHtml(config)
  const graph = jsonLd(structuredDataHtml(config))['@graph']
  const byType = (type: string) => graph.find((node) => node['@type'] === type) as Node

  it('has the title, description, canonical URL and share tags from content and configuration', () => {
    expect(html).toContain('<title>Brightpath &quot;Studio&quot; · Websites, AI assistants')
    expect(html).toContain('<link rel="canonical" href="https://brightpath.studio/" />')
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://brightpath.studio/" />')
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://brightpath.studio/es/" />')
    // Spanish is written as in the United States (es-US); the bare "es" still matches every Spanish speaker.
    expect(html).toContain('<link rel="alternate" hreflang="es-US" href="https://brightpath.studio/es/" />')
    expect(html).toContain('<link rel="alternate" hreflang="en-US" href="https://brightpath.studio/" />')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://brightpath.studio/" />')
    expect(html).toContain('<meta property="og:locale" content="en_US" />')
    expect(html).toContain('<meta property="og:locale:alternate" content="es_US" />')
    expect(html).toContain('<meta property="og:image" content="https://brightpath.studio/og-image.png" />')
    expect(html).toContain('<meta property="og:image:width" content="1200" />')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}" \/>/)
  })

  it('describes the studio with its services and every plan as an offer with its prices', () => {
    const studio = byType('ProfessionalService')
    expect(studio).toMatchObject({ name: 'Brightpath "Studio"', email: 'hello@brightpath.studio' })
    const catalog = studio.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
      serviceBlurbs.map((service) => service.title),
    )
    const offers = studio.makesOffer as { name: string; priceSpecification: unknown }[]
    expect(offers.map((offer) => offer.name)).toEqual([...plans.map((plan) => plan.name), enterprise.name])
    expect(offers[1]?.priceSpecification).toEqual([
      expect.objectContaining({ price: 500, priceCurrency: 'USD', name: 'Setup fee' }),
      expect.objectContaining({ price: 49, unitCode: 'MON' }),
    ])
    expect(offers[2]?.priceSpecification).toEqual([
      expect.objectContaining({ minPrice: 750 }),
      expect.objectContaining({ price: 75, unitCode: 'MON' }),
    ])
    expect(offers[4]?.priceSpecification).toMatchObject({ minPrice: 1000, maxPrice: 10000 })
  })

  it('publishes no FAQPage: Google shows FAQ results only for government and health sites since 2023', () => {
    expect(graph.map((node) => node['@type'])).toEqual(['ProfessionalService', 'WebSite'])
  })

  it('keeps JSON-LD from closing its script element', () => {
    expect(scriptSafeJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(scriptSafeJson({ text: '</script>' }))).toEqual({ text: '</script>' })
  })
})

describe('plan prices as the page writes them', () => {
  it('derives each card’s price line and note from the numbers', () => {
    expect(plans.map((plan) => planPriceText(plan.price))).toEqual([
      { amount: '$450', note: 'one-time' },
      { amount: '$500', note: 'setup + $49/month' },
      { amount: '$750+', note: 'setup + $75/month' },
      { amount: '$150', note: 'per month · no setup fee' },
    ])
    expect(enterprisePriceText(enterprise)).toEqual({
      amount: '$1,000–\u2060$10,000+',
      note: 'custom quote',
    })
    expect(addOnText({ name: 'AI Chatbot', price: 100 })).toBe('Optional AI Chatbot add-on: $100 one-time')
    expect(usd(12500, 'en')).toBe('$12,500')
    expect(usd(12500, 'es')).toBe('$12,500')
  })
})

describe('robots, sitemap and manifest', () => {
  it('point at the configured site', () => {
    expect(robotsTxt(config)).toContain('Sitemap: https://brightpath.studio/sitemap.xml')
    const sitemap = sitemapXml(config, '2026-01-02')
    expect(
      [...sitemap.matchAll(/<loc>(.+?)<\/loc>\s*<lastmod>2026-01-02<\/lastmod>/g)].map(([, loc]) => loc),
    ).toEqual(['https://brightpath.studio/', 'https://brightpath.studio/es/'])
    // Each page lists every language's address, itself included, and the default (Google's hreflang).
    expect(
      sitemap.match(
        /<xhtml:link rel="alternate" hreflang="es" href="https:\/\/brightpath.studio\/es\/" \/>/g,
      ),
    ).toHaveLength(2)
    expect(sitemap.match(/hreflang="x-default" href="https:\/\/brightpath.studio\/"/g)).toHaveLength(2)
    expect(webManifest(config)).toMatchObject({ name: 'Brightpath "Studio"', start_url: '/' })
  })
})
