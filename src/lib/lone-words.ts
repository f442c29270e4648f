/** A no-break space: two words set with it never part. */
const NO_BREAK_SPACE = '\u00a0'

const isShort = (word: string) => word.replace(/\P{L}/gu, '').length <= 3

/**
 * `text` set so that however it wraps (a headline at 320 px, a dialog's title, a business's name on
 * the printed card) its last line never holds a word alone, nor a line a short word alone: a
 * no-break space between its last two words, when it has three or more, and after each word of
 * three letters or fewer just before them ("AI that speaks." never breaks; "Su kit de reseñas
 * gratis" breaks after "Su" or "kit"). Two words may each take a line: gluing them would leave no
 * place to wrap.
 */
export function withoutLoneWords(text: string): string {
  const words = text.trim().split(/\s+/)
  if (words.length < 3) return text
  let joined = words.length - 2
  while (joined > 0 && isShort(words[joined - 1] ?? '')) joined -= 1
  return `${words.slice(0, joined).join(' ')} ${words.slice(joined).join(NO_BREAK_SPACE)}`.trim()
}
