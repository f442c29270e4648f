/**
 * Typo correction against the page's own words: a question word the page never uses becomes the
 * page word one slip away ("montly" → "monthly", "grwo" → "grow"), two for long words. A slip is a
 * letter added, dropped, changed, or two neighbours swapped.
 */

/**
 * The number of slips between two words, neighbours swapped counting as one (optimal string
 * alignment). Past `limit` it stops early and returns a number above it.
 */
export function slips(a: string, b: string, limit = Infinity): number {
  let twoBack = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let fewestInRow = i
    for (let j = 1; j <= b.length; j += 1) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1
      let count = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + change)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        count = Math.min(count, (twoBack[j - 2] ?? 0) + 1)
      }
      current[j] = count
      fewestInRow = Math.min(fewestInRow, count)
    }
    if (fewestInRow > limit) return fewestInRow
    ;[twoBack, previous] = [previous, current]
  }
  return previous[b.length] ?? 0
}

/** Words shorter than this are left as typed: too many short words are one slip from another. */
const SHORTEST_CORRECTED = 4

/** How many slips a word of this length may hold. */
const slipsAllowed = (length: number) => (length >= 8 ? 2 : 1)

/**
 * A four-letter word is corrected only for two swapped neighbours ("grwo"): most of its other
 * one-slip neighbours are real words ("game", "same").
 */
const isSwap = (a: string, b: string) =>
  a.length === b.length &&
  [...a].filter((letter, i) => letter !== b[i]).length === 2 &&
  [...a].sort().join('') === [...b].sort().join('')

/**
 * A corrector towards `vocabulary`: it returns a word of the vocabulary or of `alsoKnown` as it is,
 * else its nearest word of the vocabulary, else itself. (Everyday words the page does not use are
 * known, so that they are never corrected, but no word is corrected into one: many are short and
 * common, "cars" for "cards".)
 */
export function createSpelling(vocabulary: Iterable<string>, alsoKnown: Iterable<string> = []) {
  const candidates = [...new Set(vocabulary)].filter((word) => !/\d/.test(word))
  const known = new Set([...candidates, ...alsoKnown])
  const byLength = new Map<number, string[]>()
  for (const word of candidates) {
    const sameLength = byLength.get(word.length) ?? []
    sameLength.push(word)
    byLength.set(word.length, sameLength)
  }
  const corrected = new Map<string, string>()
  const nearest = (word: string) => {
    let found = word
    let fewest = slipsAllowed(word.length) + 1
    for (let length = word.length - fewest + 1; length < word.length + fewest; length += 1) {
      for (const candidate of byLength.get(length) ?? []) {
        if (word.length === SHORTEST_CORRECTED && !isSwap(word, candidate)) continue
        const count = slips(word, candidate, fewest - 1)
        if (count < fewest) [found, fewest] = [candidate, count]
      }
    }
    return found
  }
  return (word: string): string => {
    if (known.has(word) || word.length < SHORTEST_CORRECTED || /\d/.test(word)) return word
    const correction = corrected.get(word) ?? nearest(word)
    corrected.set(word, correction)
    return correction
  }
}
