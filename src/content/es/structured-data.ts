import type { PageContent } from '../page-content.ts'

/** The names of a plan's prices in the structured data (JSON-LD), which the cards write otherwise. */
export const priceNames = {
  oneTime: 'Precio de pago único',
  setup: 'Cuota de instalación',
  monthly: 'Precio mensual',
} satisfies PageContent['priceNames']
