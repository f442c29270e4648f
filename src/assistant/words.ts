// The words of questions and of the page, made comparable: everyday words mapped to the page's,
// phrases rewritten, words that say nothing dropped, and the rest stemmed.
import { stemmer } from 'stemmer'
import { EVERYDAY_WORDS } from './everyday-words'

/** Everyday words for the page's words, from EVERYDAY_WORDS: "pizza" → "restaurants". */
export const SYNONYMS: Record<string, string> = Object.fromEntries(
  Object.entries(EVERYDAY_WORDS).flatMap(([pageWord, everyday]) => everyday.map((word) => [word, pageWord])),
)

/** Phrases rewritten before the words are split. */
const PHRASES: [RegExp, string][] = [
  [/^\W*(?:e-?mail|email address|phone(?: number)?|address|contact)\W*$/g, 'contact'],
  [/\b(?:your|ur|the studios?) (?:e-?mail|email address|phone number|address)\b/g, 'contact'],
  [/\b(?:get (?:a )?hold of|reach out)\b/g, 'contact'],
  [/\bget back to\b/g, 'reply'],
  [/\bwho are (?:you|u)\b/g, 'mission'],
  [/\bgo(?:es|ing)? live\b/g, 'launch'],
  [/\b(?:be|im|i am|get|go|going) online\b/g, 'launch'],
  [/\bonline (?:store|shop)s?\b/g, 'stores'],
  [/\bsell(?:ing)? (?:\w+ )?online\b/g, 'stores'],
  [/\bon (?:\w+ )?(?:phone|cell|smartphone)s?\b/g, 'mobile'],
  [/\bload(?:s|ing)? (?:fast|quick\w*|slow\w*)\b/g, 'speed'],
  [/\b\d{1,2} ?(?:pm|am)\b/g, 'after hours'],
  [/\bair condition\w*/g, 'hvac'],
  [/\bmost (?:of )?(?:your |the )?(?:clients|customers|people|ppl|folks|businesses)\b/g, 'popular'],
  [/\b\d{3,}\+? ?(?:employees|staff|people|workers)\b/g, '100 employees'],
  [/\benter ?pri[sz]e\b/g, 'enterprise'],
  [/\bal+[\s-]+incl\w*/g, 'allinclusive'],
  [/\bface ?book\b/g, 'facebook'],
  [/\bas many (?:\w+ )?as (?:i|we) (?:want|need|like)\b/g, 'unlimited'],
  [/\bout of date\b/g, 'outdated'],
  [/\bexperience (?:with|in)\b/g, 'work with'],
  [/\bone[\s-]time\b/g, 'onetime'],
  [/\bone[\s-]page\b/g, '1 page'],
  [/\bget (?:going|started)\b/g, 'start'],
  [/\bwhat (?:\w+ )?(?:do|can) (?:you|u|yall|y all)(?: \w+)? (?:do|offer)\b/g, 'services'],
  [/\badd[\s-]+on\b/g, 'addon'],
  [/\bset[\s-]*up\b/g, 'setup'],
]

/** Words that say nothing about what the visitor wants to know. */
const STOP_WORDS = new Set(
  `a about after also am an and any anything are as at be been before being between build but by can
  come comes could did do does doing done for from get gets getting give go got had
  has have having he help her here him his how i if im in into is it its just know let like make
  many me might more most much my need no not now of off on one or our out over per please quick
  quickly really run should so some tell than that the their them then there these they thing
  things this those till to too u up us use very want was we well were what whats when where
  which while who whom whose why will with would yes you your yours actually basically guys hey hi
  hello kinda lol ok okay pls plz stuff ur ya yall guy dont doesnt isnt arent wont cant
  didnt owner owners something place way`.split(/\s+/),
)

/**
 * A question's terms: its words lowercased, without stop words, each corrected (when a corrector
 * is given), mapped to the page's word and stemmed.
 */
export function searchTerms(text: string, correct: (word: string) => string = (word) => word): string[] {
  return words(text).map((word) => pageTerm(correct(word)))
}

/** A text's words, lowercased, its phrases rewritten, without stop words. */
export function words(text: string): string[] {
  let lower = text.toLowerCase().replace(/[’']/g, '')
  for (const [phrase, replacement] of PHRASES) lower = lower.replace(phrase, replacement)
  return lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !STOP_WORDS.has(word))
}

/**
 * The page's words are indexed as written, stemmed, and as the page word an everyday word stands
 * for, so a typo is still near one of them and a visitor's words find the page's.
 */
export const indexTerms = (text: string) =>
  words(text).flatMap((word) => [...new Set([word, stemmer(word), pageTerm(word)])])

/** The stem of the page's word for a word, or for its stem ("chats" → "chat" → "chatbot"). */
function pageTerm(word: string): string {
  const stem = stemmer(word)
  return stemmer(SYNONYMS[word] ?? SYNONYMS[stem] ?? word)
}
