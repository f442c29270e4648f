import MiniSearch from 'minisearch'
import type { KnowledgeEntry } from './knowledge'
import { createPlanNaming } from './plan-names'
import { createSpelling } from './spelling'
import { folded, foldedWords } from './folded'
import { indexTerms, searchTerms, SYNONYMS, words } from './words'
import {
  ASKS_ABOUT_A_CONTRACT,
  ASKS_FOR_AN_EXTRA,
  ASKS_FOR_A_NUMBER,
  ASKS_FOR_A_PHONE,
  ASKS_FOR_A_PLAN,
  ASKS_FOR_A_PRICE,
  ASKS_FOR_EVERY_PRICE,
  ASKS_FOR_THE_PRICE_LIST,
  ASKS_WHAT_YOU_DO,
  NUMBER_WORDS,
  PLAN_WORDS,
  stem,
  STOP_WORDS,
  WORKS_WITH,
} from '@assistant-language'

/**
 * The confidence thresholds: the assistant answers with the best entry when it matches at least
 * MIN_COVERAGE of the question (its words weighted by how telling they are), or, in a long question
 * told around the page's words, when the words it matched weigh MIN_EVIDENCE (about two telling
 * words). Otherwise it hands the question to the studio.
 */
export const MIN_COVERAGE = 0.4
export const MIN_EVIDENCE = 3.3

/** Entries whose coverage is this close to the best one's are told apart by their search score. */
const NEAR_TIE = 0.05

/**
 * A question that names no plan is handed to the studio when another entry, not an overview,
 * scores at least this share of the best one's: the question fits two answers about as well, and
 * one would be a guess. (On the tuning parts it removes 13 of 48 wrong English answers for 12 right
 * ones, and 8 of 20 wrong Spanish ones for 5: the README's "Rather a hand-off than a guess".)
 */
export const RIVAL_SHARE = 0.85

/** How much a word counts where the entry has it: its title says more than its answer (as in BM25F). */
const FIELD_WEIGHTS = { title: 1, visitorWords: 0.8, learnedWords: 0.8, answer: 0.6 } as const
/** A word the entry matched only through a typo or a prefix. */
const NEAR_MATCH_WEIGHT = 0.5
type Field = keyof typeof FIELD_WEIGHTS
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[]
/** The fields the page's own words are in. */
const PAGE_FIELDS: Field[] = ['title', 'visitorWords', 'answer']

export interface Retrieval {
  entry: KnowledgeEntry
  score: number
  /** The share of the question's words the entry matched, each weighted by how telling it is. */
  coverage: number
  /** The weight of the question's words it matched. */
  evidence: number
  /** The question's terms it matched. */
  matched: string[]
}

/** How many words apart a number and what it counts may be: "1 content update per month". */
const NEAR = 4

/**
 * Whether two stems are one word's: "actualiz" (actualizaciones) and "actualizacion" (the stemmer
 * does not shorten the unaccented singular).
 */
const sameStem = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)))

/** Whether a word is a number, in digits or in words ("3", "unlimited", "mitad"). */
const isANumber = (word: string) => /\d/.test(word) || NUMBER_WORDS.test(word)

/** A phone number as a page would write it: "(512) 555-0148", "+1 512 555 0148". */
const PHONE_NUMBER = /\+?\(?\d{2,4}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/

/** An entry that sums up others (the price list, the list of services), weighted below 1. */
const overview = ({ weight = 1 }: KnowledgeEntry) => weight < 1

const confident = ({ coverage, evidence }: { coverage: number; evidence: number }) =>
  coverage >= MIN_COVERAGE || evidence >= MIN_EVIDENCE

/**
 * A search over the entries that answers with the best entry, or with nothing when unsure or when
 * the question holds a word of the off-topic stems (learned-words.ts); and which plans a question
 * names (plan-names.ts), by name or by a price of its own (`planPrices`, by the plan's entry id).
 */
export function createRetriever(
  entries: KnowledgeEntry[],
  offTopicStems: readonly string[],
  planPrices: ReadonlyMap<string, readonly number[]> = new Map(),
) {
  const offTopic = new Set(offTopicStems)
  /** Whether the question holds a word of the off-topic stems: it is the studio's to answer. */
  const holdsOffTopic = (question: string) =>
    [...foldedWords(question, STOP_WORDS)].some((word) => offTopic.has(stem(word)))
  // Typos are corrected into the page's words; the learned words are known, but a typo is never
  // made into one ("fix" is not "fixed", learned from questions about a fixed price).
  const pageWords = entries.flatMap((entry) => PAGE_FIELDS.flatMap((field) => words(entry[field])))
  const correct = createSpelling(pageWords, [
    ...SYNONYMS.keys(),
    ...entries.flatMap((entry) => words(entry.learnedWords)),
  ])
  // A plan's name is looked for among the words corrected into the page's alone: a typo of it
  // learned from the examples ("grwo") still names it (plan-names.ts).
  const correctToPage = createSpelling(pageWords, SYNONYMS.keys())
  const questionTerms = (question: string) => searchTerms(question, correct)
  const planNames = entries.flatMap(({ planName }) => (planName ? [folded(planName)] : []))
  /**
   * Whether one of a text's words that `isAnchor` accepts has one of `terms` within NEAR words of it
   * (by stem); with no terms, whether it has such a word at all.
   */
  const anchoredNear = (textWords: string[], isAnchor: (word: string) => boolean, terms: string[]) =>
    textWords.some(
      (word, at) =>
        isAnchor(word) &&
        (terms.length === 0 ||
          textWords
            .slice(Math.max(0, at - NEAR), at + NEAR + 1)
            .some((near) =>
              searchTerms(near).some((term) => terms.some((wanted) => sameStem(term, wanted))),
            )),
    )
  /**
   * Whether a text states a number near what a "how many" question counts (its first two words
   * after "how many"): "how many pages" is answered by "3–5 page site", "¿cuántos cambios?" by
   * "cambios estándar ilimitados", and not by a text whose only number counts something else.
   */
  const statesHowMany = (text: string, asked: string) =>
    anchoredNear(
      // "24/7" is how long, not how many, and a plan's name counts nothing ("All-Inclusive cuesta
      // $150" is no count of what it includes).
      planNames
        .reduce((told, name) => told.replaceAll(name, ' '), folded(text))
        .replace(/\b24\/7\b/g, ' ')
        .split(/[^\p{L}\p{N}]+/u),
      isANumber,
      questionTerms(asked.split(ASKS_FOR_A_NUMBER)[1] ?? '').slice(0, 2),
    )
  /**
   * Whether a text states a price near a word: "Optional AI chatbot add-on: $100 one-time"; so it
   * does when the word names nothing ("how much extra is it?").
   */
  const pricesNear = (text: string, word: string) => {
    const priced = searchTerms(word).slice(0, 1)
    return (
      priced.length === 0 || anchoredNear(text.split(/\s+/), (textWord) => textWord.includes('$'), priced)
    )
  }
  const index = new MiniSearch<KnowledgeEntry>({
    fields: FIELDS,
    tokenize: (text) => [text],
    processTerm: indexTerms,
    searchOptions: {
      processTerm: questionTerms,
      boost: { title: 2, visitorWords: 1.5, learnedWords: 1.5 },
      weights: { fuzzy: 0.9, prefix: 0.5 },
      // Small typos in longer words; numbers must match exactly.
      fuzzy: (term) => (/\d/.test(term) ? false : term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 4 && !/\d/.test(term),
      boostDocument: (id) => byId.get(String(id))?.weight ?? 1,
    },
  })
  index.addAll(entries)
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const termsByField = new Map(
    entries.map((entry) => [
      entry.id,
      FIELDS.map((field) => ({ field, terms: new Set(indexTerms(entry[field])) })),
    ]),
  )
  const namedPlans = createPlanNaming(entries, correctToPage, planPrices)
  /** Every term of every entry: a word of a question that is none of them, the page does not know. */
  const knownTerms = new Set(
    [...termsByField.values()].flatMap((fields) => fields.flatMap(({ terms }) => [...terms])),
  )
  /** Where an entry has a term, in its weightiest field of `fields`. */
  const fieldWeight = (id: string, term: string, fields: readonly Field[] = FIELDS) => {
    const found = termsByField.get(id)?.find(({ field, terms }) => fields.includes(field) && terms.has(term))
    return found ? FIELD_WEIGHTS[found.field] : NEAR_MATCH_WEIGHT
  }

  // A word found in few entries says more about the question than one found in many.
  const tellingByTerm = new Map<string, number>()
  const weight = (term: string) => {
    const known = tellingByTerm.get(term)
    if (known !== undefined) return known
    const found = index.search(term, { processTerm: (same) => same }).length
    const telling = Math.log(1 + entries.length / (1 + found))
    tellingByTerm.set(term, telling)
    return telling
  }

  const retrieve = (question: string): Retrieval | null => {
    const terms = [...new Set(questionTerms(question))]
    if (terms.length === 0) return null
    // "Can you design a logo?": a word only questions the page does not answer use.
    if (holdsOffTopic(question)) return null
    const weights = new Map(terms.map((term) => [term, weight(term)]))
    const total = terms.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0)
    const plans = namedPlans(question)
    const ranked = index
      .search(question)
      .map((result) => {
        const id = String(result.id)
        const entry = byId.get(id) as KnowledgeEntry
        // A plan's name that the question uses only as a word ("when will my site launch?", "when
        // will it be live?") finds that plan's entry only where the entry uses it as a word too
        // ("Free 30-minute launch call"), not by its title or the words learned for its name.
        const nameTerms = plans.asAWord.has(id) ? searchTerms(entry.planName ?? '') : []
        const wordWeight = (term: string) =>
          nameTerms.includes(term)
            ? fieldWeight(
                id,
                term,
                PAGE_FIELDS.filter((field) => field !== 'title'),
              )
            : fieldWeight(id, term)
        const evidence = result.queryTerms.reduce(
          (sum, term) => sum + (weights.get(term) ?? 0) * wordWeight(term),
          0,
        )
        const fullEvidence = result.queryTerms.reduce(
          (sum, term) => sum + (weights.get(term) ?? 0) * fieldWeight(id, term),
          0,
        )
        return {
          entry,
          score: result.score * (evidence / (fullEvidence || 1)),
          evidence,
          coverage: evidence / total,
          matched: result.queryTerms,
        }
      })
      .sort((a, b) => b.coverage - a.coverage || b.score - a.score)
    const named = ranked.filter(({ entry }) => plans.mentioned.has(entry.id))
    const asked = folded(question)
    // "How long is the contract on Grow?" is not answered by a plan whose card and terms state none.
    const asksAboutAContract = ASKS_ABOUT_A_CONTRACT.test(asked)
    const statesAContract = ({ answer, terms: planTerms = '' }: KnowledgeEntry) =>
      ASKS_ABOUT_A_CONTRACT.test(folded(`${answer} ${planTerms}`))
    // Two plans named side by side are answered in the page's order: "scale or grow" → Grow, Scale.
    const [first, second] = [...named].sort((a, b) => entries.indexOf(a.entry) - entries.indexOf(b.entry))
    if (named.length === 2 && first && second) {
      if (asksAboutAContract && !statesAContract(first.entry) && !statesAContract(second.entry)) return null
      return { ...first, entry: comparison(first.entry, second.entry, new Set(terms)) }
    }
    // "What are all your prices?" names no plan, and the price list answers it.
    const priceList = ranked.find(({ entry }) => entry.listsEveryPrice)
    if (priceList && plans.mentioned.size === 0 && ASKS_FOR_THE_PRICE_LIST.test(asked)) return priceList
    // "Which plan has…" is answered with a plan, and "how much is…" with a price, unless it asks
    // about the plans paid one way: "the first month's payment" answers the monthly plans.
    const asksForAPlan = ASKS_FOR_A_PLAN.test(asked)
    const asksForAPrice = ASKS_FOR_A_PRICE.test(asked)
    const candidates = ranked.filter(
      ({ entry }) =>
        (!asksForAPlan || entry.planName) &&
        (!asksForAPrice || entry.answer.includes('$') || PLAN_WORDS.namesByPayment.test(asked)),
    )
    // Of the entries that match nearly the most telling share of the question's words, the best
    // scored; the whole price list only when the question asks for every price.
    const closest = candidates.filter(({ coverage }) => coverage >= (candidates[0]?.coverage ?? 0) - NEAR_TIE)
    const [best] = closest.sort((a, b) => b.score - a.score)
    // A question about one plan is answered with an entry that speaks of that plan, or with its own:
    // "is there a setup cost on Grow?" gets Grow, not how payment works.
    const namedPlan =
      plans.named.size === 1 ? named.find(({ entry }) => plans.named.has(entry.id)) : undefined
    const speaksOf = ({ entry }: Retrieval, plan: KnowledgeEntry) =>
      entry === plan || `${entry.title} ${entry.answer}`.includes(plan.planName ?? '')
    // "Do you build AI chatbots for businesses?" asks what the studio does: of the entries that match
    // every word the best one matches, what the studio offers (a service or a plan) answers it, and
    // a FAQ about it is no rival.
    const offer =
      best && plans.named.size === 0 && ASKS_WHAT_YOU_DO.test(asked)
        ? candidates
            .filter(
              ({ entry, matched }) =>
                entry.tellsAnOffer && best.matched.every((term) => matched.includes(term)),
            )
            .sort((a, b) => b.score - a.score)[0]
        : undefined
    const top = offer ?? (namedPlan && best && !speaksOf(best, namedPlan.entry) ? namedPlan : best)
    if (!top || !confident(top)) return null
    // "Does your booking sync with Mindbody?", "can it answer on WhatsApp?": a name the page never
    // uses is no question it answers.
    const workedWith = WORKS_WITH.exec(asked)
      ?.slice(1)
      .find((clause) => clause !== undefined)
    if (workedWith && searchTerms(workedWith).some((term) => !knownTerms.has(term))) return null
    // "How many people work for you?" is no question for an answer without a number, nor "what's
    // your phone number?" for one without a phone number.
    if (ASKS_FOR_A_NUMBER.test(asked) && !statesHowMany(top.entry.answer, asked)) return null
    if (ASKS_FOR_A_PHONE.test(asked) && !PHONE_NUMBER.test(top.entry.answer)) return null
    if (top.entry.planName && asksAboutAContract && !statesAContract(top.entry)) return null
    // "What does an extra page cost?" is not answered by a plan's price and its page count.
    const extra = ASKS_FOR_AN_EXTRA.exec(asked)?.[1]
    if (extra !== undefined && !pricesNear(top.entry.answer, extra)) return null
    // An overview and one of its parts are no rivals, nor a plan whose name the question uses only
    // as a word ("when will my website launch?" and the Launch plan's "launch call").
    const rivals = candidates.filter(
      ({ entry }) => entry !== top.entry && !overview(entry) && !plans.asAWord.has(entry.id),
    )
    const rival = Math.max(0, ...rivals.map(({ score }) => score))
    if (!offer && plans.named.size === 0 && !overview(top.entry) && rival >= RIVAL_SHARE * top.score)
      return null
    // "How much do the text and email campaigns cost?" asks the price of what an entry other than a
    // plan tells of, and neither the answer nor any plan does: the page does not price it.
    const unpriced = ranked.find(
      ({ entry, coverage }) => !entry.planName && !entry.answer.includes('$') && coverage >= top.coverage,
    )
    const matchedByAPlan = (term: string) =>
      ranked.some(({ entry, matched }) => entry.planName !== undefined && matched.includes(term))
    const pricesTheUnpriced =
      unpriced !== undefined &&
      unpriced.matched.some((term) => !top.matched.includes(term) && !matchedByAPlan(term))
    if (asksForAPrice && plans.named.size === 0 && top.entry.planName && pricesTheUnpriced) return null
    if (!top.entry.listsEveryPrice) return top
    // The list of every price answers only a question that asks for all of them: a question about
    // one plan gets that plan, any other the next best entry.
    const [onlyNamed] = named
    if (named.length === 1 && onlyNamed) return onlyNamed
    const next = candidates.find(({ entry }) => entry !== top.entry)
    const asksForEveryPrice = ASKS_FOR_EVERY_PRICE.test(words(question).map(correctToPage).join(' '))
    // "¿Cuánto cuesta la entrega urgente?" asks the price of what an entry other than a plan tells
    // of, and the list does not: the page does not price it.
    const asksForAnotherPrice = terms.some(
      (term) =>
        !top.matched.includes(term) &&
        ranked.some(({ entry, matched }) => !entry.planName && matched.includes(term)),
    )
    if (!asksForEveryPrice && asksForAnotherPrice) return null
    // A price question that names no plan and fits no plan better than the others ("what do you
    // charge?") is about the prices too.
    const fitsNoPlanBetter = asksForAPrice && next !== undefined && next.coverage < top.coverage - NEAR_TIE
    return asksForEveryPrice || fitsNoPlanBetter || !next || !confident(next) ? top : next
  }
  return { retrieve, namedPlans, holdsOffTopic }
}

/**
 * Two plans the question names side by side ("grow or scale?"): each one's answer, in one reply,
 * without an add-on unless the question asks about it ("launch or grow, which has the chatbot?").
 */
function comparison(first: KnowledgeEntry, second: KnowledgeEntry, asked: Set<string>): KnowledgeEntry {
  const told = ({ answer, brief }: KnowledgeEntry) => {
    if (brief === undefined) return answer
    const briefTerms = new Set(indexTerms(brief))
    const addOnAsked = indexTerms(answer.slice(brief.length)).some(
      (term) => asked.has(term) && !briefTerms.has(term),
    )
    return addOnAsked ? answer : brief
  }
  return {
    ...first,
    id: `${first.id}+${second.id}`,
    source: `${first.source}, ${second.planName}`,
    answer: `${told(first)} ${told(second)}`,
  }
}
