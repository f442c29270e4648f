import { describe, expect, it } from 'vitest'
import { faq } from '../../src/content/faq'
import { enterprise, plans } from '../../src/content/plans'
import { serviceBlurbs } from '../../src/content/service-blurbs'
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

  it('publishes the FAQ as FAQPage', () => {
    const page = byType('FAQPage')
    expect(page.mainEntity).toEqual(
      faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    )
  })

  it('keeps JSON-LD from closing its script element', () => {
    expect(scriptSafeJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(scriptSafeJson({ text: '</script>' }))).toEqual({ text: '</script>' })
  })
})

describe('plan amounts match the prices shown', () => {
  it.each(plans)('$name', (plan) => {
    const shown = `${plan.price} ${plan.billingNote}`
    const { upfront, monthly, upfrontIsMinimum } = plan.amounts
    if (upfront !== undefined) expect(plan.price).toBe(`$${upfront}${upfrontIsMinimum ? '+' : ''}`)
    if (monthly !== undefined) expect(shown).toContain(`$${monthly}`)
  })
})

describe('robots, sitemap and manifest', () => {
  it('point at the configured site', () => {
    expect(robotsTxt(config)).toContain('Sitemap: https://brightpath.studio/sitemap.xml')
    expect(sitemapXml(config, '2026-01-02')).toContain(
      '<loc>https://brightpath.studio/</loc><lastmod>2026-01-02</lastmod>',
    )
    expect(webManifest(config)).toMatchObject({ name: 'Brightpath "Studio"', start_url: '/' })
  })
})
