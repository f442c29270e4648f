import { unbroken } from './unbroken.ts'

/** The four plans with a card of their own; Enterprise Custom is quoted instead. */
export type PlanId = 'launch' | 'grow' | 'scale' | 'allInclusive'

/**
 * What a visitor may need of a plan: the features, terms and size a plan's card states, which the
 * assistant's plan finder (src/assistant/plan-finder.ts) matches a visitor's description against.
 */
export type PlanNeed =
  | 'chatbot'
  | 'booking'
  | 'leadCapture'
  | 'hosting'
  | 'contentUpdates'
  | 'unlimitedEdits'
  | 'prioritySupport'
  | 'localSeo'
  | 'fullSeo'
  | 'splitTesting'
  | 'phoneCampaigns'
  | 'crm'
  | 'noContract'
  | 'customApp'
  | 'automation'
  | 'locations'
  | 'bigTeam'

/** How many pages a plan's site has, from `min` to `max`. */
export interface PageRange {
  min: number
  max: number
}

/**
 * A plan's facts in every language: its page count, when its card states one, and what it
 * includes, as its card, its add-on and the FAQ state them. No contract is a monthly plan's term
 * (a one-time plan has none to leave, the FAQ's "Can I cancel?": the plan finder meets it by paying
 * once, for a visitor who pays once).
 */
export interface PlanFacts {
  pages?: PageRange
  includes: PlanNeed[]
  /** What the plan's optional add-on adds. */
  addOnIncludes?: PlanNeed
}

/** The page count of each plan whose card states one; each language's copy writes it from here. */
export const PLAN_PAGES = {
  launch: { min: 1, max: 1 },
  grow: { min: 3, max: 5 },
  scale: { min: 5, max: 10 },
} satisfies Partial<Record<PlanId, PageRange>>

/** Every plan's facts, written once for every language's copy. */
export const PLAN_FACTS: Record<PlanId, PlanFacts> = {
  launch: { pages: PLAN_PAGES.launch, includes: [], addOnIncludes: 'chatbot' },
  grow: {
    pages: PLAN_PAGES.grow,
    includes: ['chatbot', 'leadCapture', 'hosting', 'contentUpdates', 'localSeo'],
  },
  scale: {
    pages: PLAN_PAGES.scale,
    includes: [
      'chatbot',
      'booking',
      'hosting',
      'contentUpdates',
      'splitTesting',
      'localSeo',
      'fullSeo',
      'phoneCampaigns',
      'crm',
    ],
  },
  allInclusive: {
    includes: ['hosting', 'contentUpdates', 'unlimitedEdits', 'prioritySupport', 'noContract'],
  },
}

/** Enterprise Custom's facts: who it is for (its summary's "100+ employees") and what it builds. */
export const ENTERPRISE_FACTS = {
  minEmployees: 100,
  includes: ['customApp', 'automation', 'locations', 'bigTeam'] satisfies PlanNeed[],
}

/** "1", "3–5": a page range as the cards write it, on one line. */
export const pageRangeText = ({ min, max }: PageRange) => (min === max ? `${min}` : unbroken(`${min}–${max}`))
