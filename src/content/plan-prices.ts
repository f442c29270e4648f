import type { Language } from './languages.ts'
import { wholeNumber } from './whole-number.ts'
import type { PlanId, PlanPrice } from './types'

/** Every plan's price in whole US dollars, written once for every language's copy. */
export const PLAN_PRICES: Record<PlanId, PlanPrice> = {
  launch: { upfront: 450 },
  grow: { upfront: 500, monthly: 49 },
  scale: { upfront: 750, upfrontIsMinimum: true, monthly: 75 },
  allInclusive: { monthly: 150 },
}

/** The Launch plan's optional AI chatbot, paid once. */
export const CHATBOT_ADD_ON_PRICE = 100

/** The range of an Enterprise Custom quote. */
export const ENTERPRISE_PRICE = { min: 1000, max: 10000 }

/** What a plan costs in its first year: the measure of "cheapest". */
export const firstYearCost = ({ upfront, monthly }: PlanPrice) => (upfront ?? 0) + 12 * (monthly ?? 0)

/** The lowest upfront price of any plan: "starting price". */
export const startingPrice = Math.min(...Object.values(PLAN_PRICES).flatMap((price) => price.upfront ?? []))

/** "$450", "$1,000" ("$1000" in Spanish): whole US dollars, the digits grouped as the language does. */
export const usd = (amount: number, language: Language) => `$${wholeNumber(amount, language)}`

/** "$3K": thousands, the short way the page compares agency prices. */
const usdThousands = (amount: number) => `$${amount / 1000}K`

/** What many agencies charge upfront (About and the pricing intro compare against it). */
const agencyUpfront = { min: 3000, max: 10000 }
export const agencyUpfrontText = `${usdThousands(agencyUpfront.min)}–${usdThousands(agencyUpfront.max)}`
