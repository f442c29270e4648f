import { NAMES } from '../content/names.ts'

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A name no sentence lowers at the start of an item: a plan's, a brand's ("Grow", "Google Maps"). */
const NAME_FIRST = new RegExp(`^(?:${NAMES.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'u')

/**
 * A list item as it reads inside a sentence, after a colon or a comma: the card's "Lead capture and
 * analytics" is "lead capture and analytics" there. An item that starts with an acronym or a word
 * with a capital inside ("AI chatbot", "SEO completo", "CRM/form integration", "A/B testing"), with
 * a name ("Grow", "Google Maps"), or with a figure ("24/7 AI chatbot") stays as it is.
 */
export function inSentence(item: string): string {
  const [first = ''] = item.split(/\s/, 1)
  if (!/^\p{Lu}/u.test(first) || /\p{Lu}/u.test(first.slice(1)) || NAME_FIRST.test(item)) return item
  return `${first.charAt(0).toLowerCase()}${item.slice(1)}`
}
