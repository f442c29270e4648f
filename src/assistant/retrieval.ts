import MiniSearch from 'minisearch'
import type { KnowledgeEntry } from './knowledge'

/** Everyday words mapped to the words the page uses. */
const SYNONYMS: Record<string, string> = {
  cost: 'price',
  costs: 'price',
  much: 'price',
  cheapest: 'price',
  fee: 'price',
  deposit: 'upfront',
  live: 'launch',
  online: 'launch',
  long: 'weeks',
  fast: 'weeks',
  quickly: 'reply',
  dentist: 'dental',
  dentists: 'dental',
  gym: 'gyms',
  store: 'stores',
  shop: 'stores',
  subscription: 'cancel',
  contract: 'cancel',
  google: 'ads',
  email: 'contact',
  bot: 'chatbot',
}

const STOP_WORDS = new Set(
  'a an the is are do does did i im i’m me my you your we our us to of for on in at with and or can what whats how who when which there it its be get this that will'.split(
    ' ',
  ),
)

export function normalizeQuestion(question: string): string[] {
  return question
    .toLowerCase()
    .replace(/go live/g, 'launch')
    .split(/[^\p{L}\p{N}$+]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))
    .flatMap((word) => (SYNONYMS[word] ? [word, SYNONYMS[word]] : [word]))
}

export interface Retrieval {
  entry: KnowledgeEntry
  score: number
}

export function createRetriever(entries: KnowledgeEntry[]) {
  const search = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'answer'],
    storeFields: [],
    searchOptions: { boost: { title: 3, keywords: 1.5 }, fuzzy: 0.25, prefix: (term) => term.length > 3 },
  })
  search.addAll(entries)
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  return (question: string): Retrieval[] => {
    const terms = normalizeQuestion(question)
    if (terms.length === 0) return []
    return search
      .search(terms.join(' '))
      .map((result) => ({
        entry: byId.get(String(result.id)) as KnowledgeEntry,
        score: result.score / terms.length,
      }))
  }
}
