import { usd } from '../plan-prices.ts'
import { unbroken } from '../unbroken.ts'
import type { PageContent } from '../page-content.ts'
import type { PlanPrice } from '../types'

/** A plan card's price line and the note under it: "$500" / "de instalación + $49/mes". */
export const planPriceText = (({ upfront, upfrontIsMinimum, monthly }: PlanPrice) => {
  if (upfront === undefined)
    return { amount: usd(monthly ?? 0, 'es'), note: 'al mes · sin cuota de instalación' }
  const amount = `${usd(upfront, 'es')}${upfrontIsMinimum ? '+' : ''}`
  return { amount, note: monthly === undefined ? 'pago único' : `de instalación + ${usd(monthly, 'es')}/mes` }
}) satisfies PageContent['planPriceText']

export const addOnText = (({ name, price }) =>
  `Complemento opcional de ${name}: ${usd(price, 'es')}, pago único`) satisfies PageContent['addOnText']

export const enterprisePriceText = (({ price }) => ({
  amount: unbroken(`${usd(price.min, 'es')}–${usd(price.max, 'es')}+`),
  note: 'cotización personalizada',
})) satisfies PageContent['enterprisePriceText']
