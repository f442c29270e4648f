// The words of questions and of the page, made comparable: everyday words mapped to the page's,
// phrases rewritten, words that say nothing dropped, and the rest stemmed, by the rules of the
// page's language (src/assistant/<language>/language.ts).
import { ABBREVIATIONS, EVERYDAY_WORDS, PHRASES, stem, STOP_WORDS } from '@assistant-language'
import { folded, splitWords } from './folded'

/**
 * Everyday words for the page's words, from EVERYDAY_WORDS: "pizza" → "restaurants". A map, not an
 * object, so that a question's "constructor" is a word like any other.
 */
export const SYNONYMS = new Map(
  Object.entries(EVERYDAY_WORDS).flatMap(([pageWord, everyday]) => everyday.map((word) => [word, pageWord])),
)

/**
 * A question's terms: its words lowercased, without stop words, each corrected (when a corrector
 * is given), mapped to the page's word and stemmed.
 */
export function searchTerms(text: string, correct: (word: string) => string = (word) => word): string[] {
  return words(text).map((word) => pageTerm(correct(word)))
}

/** A text's words, lowercased and folded, its phrases rewritten, without stop words. */
export function words(text: string): string[] {
  let lower = folded(text)
  for (const [phrase, replacement] of PHRASES) lower = lower.replace(phrase, replacement)
  return splitWords(lower, STOP_WORDS)
}

/** Each abbreviation of the page's with the words it stands for: "ia" → "inteligencia", "artificial". */
const LONG_FORMS = new Map(
  Object.entries(ABBREVIATIONS).map(([abbreviation, longForm]) => [abbreviation, words(longForm)]),
)

/**
 * An e-mail address in the page's text, whose words are not the page's: the studio's name in its
 * address made "Who founded Brightpath Studio?" a question for the contact answer.
 */
const EMAIL_ADDRESS = /\S+@\S+/g

/**
 * The page's words are indexed as written, stemmed, and as the page word an everyday word stands
 * for, so a typo is still near one of them and a visitor's words find the page's; an abbreviation
 * is indexed with the words it stands for too ("IA" as "inteligencia artificial").
 */
export const indexTerms = (text: string) =>
  words(text.replace(EMAIL_ADDRESS, ' '))
    .flatMap((word) => [word, ...(LONG_FORMS.get(word) ?? [])])
    .flatMap((word) => [...new Set([word, stem(word), pageTerm(word)])])

/** The stem of the page's word for a word, or for its stem ("chats" → "chat" → "chatbot"). */
function pageTerm(word: string): string {
  const stemmed = stem(word)
  return stem(SYNONYMS.get(word) ?? SYNONYMS.get(stemmed) ?? word)
}
