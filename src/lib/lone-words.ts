/** A no-break space: two words set with it never part. */
const NO_BREAK_SPACE = '\u00a0'

const letters = (word: string) => word.replace(/\P{L}/gu, '').length

/**
 * `text` set so that however it wraps (a headline at 320 px, a dialog's title, a business's name on
 * the printed card) no line holds a word alone: a no-break space between the last two words of
 * three or more, and after each word of three letters or fewer ("AI that speaks." never breaks;
 * "Your free review kit" breaks only after "Your" or "free"). Two words may each take a line: gluing
 * them would leave no place to wrap.
 */
export function withoutLoneWords(text: string): string {
  const words = text.trim().split(/\s+/)
  if (words.length < 3) return text
  return words
    .map((word, i) => {
      const previous = words[i - 1]
      if (previous === undefined) return word
      const joined = i === words.length - 1 || letters(previous) <= 3
      return `${joined ? NO_BREAK_SPACE : ' '}${word}`
    })
    .join('')
}
