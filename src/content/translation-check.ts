import { NAMES } from './names.ts'

/**
 * Where a translation of the page's copy falls short of the English: a key it lacks or adds, or
 * a string with words left as the English one (apart from `NAMES` and `alsoAllowed`). Functions are called
 * with sample arguments, so their words are compared too. Empty when the translation is whole.
 */
export function translationProblems(
  english: unknown,
  translated: unknown,
  alsoAllowed: readonly string[] = [],
) {
  const allowed = new Set([...NAMES, ...alsoAllowed].map((name) => name.toLowerCase()))
  const problems: string[] = []
  const compare = (from: unknown, to: unknown, path: string): void => {
    const key =
      path
        .split('.')
        .at(-1)
        ?.replace(/\[\d+\]$/, '') ?? ''
    // Ids and the like, the same in every language; the visitor's words, free in each.
    if (STRUCTURAL_KEYS.has(key) || key.endsWith('Words')) return
    if (typeof from === 'function') {
      if (typeof to !== 'function') problems.push(`${path}: not a function`)
      else compare(callWithSamples(from as Copy), callWithSamples(to as Copy), `${path}()`)
    } else if (typeof from === 'string') {
      if (typeof to !== 'string') problems.push(`${path}: missing`)
      else if (from === to && hasWords(from) && !allowed.has(from.toLowerCase())) {
        problems.push(`${path}: the same as English ("${from}")`)
      }
    } else if (Array.isArray(from)) {
      if (!Array.isArray(to)) problems.push(`${path}: not a list`)
      else if (from.length !== to.length) {
        problems.push(`${path}: ${to.length} items where English has ${from.length}`)
      } else from.forEach((item, i) => i < to.length && compare(item, to[i], `${path}[${i}]`))
    } else if (typeof from === 'object' && from !== null) {
      if (typeof to !== 'object' || to === null) return void problems.push(`${path}: missing`)
      for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
        const name = path ? `${path}.${key}` : key
        if (!(key in to)) problems.push(`${name}: missing`)
        else if (!(key in from)) problems.push(`${name}: not in the English copy`)
        else compare(from[key as keyof typeof from], to[key as keyof typeof to], name)
      }
    }
  }
  compare(english, translated, '')
  return problems
}

/**
 * Keys whose values are ids, names of icons, colours and clips, targets of actions, and what a
 * plan includes: data the copy carries, not words.
 */
const STRUCTURAL_KEYS = new Set([
  'id',
  'icon',
  'accent',
  'clip',
  'kind',
  'target',
  'plan',
  'content',
  'contactType',
  'CONTACT_TYPE',
  'wideNavFrom',
  'facts',
  'includes',
  'serviceId',
  'addOnIncludes',
])

/** Whether a string has words of its own, beyond figures and the samples functions were called with. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/Sample\d+/g, ''))

/** A function of the copy: most take names ("How much is the ${plan} plan?"). */
type Copy = (...args: string[]) => unknown

/** A function of the copy called with a sample string for each parameter. */
function callWithSamples(copy: Copy): unknown {
  const samples = Array.from({ length: copy.length }, (_, i) => `Sample${i}`)
  try {
    return copy(...samples)
  } catch {
    return undefined
  }
}
