import { localeOf, type Language } from './languages.ts'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * Intl's number format in the variant the language's page is written in (`locale` in LANGUAGES,
 * scripts/settings.mjs), made once for each options: making one is the costly part. The page's first
 * Intl format of any kind loads ICU's data for the locale, about 100 ms at CPU 4× in Chromium: no
 * format is made before a number is written (never while the page loads, only when a part that
 * writes one is rendered or hydrates).
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = localeOf(language)
  const key = `${locale}|${JSON.stringify(options)}`
  let made = formats.get(key)
  if (!made) {
    made = new Intl.NumberFormat(locale, options)
    formats.set(key, made)
  }
  return made
}

/** "4.6", "2.50": a number to `digits` decimals, as the language's variant writes it (es-US as en-US). */
export const decimal = (value: number, digits: number, language: Language) =>
  numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)

/** "35%": a percentage (35 for 35 %), as the language's variant writes it (es-US: no space; es-ES: "35 %"). */
export const percent = (value: number, language: Language) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
