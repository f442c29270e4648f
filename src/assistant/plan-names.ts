import { ASKS_FOR_A_PRICE, BEFORE_A_VERB, PLAN_NOUNS } from '@assistant-language'
import { folded } from './folded.ts'
import type { KnowledgeEntry } from './knowledge.ts'
import { speaksOfABudget, withoutTeamSizes } from './plan-needs.ts'
import { words } from './words.ts'

/**
 * Which plans a question mentions, and which it surely names, by their entries' ids. A plan is
 * mentioned by its name's first word ("grow" of "Grow"), typos corrected (`correct`). When the page
 * also uses that word as a word of its own ("Most sites launch in 1–2 weeks"), a question that
 * has it after a word a verb follows ("my website launch", "help us grow") names the plan only
 * when it writes the word with a capital, beside a word for a plan or its price ("the launch
 * plan", "launch price"), in a question for a price, or with another plan's name ("launch vs
 * grow"): "When will my website launch?" mentions Launch but names no plan. A plan is named by a
 * price of its own too (`prices`, by its entry's id), in a question that speaks of no budget: "the
 * $49 plan", "el de 150 al mes".
 */
export function createPlanNaming(
  entries: KnowledgeEntry[],
  correct: (word: string) => string,
  prices: ReadonlyMap<string, readonly number[]>,
) {
  const plans = entries.flatMap(({ id, planName }) => {
    const [word] = planName ? words(planName) : []
    if (word === undefined) return []
    const asAWord = new RegExp(`\\b${word}\\b`)
    const usedAsAWord = entries.some((entry) => asAWord.test(`${entry.title} ${entry.answer}`))
    return [{ id, word, usedAsAWord }]
  })
  return (question: string): { mentioned: Set<string>; named: Set<string> } => {
    const mentioned = plans.filter(({ word }) => words(question).map(correct).includes(word))
    // As written, for its capitals and the words beside it.
    const written = question.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    const typed = written.map((word) => correct(folded(word)))
    const asksForAPrice = ASKS_FOR_A_PRICE.test(folded(question))
    const named = mentioned.filter(({ word, usedAsAWord }) => {
      if (!usedAsAWord || mentioned.length > 1) return true
      return typed.some((typedWord, i) => {
        if (typedWord !== word) return false
        const capitalised = /^\p{Lu}/u.test(written[i] ?? '')
        const besideAPlanWord = [typed[i - 1], typed[i + 1]].some(
          (next) => next !== undefined && PLAN_NOUNS.has(next),
        )
        const aVerb = BEFORE_A_VERB.has(typed[i - 1] ?? '')
        return capitalised || besideAPlanWord || asksForAPrice || !aVerb
      })
    })
    // "150 employees" is a team, not a price.
    const asked = withoutTeamSizes(folded(question))
    const amounts = speaksOfABudget(asked)
      ? []
      : (asked.match(/\d[\d,]*/g) ?? []).map((amount) => Number(amount.replace(/,/g, '')))
    const byPrice = [...prices].flatMap(([id, own]) =>
      own.some((price) => amounts.includes(price)) ? [id] : [],
    )
    const ids = (found: typeof plans) => new Set([...found.map(({ id }) => id), ...byPrice])
    return { mentioned: ids(mentioned), named: ids(named) }
  }
}
