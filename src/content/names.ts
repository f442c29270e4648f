/**
 * Words that are the same in every language: product and plan names, brands and the trade's
 * acronyms. A translation may leave these as they are; any other string the same as English fails
 * the build (src/content/translation-check.ts, scripts/untranslated.mjs).
 */
export const NAMES = [
  'Launch',
  'Grow',
  'Scale',
  'All-Inclusive',
  'Enterprise Custom',
  'SEO',
  'CRM',
  'SSL',
  'HVAC',
  'Spas',
  'Google',
  'Google Maps',
  'Instagram',
  'Facebook',
  'TikTok',
  'Plausible',
  'Plausible Analytics',
  'EmailJS',
  'Twitter',
  'LinkedIn',
  'TW',
  'IG',
  'LI',
]

/** The reviewers' names and their businesses', which are names in every language too. */
export const reviewNames = (reviews: readonly { author: string; business: string }[]) =>
  reviews.flatMap(({ author, business }) => [author, business])
