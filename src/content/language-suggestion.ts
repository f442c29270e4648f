import type { Language } from './languages'

/**
 * The suggestion the English page shows a browser that prefers Spanish: written in Spanish, since
 * it speaks to that reader, and the same on every build.
 */
export const languageSuggestion = {
  language: 'es',
  text: 'Esta página también está en español.',
  link: 'Ver en español',
  dismiss: 'Cerrar sugerencia',
} as const satisfies { language: Language; text: string; link: string; dismiss: string }
