import { PLAN_WORDS, WORKS_WITH } from '@assistant-language'
import type { PlanNeed } from '../content/plan-facts.ts'
import { folded } from './folded.ts'
import type { Needs, OnePlanOnly, Payment } from './plan-finder.ts'

const {
  numbers,
  or,
  page,
  people,
  teamOf,
  dollars,
  amounts,
  perMonth,
  monthlyBefore,
  needs,
  payment,
  builtIn,
} = PLAN_WORDS
const number = `(\\d+|${Object.keys(numbers).join('|')})`
const PAGES = new RegExp(
  `\\b${number}(?:\\s*(?:-|–|${or})\\s*${number})?[\\s-]+(?:[a-z]+\\s+)?(?:${page})\\b`,
  'g',
)
/** A team's size: "150 employees", "a 12-person studio", "a team of twelve". */
const headCount = `(\\d[\\d,]*|${Object.keys(numbers).join('|')})`
const PEOPLE = new RegExp(
  `\\b${headCount}\\+?[\\s-]*(?:${people.replace(/s\b/g, 's?')})\\b|\\b(?:${teamOf}) ${headCount}\\b`,
  'g',
)
/** An amount: "$300", "$2k", "300 dollars", or a bare number, which is one when "a month" follows it. */
const AMOUNT = new RegExp(`(\\$\\s?)?\\b(\\d[\\d,]*)(k?)(\\s*(?:${dollars})\\b)?`, 'g')
/** An amount in words, the longest first, so that no phrase is cut short by a shorter one. */
const AMOUNT_WORDS = new RegExp(
  `\\b(?:${Object.keys(amounts)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
)

const toNumber = (written: string) => numbers[written] ?? Number(written.replace(/,/g, ''))

/**
 * The pages the question states, if any: the fewest and the most, "seven or eight pages" → 7 and 8,
 * "five pages" → 5 and 5.
 */
function statedPages(question: string): { fewest: number; most: number } | undefined {
  const counts = [...question.matchAll(PAGES)].flatMap(([, low = '', high]) =>
    high === undefined ? [toNumber(low)] : [toNumber(low), toNumber(high)],
  )
  return counts.length > 0 ? { fewest: Math.min(...counts), most: Math.max(...counts) } : undefined
}

/**
 * A text with its amounts in words written in digits: "four hundred fifty" is 450 and "mil
 * quinientos" 1500, a number of thousands or hundreds followed by its hundreds or tens one amount.
 */
const inDigits = (text: string) =>
  text
    .replace(AMOUNT_WORDS, (words) => String(amounts[words]))
    .replace(
      /\b(\d)000 (?:and )?(\d)00\b/g,
      (_, thousands: string, hundreds: string) => `${thousands}${hundreds}00`,
    )
    .replace(/\b(\d+)00 (?:and )?(\d0)\b/g, (_, hundreds: string, tens: string) => `${hundreds}${tens}`)

/** Whether the question speaks of a budget (its lowercased, unaccented text). */
export const speaksOfABudget = (question: string) => PLAN_WORDS.budget.test(inDigits(question))

/** The budgets the question states: amounts "a month", and the rest (to start, or in all). */
function statedBudgets(question: string) {
  const budgets: { upfrontBudget?: number; monthlyBudget?: number } = {}
  if (!speaksOfABudget(question)) return budgets
  const text = inDigits(question)
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, dollar, digits = '', thousands, dollars] = match
    const before = text.slice(0, match.index)
    const after = text.slice((match.index ?? 0) + whole.length)
    const monthly = perMonth.test(after)
    if (!dollar && !dollars && !monthly) continue
    const amount = Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1)
    const key = monthly || monthlyBefore.test(before) ? 'monthlyBudget' : 'upfrontBudget'
    budgets[key] = Math.max(budgets[key] ?? 0, amount)
  }
  return budgets
}

/** A text without the team sizes it states ("150 employees"), whose numbers are then no prices. */
export const withoutTeamSizes = (text: string) => text.replace(PEOPLE, ' ')

/** The largest team the question states, if any. */
function statedTeam(question: string): number | undefined {
  const sizes = [...question.matchAll(PEOPLE)].map(([, count, countAfter]) =>
    toNumber(count ?? countAfter ?? ''),
  )
  return sizes.length > 0 ? Math.max(...sizes) : undefined
}

/**
 * What a question describes of the plan it needs, or null when it neither asks for a plan nor
 * states a number (of pages, dollars or people) nor describes two needs nor wants one of
 * `ownNeeds` (the needs one plan alone meets), or when it asks to compare them all: "can I cancel
 * anytime?" is a question for the FAQ, "a monthly plan I can cancel anytime" one for the finder.
 * A team of `minEmployees` or more is Enterprise Custom's size.
 */
export function readNeeds(
  question: string,
  minEmployees: number,
  { needs: ownNeeds, payments: ownPayments }: OnePlanOnly,
): Needs | null {
  const asked = folded(question)
  if (
    [PLAN_WORDS.comparesAll, PLAN_WORDS.namesByPayment, PLAN_WORDS.asksWhen, PLAN_WORDS.asksWhatItIs].some(
      (words) => words.test(asked),
    )
  )
    return null
  let text = asked
  const pages = statedPages(text)
  const budgets = statedBudgets(text)
  const team = statedTeam(text)
  const bigTeam = team !== undefined && team >= minEmployees
  const statesANumber = pages !== undefined || Object.keys(budgets).length > 0 || bigTeam
  // "Will the booking connect to my CRM?" asks what a service does; "we need our forms to connect
  // to our CRM", "which plan plugs into it?" and "eight pages, booking, and connect it to our CRM"
  // ask for a plan.
  const asksWhatAServiceDoes =
    WORKS_WITH.test(asked) && !PLAN_WORDS.wants.test(asked) && !PLAN_WORDS.asksForAPlan.test(asked)
  if (asksWhatAServiceDoes && !statesANumber) return null
  text = withoutTeamSizes(text.replace(AMOUNT, ' ').replace(PAGES, ' '))
  let paying: Payment | undefined
  for (const [way, pattern] of payment) {
    if (!pattern.test(text)) continue
    paying ??= way
    text = text.replace(pattern, ' ')
  }
  // An amount a month is a monthly plan's price.
  if (budgets.monthlyBudget !== undefined) paying ??= 'monthly'
  const needed = text.replace(PLAN_WORDS.notNeeded, ' ')
  const notNeeded = [...text.matchAll(PLAN_WORDS.notNeeded)].map(([clause]) => clause).join(' ')
  // Each need named: wanted, or refused by the words just before it ("no chatbot") or said not needed.
  const named = (Object.entries(needs) as [PlanNeed, RegExp][]).map(([need, pattern]) => {
    const found = pattern.exec(needed)
    const refused = found !== null && PLAN_WORDS.refused.test(needed.slice(0, found.index))
    return { need, wanted: found !== null && !refused, unwanted: refused || pattern.test(notNeeded) }
  })
  const includes = [
    ...named.filter(({ wanted }) => wanted).map(({ need }) => need),
    ...(bigTeam ? (['bigTeam'] as const) : []),
  ]
  // Read before the ways to pay are taken out: "la mensualidad más baja" is the cheapest.
  const prefers = PLAN_WORDS.mostPopular.test(asked)
    ? 'mostPopular'
    : PLAN_WORDS.cheapest.test(asked)
      ? 'cheapest'
      : undefined
  const stated = {
    ...(pages === undefined ? {} : { pages: pages.most, fewestPages: pages.fewest }),
    ...(team === undefined ? {} : { team }),
    ...budgets,
    ...(paying ? { payment: paying } : {}),
    includes,
    unwanted: named.filter(({ unwanted }) => unwanted).map(({ need }) => need),
    builtIn: builtIn.test(text),
    ...(prefers ? { prefers } : {}),
    // "A website for under $400" is all the site may cost: a monthly plan's first year, not its first month.
    inAll:
      budgets.upfrontBudget !== undefined &&
      budgets.monthlyBudget === undefined &&
      paying === undefined &&
      !PLAN_WORDS.toStart.test(asked),
    several: PLAN_WORDS.several.test(text),
    recommendation: PLAN_WORDS.recommends.test(text),
  } satisfies Needs
  const described = includes.length + (paying ? 1 : 0) + (prefers ? 1 : 0)
  // "We want our forms in our CRM", "I want to pay once": one need or one way to pay that one plan
  // alone meets, stated as a want.
  const [only] = includes
  const onePlanHasIt =
    (only !== undefined && ownNeeds.has(only)) ||
    (includes.length === 0 && paying !== undefined && ownPayments.has(paying))
  const wantsWhatOnePlanHas = described === 1 && onePlanHasIt && PLAN_WORDS.wants.test(asked)
  // "What's the cheapest way to get online?", "¿cuál es el que más escoge la gente?" ask for a plan.
  const asksForAPlan = PLAN_WORDS.asksForAPlan.test(text) || prefers !== undefined
  return asksForAPlan || statesANumber || described >= 2 || wantsWhatOnePlanHas ? stated : null
}
