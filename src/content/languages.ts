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

/** The page's address in every language, and the default one for any other (hreflang x-default). */
export function alternateUrls(siteUrl: string): { hreflang: Language | 'x-default'; href: string }[] {
  return [
    ...LANGUAGE_CODES.map((language) => ({ hreflang: language, href: pageUrl(siteUrl, language) })),
    { hreflang: 'x-default', href: pageUrl(siteUrl, DEFAULT_LANGUAGE) },
  ]
}
