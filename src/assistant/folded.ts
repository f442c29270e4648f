/** A text lowercased, without accents ("cotización" → "cotizacion") or apostrophes. */
export const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')

/** The words of a folded text, without the words that say nothing. */
export const splitWords = (foldedText: string, stopWords: ReadonlySet<string>) =>
  foldedText.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !stopWords.has(word))

/** A text's words, folded, each once, without the words that say nothing. */
export const foldedWords = (text: string, stopWords: ReadonlySet<string>) =>
  new Set(splitWords(folded(text), stopWords))
