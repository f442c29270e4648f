/** A no-break space: two words set with it never part. */
const NO_BREAK_SPACE = '\u00a0'

const isShort = (word: string) => word.replace(/\P{L}/gu, '').length <= 3

/**
 * `text` set so that however it wraps (a headline at 320 px, a dialog's title, a business's name on
 * the printed card) no line holds one word alone at its end, nor a short word alone at its start:
 * a no-break space between the last two words, when there are three or more, and after a first
 * word of three letters or fewer ("AI that speaks." never breaks; "Su kit de reseñas gratis" breaks
 * after "kit" or "de"). Two words may each take a line: gluing them would leave no place to wrap.
 */
export function withoutLoneWords(text: string): string {
  const words = text.trim().split(/\s+/)
  if (words.length < 3) return text
  return words
    .map((word, i) => {
      if (i === 0) return word
      const joined = i === words.length - 1 || (i === 1 && isShort(words[0] ?? ''))
      return `${joined ? NO_BREAK_SPACE : ' '}${word}`
    })
    .join('')
}
