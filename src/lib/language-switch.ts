import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../content/languages'

/** Marks the link to the page in another language (src/sections/LanguageSwitch.tsx). */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch'

/**
 * Installed by the page's entry: the language switch keeps the visitor's place, so that from
 * /#pricing it leads to /es/#pricing (the sections have the same ids in every language). Without
 * script it leads to the top of the other page.
 */
export function keepPlaceOnLanguageSwitch(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest(`[${LANGUAGE_SWITCH_ATTRIBUTE}]`) : null
      if (link instanceof HTMLAnchorElement) link.hash = location.hash
    },
    { capture: true },
  )
}

const DISMISSED_KEY = 'language-suggestion-dismissed'

/**
 * Installed by the page's entry: on the page in the default language, when the browser's preferred
 * language among the page's is another one, loads and shows a note that the page is in it too
 * (src/lib/language-suggestion.ts), until the visitor dismisses it; the dismissal is remembered.
 * Nothing is guessed beyond that, and nobody is redirected.
 */
export function suggestLanguage(languages: readonly string[] = navigator.languages): void {
  const preferred = preferredLanguage(languages)
  const page = document.documentElement.lang.split('-')[0]
  if (page !== DEFAULT_LANGUAGE || !preferred || preferred === page || wasDismissed()) return
  import('./language-suggestion')
    .then(({ showLanguageSuggestion }) => showLanguageSuggestion(preferred, rememberDismissal))
    .catch(() => undefined)
}

/** The first of the browser's languages that the page is written in ("es-US" → "es"), if any. */
export function preferredLanguage(languages: readonly string[]): Language | undefined {
  return languages.map((tag) => tag.split('-')[0]?.toLowerCase() ?? '').find(isLanguage)
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null
  } catch {
    return false
  }
}

function rememberDismissal(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1')
  } catch {
    // Storage can be disabled (private mode): the suggestion then comes back on the next visit.
  }
}
