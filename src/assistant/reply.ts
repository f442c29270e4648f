import type { FreeTool } from '../content/types'
import type { Knowledge, KnowledgeEntry } from './knowledge.ts'
import { findingText } from './plan-answer.ts'
import { findPlans, onePlanOnly, type PlanChoice } from './plan-finder.ts'
import { readNeeds } from './plan-needs.ts'
import { folded } from './folded.ts'
import { createRetriever } from './retrieval.ts'
import { createServiceAnswers } from './service-answer.ts'
import { words } from './words.ts'
import { ASKS_FOR_A_NUMBER, ASKS_FOR_RESULTS } from '@assistant-language'

/** The plans that fit what a visitor describes: why, in a line, and where their answers come from. */
export interface PlansFound {
  text: string
  plans: PlanChoice[]
  source: string
}

/**
 * The assistant's reply to a question: an entry of the page, the plans that fit what the visitor
 * describes, the service that solves the situation the visitor describes (with the free tools that
 * fit it, and the plans that include it when the description fits a plan too), or a hand-off to
 * the studio (with why, when no plan fits the description).
 */
export type Reply =
  | { kind: 'answer'; entry: KnowledgeEntry }
  | ({ kind: 'plans' } & PlansFound)
  | { kind: 'service'; entry: KnowledgeEntry; tools: FreeTool[]; plans?: PlansFound }
  | { kind: 'handOff'; reason?: string }

/** What an answer says: its entry's answer, and a plan's terms after it. */
export const answerText = ({ answer, terms }: KnowledgeEntry) => (terms ? `${answer} ${terms}` : answer)

/** What a service's answer says: its entry's answer, or in brief beside the plans that include it. */
export const serviceText = (entry: KnowledgeEntry, plans?: PlansFound) =>
  plans ? (entry.brief ?? entry.answer) : answerText(entry)

/**
 * The replies from what the assistant knows. A question that describes a need and names no plan
 * goes to the plan finder first, with the service it calls for beside the plans; the rest, and what
 * the finder cannot settle, to the retrieval, whose answer gives way to the service a situation
 * calls for (service-answer.ts).
 */
export function createReplier({ entries, offTopicStems, plans, situations }: Knowledge) {
  const planEntry = ({ id }: PlanChoice) => entries.find((entry) => entry.id === `plan-${id}`)
  // Each plan's prices, by its entry: "the $49 plan" names Grow.
  const planPrices = new Map(
    plans.flatMap((plan) => {
      const entry = planEntry(plan)
      return entry ? [[entry.id, [plan.upfront, plan.monthly].filter((price) => price > 0)] as const] : []
    }),
  )
  const { retrieve, namedPlans, holdsOffTopic } = createRetriever(
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
  const services = createServiceAnswers(entries, situations)
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
    if (finding && 'fits' in finding) {
      const found = {
        text: findingText(finding, planAnswer),
        plans: finding.fits,
        source: source(finding.fits),
      }
      const service = services.besidePlans(question, finding.fits)
      return service ? { kind: 'service', ...service, plans: found } : { kind: 'plans', ...found }
    }
    if (finding) return { kind: 'handOff', reason: findingText(finding, planAnswer) }
    // "¿Cuántas preguntas resuelve el chatbot del dentista?": a number no other entry states may be
    // a project's figure, unless the question is about a plan.
    const asksForANumber = ASKS_FOR_A_NUMBER.test(asked) && !namesOne
    const found =
      (asksForResults && results.retrieve(question)) ||
      retrieve(question) ||
      (asksForANumber && results.retrieve(question))
    // A situation is none of a question that names a plan, asks about results, describes what a
    // plan must have (the plan finder's, even when it cannot settle it) or is the studio's to answer.
    const mayDescribeOne = needs === null && !namesOne && !asksForResults && !holdsOffTopic(question)
    const situation = services.inPlaceOf(question, found || undefined, mayDescribeOne)
    if (situation) return { kind: 'service', ...situation }
    // "Did online booking help the spa with no-shows?" is not answered by what the booking service does.
    if (!found || (asksForResults && found.entry.tellsAnOffer)) return { kind: 'handOff' }
    const service = services.withTool(found.entry)
    return service ? { kind: 'service', ...service } : { kind: 'answer', entry: found.entry }
  }
}
