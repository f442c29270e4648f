import { ASKS_FOR_A_PRICE, BEFORE_THE_WORD, PLAN_NOUNS } from '@assistant-language'
import { folded } from './folded.ts'
import type { KnowledgeEntry } from './knowledge.ts'
import { speaksOfABudget, withoutTeamSizes } from './plan-needs.ts'
import { SYNONYMS, words } from './words.ts'

/**
 * Which plans a question mentions, which it surely names, and which it uses only as a word, by
 * their entries' ids. A plan is mentioned by its name's first word ("grow" of "Grow"), typos
 * corrected (`correct`). When the page also uses that word as a word of its own ("Most sites launch
 * in 1–2 weeks"), a question that has it after a word the word follows (`BEFORE_THE_WORD`: "my
 * website launch", "help us grow", "after launch") names the plan only when it writes the word with
 * a capital, beside a word for a plan or its price ("the launch plan", "launch price"), in a
 * question for a price, or with another plan's name ("launch vs grow"): "When will my website
 * launch?" mentions Launch but names no plan. An everyday word for the word ("live" for "launch")
 * is the word too, and never the plan's name. A plan is named by a price of its own too (`prices`,
 * by its entry's id), in a question that speaks of no budget: "the $49 plan", "el de 150 al mes".
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
  return (question: string): { mentioned: Set<string>; named: Set<string>; asAWord: Set<string> } => {
    const asked = words(question).map(correct)
    const mentioned = plans.filter(({ word }) => asked.includes(word))
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
        const asAWord = BEFORE_THE_WORD.has(typed[i - 1] ?? '')
        return capitalised || besideAPlanWord || asksForAPrice || !asAWord
      })
    })
    const everyday = plans.filter(({ word }) => asked.some((askedWord) => SYNONYMS.get(askedWord) === word))
    const asAWord = [...mentioned, ...everyday].filter((plan) => !named.includes(plan))
    // "150 employees" is a team, not a price.
    const priced = withoutTeamSizes(folded(question))
    const amounts = speaksOfABudget(priced)
      ? []
      : (priced.match(/\d[\d,]*/g) ?? []).map((amount) => Number(amount.replace(/,/g, '')))
    const byPrice = [...prices].flatMap(([id, own]) =>
      own.some((price) => amounts.includes(price)) ? [id] : [],
    )
    const ids = (found: typeof plans) => new Set([...found.map(({ id }) => id), ...byPrice])
    return { mentioned: ids(mentioned), named: ids(named), asAWord: new Set(asAWord.map(({ id }) => id)) }
  }
}
