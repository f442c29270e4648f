import type { Language } from './languages.ts'
import { numberFormat } from './numbers.ts'

/**
 * "5,000" on both pages (es-US groups as en-US; Spain's "5000" and "10.000" read to an American
 * reader as five thousand and ten): a whole number as the language's variant writes it, for prices
 * and character counts.
 */
export const wholeNumber = (value: number, language: Language): string =>
  numberFormat(language, { maximumFractionDigits: 0 }).format(Math.trunc(value))
