/**
 * A text lowercased, without accents ("cotización" → "cotizacion") or apostrophes, and without what
 * keeps a range on one line (src/content/unbroken.ts): its word joiners dropped, its no-break spaces
 * spaces ("1–2 semanas" as typed).
 */
export const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f’'\u2060]/g, '')
    .replace(/\u00a0/g, ' ')

/** The words of a folded text, without the words that say nothing. */
export const splitWords = (foldedText: string, stopWords: ReadonlySet<string>) =>
  foldedText.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !stopWords.has(word))

/** A text's words, folded, each once, without the words that say nothing. */
export const foldedWords = (text: string, stopWords: ReadonlySet<string>) =>
  new Set(splitWords(folded(text), stopWords))
