import { SERVICE_NEEDS } from '../content/service-needs.ts'
import type { FreeTool, ServiceId, SituationWords } from '../content/types'
import {
  ASKS_ABOUT_A_CONTRACT,
  ASKS_COST_OR_TIME,
  ASKS_FOR_A_NUMBER,
  ASKS_FOR_A_PHONE,
  ASKS_FOR_A_PLAN,
  PLAN_WORDS,
  STOP_WORDS,
} from '@assistant-language'
import { folded, foldedWords } from './folded.ts'
import type { KnowledgeEntry } from './knowledge.ts'
import type { PlanChoice } from './plan-finder.ts'
import type { Retrieval } from './retrieval.ts'
import { createServiceFinder } from './service-finder.ts'

/** A service as a reply tells it: its entry, and the free tools that fit the situation. */
export interface ServiceFound {
  entry: KnowledgeEntry
  tools: FreeTool[]
}

/**
 * Questions a situation's service does not answer: for a plan, a price, a time, a number, a
 * contract, a phone number, a date, or a recommendation.
 */
const QUESTIONS_OF_ANOTHER_KIND = [
  ASKS_FOR_A_PLAN,
  ASKS_COST_OR_TIME,
  ASKS_FOR_A_NUMBER,
  ASKS_ABOUT_A_CONTRACT,
  ASKS_FOR_A_PHONE,
  PLAN_WORDS.asksWhen,
  PLAN_WORDS.recommends,
]

/** A situation told in at least this many telling words outweighs another service the search finds. */
const STRONG_SITUATION = 4
/**
 * An answer that matched less than this share of the question's words (retrieval.ts) is a weak one:
 * it gives way to a situation told in two telling words (one of each of its groups), a plan's to one
 * told in three.
 */
const WEAK_COVERAGE = 0.5
const TOLD_OVER_A_WEAK_ANSWER = 2
const TOLD_OVER_A_WEAK_PLAN = 3

/** Whether a plan includes a service: a line of its card, or its add-on, is that service's. */
const includes = ({ includes: needs, addOnIncludes }: PlanChoice, service?: ServiceId) =>
  (service ? (SERVICE_NEEDS[service] ?? []) : []).some(
    (need) => needs.includes(need) || addOnIncludes === need,
  )

/**
 * Whether the search's answer gives way to the service a situation calls for: the same service's,
 * another's when the situation is told strongly, what the studio does for which businesses (the
 * hero's tagline), or another answer (contact, pricing, about, a plan's) that matched little of the
 * question. An FAQ's answer stands: it is the page's own answer to a question visitors ask. A plan
 * is told beside a service when the question describes a need (plan-needs.ts).
 */
function givesWay({ entry, coverage }: Retrieval, situation: ServiceFound, weight: number) {
  const { service, tellsAnOffer, planName, target } = entry
  if (service !== undefined) return service === situation.entry.service || weight >= STRONG_SITUATION
  if (tellsAnOffer === true && planName === undefined) return true
  if ('dialog' in target && target.dialog === 'faq') return false
  return coverage < WEAK_COVERAGE && weight >= (planName ? TOLD_OVER_A_WEAK_PLAN : TOLD_OVER_A_WEAK_ANSWER)
}

/**
 * The service finder's part of the replies (reply.ts), over the entries that tell of a service and
 * each language's situations: the page's words are never corrected into a situation's.
 */
export function createServiceAnswers(entries: KnowledgeEntry[], situations: SituationWords) {
  const pageWords = entries.flatMap(({ title, visitorWords, learnedWords, answer }) => [
    ...foldedWords(`${title} ${visitorWords} ${learnedWords} ${answer}`, new Set()),
  ])
  const findService = createServiceFinder(situations, [...STOP_WORDS, ...pageWords])
  const serviceFor = (question: string) => {
    const finding = findService(question)
    const entry = finding && entries.find(({ service }) => service === finding.service)
    return entry ? { found: { entry, tools: finding.tools }, weight: finding.weight } : null
  }
  return {
    /** "I miss calls after hours, which plan has a chatbot?": the service, when a plan that fits includes it. */
    besidePlans(question: string, fits: PlanChoice[]): ServiceFound | null {
      const situation = serviceFor(question)
      return situation && fits.some((plan) => includes(plan, situation.found.entry.service))
        ? situation.found
        : null
    },
    /**
     * "Nobody finds us on Google": the service of the situation a question describes, in place of
     * the search's answer (`answer`, if any) when that gives way, unless the question asks another
     * kind of question ("can you guarantee we rank first?" holds an off-topic word, which the
     * caller has weighed with the rest as `mayDescribeOne`).
     */
    inPlaceOf(question: string, answer: Retrieval | undefined, mayDescribeOne: boolean): ServiceFound | null {
      const asked = folded(question)
      if (!mayDescribeOne || QUESTIONS_OF_ANOTHER_KIND.some((asks) => asks.test(asked))) return null
      const situation = serviceFor(question)
      if (!situation) return null
      return !answer || givesWay(answer, situation.found, situation.weight) ? situation.found : null
    },
    /** "Do you do review automation?": a service the search finds, with its free tool. */
    withTool(entry: KnowledgeEntry): ServiceFound | null {
      const tool = entry.service && situations.services[entry.service].tool
      return tool ? { entry, tools: [tool] } : null
    },
  }
}
