import { wholeNumber } from '../lib/whole-number.ts'
import type { EnterprisePlan, Plan, PlanPrice } from './types'

/** "$450", "$1,000": whole US dollars as the page writes them. */
export const usd = (amount: number) => `$${wholeNumber(amount)}`

/** "$3K": thousands, the short way the page compares agency prices. */
const usdThousands = (amount: number) => `$${amount / 1000}K`

/** What many agencies charge upfront (About and the pricing intro compare against it). */
const agencyUpfront = { min: 3000, max: 10000 }
export const agencyUpfrontText = `${usdThousands(agencyUpfront.min)}–${usdThousands(agencyUpfront.max)}`

/** A plan card's price line and the note under it: "$500" / "setup + $49/month". */
export function planPriceText({ upfront, upfrontIsMinimum, monthly }: PlanPrice): {
  amount: string
  note: string
} {
  if (upfront === undefined) return { amount: usd(monthly ?? 0), note: 'per month · no setup fee' }
  const amount = `${usd(upfront)}${upfrontIsMinimum ? '+' : ''}`
  return { amount, note: monthly === undefined ? 'one-time' : `setup + ${usd(monthly)}/month` }
}

export const addOnText = ({ name, price }: NonNullable<Plan['addOn']>) =>
  `Optional ${name} add-on: ${usd(price)} one-time`

export const enterprisePriceText = ({ price }: EnterprisePlan) => ({
  amount: `${usd(price.min)}–${usd(price.max)}+`,
  note: 'custom quote',
})
