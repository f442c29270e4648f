import type { PageRange, PlanNeed } from '../content/plan-facts.ts'
import type { PlanId } from '../content/types.ts'

/**
 * The plan finder: the plans that fit what a visitor describes (a page count, a budget, how they
 * want to pay, what they need), worked out by one rule over the plans' facts in src/content, not by
 * phrases. A plan fits when it meets every stated need, and findPlans says which of several are
 * named. When none fits, the plan that comes closest and what it lacks, for the hand-off to say why.
 */

/** A plan as the finder weighs it: its facts and its price, as data the build writes out. */
export interface PlanChoice {
  id: PlanId | 'enterprise'
  name: string
  /** The price as its card writes it: "$500 setup + $49/month". */
  price: string
  /** Paid to start: the one-time price, the setup fee, the first month, or a quote's lowest. */
  upfront: number
  /** Paid each month; 0 for a one-time plan. */
  monthly: number
  /** What it costs in its first year (a quote's lowest): the measure of "cheapest". */
  yearCost: number
  pages?: PageRange
  /** Its page count as its card writes it: "3–5". */
  pagesText?: string
  /** The size of business it is for: a team of at least this many. */
  minEmployees?: number
  includes: PlanNeed[]
  /** The lines of its card, which tell why it fits in its own words. */
  features: string[]
  /** The need the plan's optional add-on meets. */
  addOnIncludes?: PlanNeed
  /** What the add-on costs, paid once. */
  addOnPrice?: number
  mostPopular: boolean
}

/** How a visitor wants to pay. */
export type Payment = 'once' | 'monthly' | 'noUpfront'

/** What a visitor describes (plan-needs.ts reads it from a question). */
export interface Needs {
  /** The most pages stated. */
  pages?: number
  /** The fewest, where a range is stated ("three to five pages"); else the same. */
  fewestPages?: number
  /** The size of the visitor's team, when they state it: "a team of twelve". */
  team?: number
  /** The most they can pay to start, or in all. */
  upfrontBudget?: number
  /** The upfront budget is all the site may cost: a monthly plan meets it with its first year. */
  inAll: boolean
  monthlyBudget?: number
  payment?: Payment
  includes: PlanNeed[]
  /** What the visitor says they do not need: "no booking", "I don't need a CRM". */
  unwanted: PlanNeed[]
  /** A chatbot built in, not added on. */
  builtIn: boolean
  prefers?: 'cheapest' | 'mostPopular'
  /** "Which plans…": every plan that fits, up to two. */
  several: boolean
  /** "What would you recommend?": one plan, the cheapest of those that fit equally. */
  recommendation: boolean
}

/** A stated need a plan does not meet. */
export type Unmet =
  | { kind: 'pages'; pages?: PageRange }
  | { kind: 'price' }
  | { kind: 'need'; need: PlanNeed }
  | { kind: 'payment'; payment: Payment }
  | { kind: 'size'; minEmployees: number }

export type PlanFinding =
  { fits: PlanChoice[]; needs: Needs } | { closest: PlanChoice; unmet: Unmet[]; needs: Needs }

/**
 * The needs ("crm": Scale) and the ways to pay ("once": Launch) one plan alone meets: a visitor who
 * wants one asks for that plan. A way to pay is weighed among the plans for a business of any size,
 * as Enterprise Custom's quote is no way to pay.
 */
export interface OnePlanOnly {
  needs: ReadonlySet<PlanNeed>
  payments: ReadonlySet<Payment>
}

const PAYMENTS: Payment[] = ['once', 'monthly', 'noUpfront']

export function onePlanOnly(choices: PlanChoice[]): OnePlanOnly {
  const all = choices.flatMap(({ includes }) => includes)
  const forAnySize = choices.filter(({ minEmployees }) => minEmployees === undefined)
  return {
    needs: new Set(all.filter((need) => all.indexOf(need) === all.lastIndexOf(need))),
    payments: new Set(
      PAYMENTS.filter((payment) => forAnySize.filter((plan) => paysAs(plan, payment)).length === 1),
    ),
  }
}

/** At most this many plans are named at once; more is a question for the price list. */
const MOST_NAMED = 2

/** Whether a plan has no setup fee: all it asks to start is the first month. */
const noSetupFee = ({ upfront, monthly }: PlanChoice) => monthly > 0 && upfront === monthly

/** Whether a plan is paid the way a visitor wants to pay. */
const paysAs = (plan: PlanChoice, payment: Payment) =>
  (payment === 'once' && plan.monthly === 0) ||
  (payment === 'monthly' && plan.monthly > 0) ||
  (payment === 'noUpfront' && noSetupFee(plan))

/**
 * The needs a plan does not meet. A plan that builds to order (a custom app among what it includes)
 * meets any feature for a visitor who needs what it alone has (`ownNeeds`): "250 employees and a
 * custom scheduling app" is Enterprise Custom's, booking or not on its card.
 */
function unmetNeeds(plan: PlanChoice, needs: Needs, ownNeeds: ReadonlySet<PlanNeed>): Unmet[] {
  const unmet: Unmet[] = []
  if (needs.pages !== undefined && (!plan.pages || plan.pages.max < needs.pages))
    unmet.push({ kind: 'pages', ...(plan.pages ? { pages: plan.pages } : {}) })
  // A need the add-on meets adds its price to what is paid to start.
  const addOnNeeded = plan.addOnIncludes !== undefined && needs.includes.includes(plan.addOnIncludes)
  const addOn = addOnNeeded ? (plan.addOnPrice ?? 0) : 0
  const paid = (needs.inAll ? plan.yearCost : plan.upfront) + addOn
  const tooDear =
    (needs.upfrontBudget !== undefined && paid > needs.upfrontBudget) ||
    (needs.monthlyBudget !== undefined && plan.monthly > needs.monthlyBudget)
  if (tooDear) unmet.push({ kind: 'price' })
  const { payment } = needs
  if (payment && !paysAs(plan, payment)) unmet.push({ kind: 'payment', payment })
  // "A team of twelve and a custom app": Enterprise Custom is for businesses of its size.
  if (needs.team !== undefined && plan.minEmployees !== undefined && needs.team < plan.minEmployees)
    unmet.push({ kind: 'size', minEmployees: plan.minEmployees })
  const buildsToOrder =
    plan.includes.includes('customApp') &&
    needs.includes.some((need) => ownNeeds.has(need) && plan.includes.includes(need))
  if (buildsToOrder) return unmet
  for (const need of needs.includes) {
    const added = !needs.builtIn && plan.addOnIncludes === need
    // "No contract, and I pay once": a plan paid once has no contract to leave.
    const nothingToCancel = need === 'noContract' && payment === 'once' && paysAs(plan, 'once')
    if (!plan.includes.includes(need) && !added && !nothingToCancel) unmet.push({ kind: 'need', need })
  }
  return unmet
}

/** Whether the description says anything a plan is chosen by. */
const describesANeed = (needs: Needs) =>
  needs.pages !== undefined ||
  needs.upfrontBudget !== undefined ||
  needs.monthlyBudget !== undefined ||
  needs.payment !== undefined ||
  needs.includes.length > 0 ||
  needs.prefers !== undefined

/**
 * How much a plan misses of the needs: what it lacks, a page count it does not state counting
 * twice when pages are asked for, as it tells the visitor nothing about them.
 */
const missed = ({ plan, unmet }: { plan: PlanChoice; unmet: Unmet[] }, needs: Needs) =>
  unmet.length + (needs.pages !== undefined && !plan.pages ? 1 : 0)

/** Whether a plan lacks a feature asked for: of two that miss as much, the other comes closer. */
const lacksAFeature = ({ unmet }: { unmet: Unmet[] }) => Number(unmet.some(({ kind }) => kind === 'need'))

/** How many pages a plan's page count is away from the pages asked for. */
function pagesAway({ pages }: PlanChoice, needs: Needs): number {
  if (needs.pages === undefined) return 0
  if (!pages) return Infinity
  return Math.max(pages.min - needs.pages, needs.pages - pages.max, 0)
}

/** Whether a plan's page count holds every page count asked for ("3 to 5 pages": 3 and 5). */
const pagesMatch = (plan: PlanChoice, { pages, fewestPages = pages }: Needs) =>
  pages !== undefined &&
  fewestPages !== undefined &&
  plan.pages !== undefined &&
  plan.pages.min <= fewestPages &&
  pages <= plan.pages.max

/**
 * The plans that fit the needs, or the closest and what it lacks; null when the needs say nothing
 * to choose by, or when more plans fit than can be named and nothing tells them apart. Of the plans
 * that fit, those whose page count matches rather than exceeds the pages asked for, and of those
 * the ones without a need the visitor does not want; then the most popular when that is asked; the
 * cheapest when a budget or the lowest price is; every one when the visitor asks which plans, or
 * when two page counts hold the pages asked for ("exactly five pages": Grow's 3–5 and Scale's 5–10
 * fit equally) and no recommendation is asked for; and otherwise the cheapest of each way to pay,
 * one-time and monthly, which fit equally when the visitor did not say how they want to pay.
 */
export function findPlans(needs: Needs, choices: PlanChoice[]): PlanFinding | null {
  if (!describesANeed(needs)) return null
  const { needs: ownNeeds } = onePlanOnly(choices)
  const weighed = choices.map((plan) => ({ plan, unmet: unmetNeeds(plan, needs, ownNeeds) }))
  const byCost = (a: PlanChoice, b: PlanChoice) => a.yearCost - b.yearCost
  const fitting = weighed.filter(({ unmet }) => unmet.length === 0).map(({ plan }) => plan)
  if (fitting.length === 0) {
    const [closest] = [...weighed].sort(
      (a, b) =>
        missed(a, needs) - missed(b, needs) ||
        lacksAFeature(a) - lacksAFeature(b) ||
        pagesAway(a.plan, needs) - pagesAway(b.plan, needs) ||
        byCost(a.plan, b.plan),
    )
    return closest ? { closest: closest.plan, unmet: closest.unmet, needs } : null
  }
  const matching = fitting.filter((plan) => pagesMatch(plan, needs))
  const candidates = matching.length > 0 ? matching : fitting
  // What the visitor does not need tells plans apart: "5 pages, no booking" is not Scale's.
  const spare = candidates.filter(({ includes }) => !includes.some((need) => needs.unwanted.includes(need)))
  const fits = (spare.length > 0 ? spare : candidates).sort(byCost)
  const naming = (plans: PlanChoice[]) => (plans.length > 0 ? { fits: plans, needs } : null)
  if (needs.prefers === 'mostPopular') return naming(fits.filter((plan) => plan.mostPopular))
  const statesABudget = needs.upfrontBudget !== undefined || needs.monthlyBudget !== undefined
  if (needs.prefers === 'cheapest' || statesABudget) return naming(fits.slice(0, 1))
  const equally = needs.several || (matching.length > 1 && !needs.recommendation)
  if (equally) return fits.length <= MOST_NAMED ? naming(fits) : null
  const oneTime = fits.find((plan) => plan.monthly === 0)
  const monthly = fits.find((plan) => plan.monthly > 0)
  return naming([oneTime, monthly].filter((plan) => plan !== undefined))
}
