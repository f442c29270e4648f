import type { Knowledge, KnowledgeEntry } from './knowledge.ts'
import { findingText } from './plan-answer.ts'
import { findPlans, onePlanOnly, type PlanChoice } from './plan-finder.ts'
import { readNeeds } from './plan-needs.ts'
import { folded } from './folded.ts'
import { createRetriever } from './retrieval.ts'
import { words } from './words.ts'
import { ASKS_FOR_A_NUMBER, ASKS_FOR_RESULTS } from '@assistant-language'

/**
 * The assistant's reply to a question: an entry of the page, the plans that fit what the visitor
 * describes, or a hand-off to the studio (with why, when no plan fits the description).
 */
export type Reply =
  | { kind: 'answer'; entry: KnowledgeEntry }
  | { kind: 'plans'; text: string; plans: PlanChoice[]; source: string }
  | { kind: 'handOff'; reason?: string }

/** What an answer says: its entry's answer, and a plan's terms after it. */
export const answerText = ({ answer, terms }: KnowledgeEntry) => (terms ? `${answer} ${terms}` : answer)

/**
 * The replies from what the assistant knows. A question that describes a need and names no plan
 * goes to the plan finder first; the rest, and what the finder cannot settle, to the retrieval.
 */
export function createReplier({ entries, offTopicStems, plans }: Knowledge) {
  const planEntry = ({ id }: PlanChoice) => entries.find((entry) => entry.id === `plan-${id}`)
  // Each plan's prices, by its entry: "the $49 plan" names Grow.
  const planPrices = new Map(
    plans.flatMap((plan) => {
      const entry = planEntry(plan)
      return entry ? [[entry.id, [plan.upfront, plan.monthly].filter((price) => price > 0)] as const] : []
    }),
  )
  const { retrieve, namedPlans } = createRetriever(
    entries.filter(({ tellsResults }) => !tellsResults),
    offTopicStems,
    planPrices,
  )
  // Our work and the reviews answer only questions about results, searched on their own: their
  // many everyday words would otherwise weigh on every other question.
  const results = createRetriever(
    entries.filter(({ tellsResults }) => tellsResults),
    offTopicStems,
  )
  // A client is named by the first two words of its name: "Casa Verde", "Lotus Day", "Little Oaks"
  // (and not by "a heating and air company").
  const clientNames = entries.flatMap(({ client }) => (client ? [words(client).slice(0, 2).join(' ')] : []))
  const namesAClient = (question: string) => {
    const asked = ` ${words(question).join(' ')} `
    return clientNames.some((name) => asked.includes(` ${name} `))
  }
  const minEmployees = Math.min(...plans.flatMap((plan) => plan.minEmployees ?? []))
  const ownedByOne = onePlanOnly(plans)
  /** A plan's answer as a visitor reads it: its price, what it includes, and its terms. */
  const planAnswer = (plan: PlanChoice) => {
    const entry = planEntry(plan)
    return entry ? answerText(entry) : ''
  }
  /** "Pricing: Grow", "Pricing: Grow, Scale": where the plans' answers come from. */
  const source = ([first, ...others]: PlanChoice[]) =>
    [first && planEntry(first)?.source, ...others.map(({ name }) => name)].join(', ')
  /** "The Grow plan", "the $49 one" (a price the page states, not as a budget): it names a plan. */
  const namesAPlan = (question: string) => namedPlans(question).named.size > 0
  return (question: string): Reply => {
    const asked = folded(question)
    const asksForResults = ASKS_FOR_RESULTS.test(asked)
    const namesOne = namesAPlan(question)
    // "What time does Casa Verde open?", "book me a facial at Lotus Day Spa" are for the client,
    // not the studio.
    if (!asksForResults && namesAClient(question)) return { kind: 'handOff' }
    // "Did the dental chatbot capture more leads?" asks what happened, not for a plan.
    const needs = namesOne || asksForResults ? null : readNeeds(question, minEmployees, ownedByOne)
    const finding = needs && findPlans(needs, plans)
    if (finding)
      return 'fits' in finding
        ? {
            kind: 'plans',
            text: findingText(finding, planAnswer),
            plans: finding.fits,
            source: source(finding.fits),
          }
        : { kind: 'handOff', reason: findingText(finding, planAnswer) }
    // "¿Cuántas preguntas resuelve el chatbot del dentista?": a number no other entry states may be
    // a project's figure, unless the question is about a plan.
    const asksForANumber = ASKS_FOR_A_NUMBER.test(asked) && !namesOne
    const found =
      (asksForResults && results.retrieve(question)) ||
      retrieve(question) ||
      (asksForANumber && results.retrieve(question))
    // "Did online booking help the spa with no-shows?" is not answered by what the booking service does.
    if (!found || (asksForResults && found.entry.tellsAnOffer)) return { kind: 'handOff' }
    return { kind: 'answer', entry: found.entry }
  }
}
