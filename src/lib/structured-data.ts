import { enterprise, plans } from '@content/plans'
import { serviceBlurbs, servicesDialog } from '@content/services'
import { site } from '@content/site'
import { priceNames } from '@content/structured-data'
import { localeOf, pageUrl, shareImageUrl } from '../content/languages'
import type { Plan } from '../content/types'
import type { SiteConfig } from './env'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

const CURRENCY = 'USD'

function planOffer(plan: Plan): Json {
  const { upfront, upfrontIsMinimum, monthly } = plan.price
  const specs: Json[] = []
  if (upfront !== undefined) {
    specs.push({
      '@type': 'UnitPriceSpecification',
      ...(upfrontIsMinimum ? { minPrice: upfront } : { price: upfront }),
      priceCurrency: CURRENCY,
      name: monthly === undefined ? priceNames.oneTime : priceNames.setup,
    })
  }
  if (monthly !== undefined) {
    specs.push({
      '@type': 'UnitPriceSpecification',
      price: monthly,
      priceCurrency: CURRENCY,
      unitCode: 'MON',
      name: priceNames.monthly,
    })
  }
  return {
    '@type': 'Offer',
    name: plan.name,
    priceCurrency: CURRENCY,
    priceSpecification: specs,
  }
}

/**
 * JSON-LD for search engines, in the page's language: the studio, its services and its plans as
 * offers with their prices. Names and numbers only: the words that describe them are the page's,
 * which search engines read there, and each byte here counts against the page's first round trip. The studio is one organisation, with one id, on every language's page.
 */
export function structuredData(config: SiteConfig): Json {
  const url = pageUrl(config.siteUrl, site.language)
  const studio = `${config.siteUrl}/#studio`
  const inLanguage = localeOf(site.language)
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ProfessionalService',
        '@id': studio,
        name: config.studioName,
        url,
        email: config.contactEmail,
        description: site.description,
        image: shareImageUrl(config.siteUrl, site.language),
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: servicesDialog.title,
          itemListElement: serviceBlurbs.map((service) => ({
            '@type': 'Offer',
            // Each service by its name: its description is the page's, which search engines read there.
            itemOffered: { '@type': 'Service', name: service.title },
          })),
        },
        makesOffer: [
          ...plans.map(planOffer),
          {
            '@type': 'Offer',
            name: enterprise.name,
            priceCurrency: CURRENCY,
            priceSpecification: {
              '@type': 'PriceSpecification',
              minPrice: enterprise.price.min,
              maxPrice: enterprise.price.max,
              priceCurrency: CURRENCY,
            },
          },
        ],
      },
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        url,
        name: config.studioName,
        inLanguage,
        publisher: { '@id': studio },
      },
    ],
  }
}
