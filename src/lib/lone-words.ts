/** A no-break space: the last two words of a line set with it never part. */
const NO_BREAK_SPACE = '\u00a0'

/**
 * `text` with a no-break space between its last two words when it has three words or more, so that
 * however it wraps (a business's name on the card, a heading at 320 px) its last line never holds
 * one word alone. Two words may each take a line: gluing them would leave no place to wrap.
 */
export function withoutLoneWord(text: string): string {
  const words = text.trim().split(/\s+/)
  if (words.length < 3) return text
  return `${words.slice(0, -1).join(' ')}${NO_BREAK_SPACE}${words.at(-1)}`
}
