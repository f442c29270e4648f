import { foldedWords } from './folded.ts'
import { isShort, statesFacts, type QuestionSet } from './grading.mjs'

/** A visitor's question and the entries (their ids) that answer it. */
export interface Example {
  question: string
  answeredBy: string[]
}

/**
 * A language's example questions: questions graded by the facts a right answer states (the
 * tuning part of its question set), and, for a language that has them, questions each labelled
 * with the entries that answer it (translated from another language's examples); and the
 * language's words that say nothing, which are never learned, and its stemmer.
 */
export interface ExampleQuestions {
  graded: QuestionSet
  labelled?: { onTopic: Example[]; offTopic: string[] }
  stopWords: ReadonlySet<string>
  stem: (word: string) => string
}

/** A word is learned for an entry from at least this many of its examples… */
export const MIN_EXAMPLES = 2
/** …and when at least this share of the examples that hold it, off-topic ones included, are its. */
export const MIN_SHARE = 0.7

/** A word is off-topic when at least this many off-topic examples hold it… */
export const MIN_OFF_TOPIC_EXAMPLES = 3
/** …and at least this share of all the examples that hold it are off-topic. */
export const MIN_OFF_TOPIC_SHARE = 0.9

/** The off-topic examples' key among the entries' ids. */
const OFF_TOPIC = ''

/**
 * The words visitors use for each entry, learned from example questions: a word joins an entry's
 * when it comes mostly with that entry's examples ("inauguración" with rush delivery, "sucursales"
 * with Enterprise). A word that comes as often with other entries, or with questions the page does
 * not answer, says nothing about the entry and is left out. Returned by entry id.
 */
export function learnedWords(
  examples: Example[],
  offTopic: string[],
  stopWords: ReadonlySet<string>,
): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>()
  const count = (word: string, id: string, share: number) => {
    const byEntry = counts.get(word) ?? new Map<string, number>()
    byEntry.set(id, (byEntry.get(id) ?? 0) + share)
    counts.set(word, byEntry)
  }
  // An example answered by two entries counts half for each.
  for (const { question, answeredBy } of examples)
    for (const word of foldedWords(question, stopWords))
      for (const id of answeredBy) count(word, id, 1 / answeredBy.length)
  for (const question of offTopic)
    for (const word of foldedWords(question, stopWords)) count(word, OFF_TOPIC, 1)
  const learned = new Map<string, string[]>()
  for (const [word, byEntry] of counts) {
    const total = [...byEntry.values()].reduce((sum, n) => sum + n, 0)
    for (const [id, n] of byEntry) {
      if (id === OFF_TOPIC || n < MIN_EXAMPLES || n / total < MIN_SHARE) continue
      learned.set(id, [...(learned.get(id) ?? []), word])
    }
  }
  return learned
}

/** The entries (the assistant's knowledge, knowledge.ts) with the words learned from the examples. */
export function withLearnedWords<Entry extends { id: string; answer: string }>(
  entries: Entry[],
  { graded, labelled, stopWords }: ExampleQuestions,
): (Entry & { learnedWords: string })[] {
  const answeredBy = (question: QuestionSet['onTopic'][number]) =>
    entries
      .filter(({ answer }) => statesFacts(answer, question) && isShort(answer, question))
      .map(({ id }) => id)
  const examples = [
    ...graded.onTopic.map((question) => ({ question: question.question, answeredBy: answeredBy(question) })),
    ...(labelled?.onTopic ?? []),
  ]
  const learned = learnedWords(examples, [...graded.offTopic, ...(labelled?.offTopic ?? [])], stopWords)
  return entries.map((entry) => ({ ...entry, learnedWords: learned.get(entry.id)?.join(', ') ?? '' }))
}

/**
 * The stems of the words that come (nearly) only with the example questions the page does not
 * answer ("refund", "logo", "venmo"): a question that holds one is handed to the studio. Stems, so
 * that "keeps" in "my register keeps freezing" meets "keep" in "do you keep it updated".
 */
export function offTopicStems({ graded, labelled, stopWords, stem }: ExampleQuestions): string[] {
  const counts = new Map<string, { onTopic: number; offTopic: number }>()
  const count = (question: string, part: 'onTopic' | 'offTopic') => {
    for (const wordStem of new Set([...foldedWords(question, stopWords)].map((word) => stem(word)))) {
      const byPart = counts.get(wordStem) ?? { onTopic: 0, offTopic: 0 }
      byPart[part] += 1
      counts.set(wordStem, byPart)
    }
  }
  for (const { question } of [...graded.onTopic, ...(labelled?.onTopic ?? [])]) count(question, 'onTopic')
  for (const question of [...graded.offTopic, ...(labelled?.offTopic ?? [])]) count(question, 'offTopic')
  return [...counts]
    .filter(
      ([, { onTopic, offTopic }]) =>
        offTopic >= MIN_OFF_TOPIC_EXAMPLES && offTopic / (onTopic + offTopic) >= MIN_OFF_TOPIC_SHARE,
    )
    .map(([wordStem]) => wordStem)
}
