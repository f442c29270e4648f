import { faq } from '../content/faq'
import { enterprise, plans } from '../content/plans'
import { serviceBlurbs } from '../content/services'
import { site } from '../content/site'
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
      name: monthly === undefined ? 'One-time price' : 'Setup fee',
    })
  }
  if (monthly !== undefined) {
    specs.push({
      '@type': 'UnitPriceSpecification',
      price: monthly,
      priceCurrency: CURRENCY,
      unitCode: 'MON',
      name: 'Monthly price',
    })
  }
  return {
    '@type': 'Offer',
    name: plan.name,
    description: [plan.summary, ...plan.features].join(' · '),
    priceCurrency: CURRENCY,
    priceSpecification: specs,
  }
}

/** JSON-LD for search engines: the studio, its services, its plans as offers, and the FAQ. */
export function structuredData(config: SiteConfig): Json {
  const url = `${config.siteUrl}/`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ProfessionalService',
        '@id': `${url}#studio`,
        name: config.studioName,
        url,
        email: config.contactEmail,
        description: site.description,
        image: `${config.siteUrl}/og-image.png`,
        knowsAbout: site.industries.map(String),
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: 'Services',
          itemListElement: serviceBlurbs.map((service) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: service.title, description: service.description },
          })),
        },
        makesOffer: [
          ...plans.map(planOffer),
          {
            '@type': 'Offer',
            name: enterprise.name,
            description: [enterprise.summary, ...enterprise.features].join(' · '),
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
        publisher: { '@id': `${url}#studio` },
      },
      {
        '@type': 'FAQPage',
        '@id': `${url}#faq`,
        mainEntity: faq.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      },
    ],
  }
}
