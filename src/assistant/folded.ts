/** A text lowercased, without accents ("cotización" → "cotizacion") or apostrophes. */
export const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')

/** A text's words, folded, each once, without the words that say nothing. */
export const foldedWords = (text: string, stopWords: ReadonlySet<string>) =>
  new Set(
    folded(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0 && !stopWords.has(word)),
  )
