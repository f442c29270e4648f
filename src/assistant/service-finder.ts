import { stem, STOP_WORDS } from '@assistant-language'
import type { FreeTool, ServiceId, Situation, SituationWords } from '../content/types'
import { folded } from './folded.ts'
import { createSpelling } from './spelling.ts'

/**
 * The service finder: the service that solves the situation a visitor describes ("the site takes
 * forever on my phone", "nobody leaves us reviews"), and the free tools that fit it, from the
 * situations each language's copy writes for each service (src/content/<language>/situations.ts).
 * A situation is found when one word or phrase of each of its groups is in the question, its typos
 * corrected and every word stemmed. The situation that matches the most words wins; two services
 * that match as many are no answer.
 */

/**
 * What a situation calls for: the service that solves it, the free tools that fit it, and how
 * many of the question's words tell of it.
 */
export interface ServiceFinding {
  service: ServiceId
  tools: FreeTool[]
  weight: number
}

/** In a phrase, a stand-in for up to `MOST_SKIPPED` words of any kind. */
const ANY = '*'
const MOST_SKIPPED = 3
/** Words shorter than this are never corrected. */
const SHORTEST_CORRECTED = 6

/** A text's words, folded: "Don't" → "dont", "24/7" → "24", "7". */
const wordsOf = (text: string) =>
  folded(text)
    .split(/[^\p{L}\p{N}*]+/u)
    .filter((word) => word !== '')

/** A group's words and phrases, each as its words: "slow|forever to load" → [["slow"], ["forever", "to", "load"]]. */
const phrasesOf = (group: string) => group.split('|').map(wordsOf)

/** Whether the question holds the phrase's words from `at` on. */
function matchesAt(question: string[], phrase: string[], at: number): boolean {
  const [first, ...rest] = phrase
  if (first === undefined) return true
  if (first === ANY) {
    for (let skipped = 0; skipped <= MOST_SKIPPED && at + skipped <= question.length; skipped += 1)
      if (matchesAt(question, rest, at + skipped)) return true
    return false
  }
  return question[at] === first && matchesAt(question, rest, at + 1)
}

/** How many words of the group's longest phrase the question holds; 0 when it holds none. */
function groupWeight(question: string[], group: string[][]): number {
  let weight = 0
  for (const phrase of group) {
    const words = Math.max(1, phrase.filter((word) => word !== ANY && !STOP_WORDS.has(word)).length)
    if (words <= weight) continue
    if (question.some((_, at) => matchesAt(question, phrase, at))) weight = words
  }
  return weight
}

/** How many words a situation's groups match together; 0 unless every group holds one. */
function situationWeight(question: string[], groups: string[][][]): number {
  let weight = 0
  for (const group of groups) {
    const matched = groupWeight(question, group)
    if (matched === 0) return 0
    weight += matched
  }
  return weight
}

/**
 * A finder over one language's situations; `knownWords` are words that are never corrected (the
 * page's own), so that a typo is corrected into a situation's word and no real word is.
 */
export function createServiceFinder(
  { services, talkItThrough }: SituationWords,
  knownWords: Iterable<string>,
) {
  const stemmed = (situation: Situation) =>
    situation.map((group) =>
      phrasesOf(group).map((phrase) => phrase.map((word) => (word === ANY ? ANY : stem(word)))),
    )
  const everySituation = [
    ...Object.values(services).flatMap(({ situations, withoutTool = [] }) => [...situations, ...withoutTool]),
    ...talkItThrough,
  ]
  const vocabulary = everySituation
    .flatMap((situation) => situation.flatMap(wordsOf))
    .filter((word) => word !== ANY)
  const spelling = createSpelling(vocabulary, knownWords)
  // Shorter words are left as typed: a place or a name is one slip from a situation's word ("texas", "texts").
  const correct = (word: string) => (word.length < SHORTEST_CORRECTED ? word : spelling(word))
  const compiled = (Object.entries(services) as [ServiceId, SituationWords['services'][ServiceId]][]).map(
    ([service, { situations, tool, withoutTool = [], unless, names }]) => ({
      service,
      unless: unless === undefined ? undefined : stemmed([unless]),
      names: names === undefined ? undefined : stemmed([names]),
      situations: [
        ...situations.map((situation) => ({ groups: stemmed(situation), tool })),
        ...withoutTool.map((situation) => ({ groups: stemmed(situation), tool: undefined })),
      ],
    }),
  )
  const talk = talkItThrough.map(stemmed)
  return (question: string): ServiceFinding | null => {
    const words = wordsOf(question).map((word) => stem(correct(word)))
    const ranked = compiled
      .map(({ service, situations, unless }) => {
        let best: { weight: number; tool?: FreeTool } = { weight: 0 }
        if (unless && situationWeight(words, unless) > 0) return { service, ...best }
        for (const { groups, tool } of situations) {
          const weight = situationWeight(words, groups)
          if (weight > best.weight || (weight === best.weight && weight > 0 && tool && !best.tool))
            best = { weight, ...(tool ? { tool } : {}) }
        }
        return { service, ...best }
      })
      .filter(({ weight }) => weight > 0)
      .sort((a, b) => b.weight - a.weight)
    const [found, rival] = ranked
    if (!found || (rival && rival.weight === found.weight)) return null
    // "Will the chatbot bring customers back?" asks about the chatbot.
    const named = compiled.filter(({ names }) => names && situationWeight(words, names) > 0)
    if (named.length > 0 && !named.some(({ service }) => service === found.service)) return null
    const tools: FreeTool[] = found.tool ? [found.tool] : []
    if (!tools.includes('booking') && talk.some((groups) => situationWeight(words, groups) > 0))
      tools.push('booking')
    return { service: found.service, tools, weight: found.weight }
  }
}
