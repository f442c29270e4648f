import type { Language } from './languages.ts'
import { numberFormat } from './numbers.ts'
import { unbroken } from './unbroken.ts'
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

/** "$450", "$1,000": whole US dollars, as the language's variant writes them (es-US as en-US). */
export const usd = (amount: number, language: Language) =>
  numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount)

/** "$3K" ("$3 K" in es-US): thousands, the short way the page compares agency prices. */
const usdThousands = (amount: number, language: Language) =>
  numberFormat(language, { style: 'currency', currency: 'USD', notation: 'compact' }).format(amount)

/** What many agencies charge upfront (About and the pricing intro compare against it): "$3K–$10K". */
const agencyUpfront = { min: 3000, max: 10000 }
export const agencyUpfrontText = (language: Language) =>
  unbroken(`${usdThousands(agencyUpfront.min, language)}–${usdThousands(agencyUpfront.max, language)}`)
