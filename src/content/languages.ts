import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '../../scripts/settings.mjs'

export { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES }

/** One of the page's languages (scripts/settings.mjs): `en`, `es`. */
export type Language = keyof typeof LANGUAGES

export const isLanguage = (value: string): value is Language => Object.hasOwn(LANGUAGES, value)

/** The address of the page in `language`: https://studio.example/es/. */
export const pageUrl = (siteUrl: string, language: Language) => `${siteUrl}${LANGUAGES[language].path}`

/** The address of the page's share image in a language (Open Graph and the structured data). */
export const shareImageUrl = (siteUrl: string, language: Language) =>
  `${siteUrl}${LANGUAGES[language].shareImage}`

/** The variant a language's page is written in ("es-US"): its `lang`, and Intl's locale for its numbers and dates. */
export const localeOf = (language: Language) => LANGUAGES[language].locale

/** Open Graph's way of writing a page's locale: "es_US". */
export const ogLocaleOf = (language: Language) => localeOf(language).replace('-', '_')

/**
 * The page's address in every language, by the bare language ("es", for every Spanish speaker) and
 * by its variant ("es-US"), and the default one for any other (hreflang x-default).
 */
export function alternateUrls(siteUrl: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGE_CODES.flatMap((language) =>
      [language, localeOf(language)].map((hreflang) => ({ hreflang, href: pageUrl(siteUrl, language) })),
    ),
    { hreflang: 'x-default', href: pageUrl(siteUrl, DEFAULT_LANGUAGE) },
  ]
}
