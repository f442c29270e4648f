import MiniSearch from 'minisearch'
import { stemmer } from 'stemmer'
import type { KnowledgeEntry } from './knowledge'

/** Everyday words, and the word the page uses for the same thing. */
export const SYNONYMS: Record<string, string> = {
  cost: 'price',
  costs: 'price',
  fee: 'price',
  fees: 'price',
  charge: 'price',
  cheap: 'price',
  cheaper: 'price',
  cheapest: 'price',
  expensive: 'price',
  deposit: 'upfront',
  advance: 'upfront',
  live: 'launch',
  finished: 'launch',
  ready: 'launch',
  fast: 'weeks',
  long: 'weeks',
  soon: 'weeks',
  dentist: 'dental',
  dentists: 'dental',
  gym: 'fitness',
  gyms: 'fitness',
  store: 'stores',
  shop: 'stores',
  ecommerce: 'stores',
  subscription: 'cancel',
  contract: 'cancel',
  quit: 'cancel',
  google: 'ads',
  advertising: 'ads',
  appointments: 'booking',
  appointment: 'booking',
  schedule: 'booking',
  bot: 'chatbot',
  chat: 'chatbot',
  hidden: 'surprises',
  reach: 'contact',
  site: 'website',
  sites: 'website',
  pages: 'page',
  hosted: 'hosting',
  pay: 'payment',
  paid: 'payment',
  leave: 'move',
}

/** Phrases rewritten before the words are split. */
const PHRASES: [RegExp, string][] = [
  [/\bgo(?:es|ing)? live\b/g, 'launch'],
  [/\b(?:be|im|i am|get|go|going) online\b/g, 'launch'],
  [/\bonline (?:store|shop)s?\b/g, 'stores'],
  [/\bon (?:my |a |your )?(?:phone|cell|smartphone)s?\b/g, 'mobile'],
  [/\ball[\s-]+inclusive\b/g, 'allinclusive'],
  [/\badd[\s-]+on\b/g, 'addon'],
  [/\bset[\s-]*up\b/g, 'setup'],
]

/** Words that say nothing about what the visitor wants to know. */
export const STOP_WORDS = new Set(
  `a about after all also am an and any anything are as at be been before being between build but by can
  come comes could did do does doing done everything for from get gets getting give go got had
  has have having he help her here him his how i if im in into is it its just know let like make
  many me might more most much my need no not now of off on one or our out over per please quick
  quickly really run should so some tell than that the their them then there these they thing
  things this those till to too u up us use very want was we well were what whats when where
  which while who whom whose why will with would yes you your yours`.split(/\s+/),
)

/** "Lanch", "prcing": the page's words, lowercased, without stop words, mapped and stemmed. */
export function searchTerms(text: string): string[] {
  return words(text).map((word) => stemmer(SYNONYMS[word] ?? word))
}

function words(text: string): string[] {
  let lower = text.toLowerCase().replace(/[’']/g, '')
  for (const [phrase, replacement] of PHRASES) lower = lower.replace(phrase, replacement)
  return lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !STOP_WORDS.has(word))
}

/** The page's words are indexed both as written and stemmed, so a typo is still near one of them. */
const indexTerms = (text: string) => words(text).flatMap((word) => [...new Set([word, stemmer(word)])])

/**
 * The confidence threshold: when the best entry matches less than this share of the question
 * (its words weighted by how telling they are), the assistant hands the question to the studio.
 */
export const MIN_COVERAGE = 0.5

export interface Retrieval {
  entry: KnowledgeEntry
  score: number
  /** The share of the question's words the entry matched, each weighted by how telling it is. */
  coverage: number
}

/** A search over the entries that answers with the best entry, or with nothing when unsure. */
export function createRetriever(entries: KnowledgeEntry[]) {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'answer'],
    tokenize: (text) => [text],
    processTerm: indexTerms,
    searchOptions: {
      processTerm: searchTerms,
      boost: { title: 2, keywords: 1.5 },
      weights: { fuzzy: 0.9, prefix: 0.5 },
      // Small typos in longer words; numbers must match exactly.
      fuzzy: (term) => (/\d/.test(term) ? false : term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 4 && !/\d/.test(term),
      boostDocument: (id) => byId.get(String(id))?.weight ?? 1,
    },
  })
  index.addAll(entries)
  const byId = new Map(entries.map((entry) => [entry.id, entry]))

  // A word found in few entries says more about the question than one found in many.
  const weight = (term: string) =>
    Math.log(1 + entries.length / (1 + index.search(term, { processTerm: (same) => same }).length))

  return (question: string): Retrieval | null => {
    const terms = [...new Set(searchTerms(question))]
    if (terms.length === 0) return null
    const weights = new Map(terms.map((term) => [term, weight(term)]))
    const total = terms.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0)
    // The entry that matches the most telling share of the question's words, then the best scored.
    const [best] = index
      .search(question)
      .map((result) => ({
        entry: byId.get(String(result.id)) as KnowledgeEntry,
        score: result.score,
        coverage: result.queryTerms.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0) / total,
      }))
      .sort((a, b) => b.coverage - a.coverage || b.score - a.score)
    return best && best.coverage >= MIN_COVERAGE ? best : null
  }
}
