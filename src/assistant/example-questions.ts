import type { Language } from '../content/languages.ts'
import english from './en/example-questions.json' with { type: 'json' }
import { stem as englishStem, STOP_WORDS as ENGLISH_STOP_WORDS } from './en/language.ts'
import spanish from './es/example-questions.json' with { type: 'json' }
import { stem as spanishStem, STOP_WORDS as SPANISH_STOP_WORDS } from './es/language.ts'
import translated from './es/translated-examples.json' with { type: 'json' }
import type { ExampleQuestions } from './learned-words.ts'

/**
 * The questions the assistant learns each language's visitor words from (learned-words.ts), at
 * build time: the tuning part of the language's question set, and for Spanish the English examples
 * translated. The held-out parts (tests/assistant) are never among them.
 */
export const EXAMPLE_QUESTIONS: Record<Language, ExampleQuestions> = {
  en: { graded: english, stopWords: ENGLISH_STOP_WORDS, stem: englishStem },
  es: { graded: spanish, labelled: translated, stopWords: SPANISH_STOP_WORDS, stem: spanishStem },
}
