import type { Language } from './languages'

/**
 * The note the default (English) page shows a browser that prefers another of the page's languages,
 * written in that language, since it speaks to that reader (src/lib/language-suggestion.ts).
 */
export const languageSuggestions: Partial<Record<Language, { text: string; link: string; dismiss: string }>> =
  {
    es: {
      text: 'Esta página también está en español.',
      link: 'Ver en español',
      dismiss: 'Cerrar sugerencia',
    },
  }
