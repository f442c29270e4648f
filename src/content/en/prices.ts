import { usd } from '../plan-prices.ts'
import { unbroken } from '../unbroken.ts'
import type { EnterprisePlan, Plan, PlanPrice } from '../types'

/** A plan card's price line and the note under it: "$500" / "setup + $49/month". */
export function planPriceText({ upfront, upfrontIsMinimum, monthly }: PlanPrice): {
  amount: string
  note: string
} {
  if (upfront === undefined) return { amount: usd(monthly ?? 0, 'en'), note: 'per month · no setup fee' }
  const amount = `${usd(upfront, 'en')}${upfrontIsMinimum ? '+' : ''}`
  return { amount, note: monthly === undefined ? 'one-time' : `setup + ${usd(monthly, 'en')}/month` }
}

export const addOnText = ({ name, price }: NonNullable<Plan['addOn']>) =>
  `Optional ${name} add-on: ${usd(price, 'en')} one-time`

export const enterprisePriceText = ({ price }: EnterprisePlan) => ({
  amount: unbroken(`${usd(price.min, 'en')}–${usd(price.max, 'en')}+`),
  note: 'custom quote',
})
