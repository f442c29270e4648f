/** A piece of a Lighthouse string as the page shows it: plain text, or a code span. */
export interface TextPart {
  text: string
  code: boolean
}

const LINK = /\[([^\]]*)\]\([^)]*\)/g
const CODE_SPAN = /`([^`]+)`/g

/**
 * Lighthouse writes its audit titles in a little markdown: code spans ("Lists do not contain only
 * `<li>` elements") and links ("[Learn more](https://…)"). The page shows a code span as code and a
 * link as its text. The parts are text for React to write: nothing from the response is markup.
 */
export function textParts(markdown: string): TextPart[] {
  const text = markdown.replace(LINK, '$1')
  const parts: TextPart[] = []
  let from = 0
  for (const span of text.matchAll(CODE_SPAN)) {
    parts.push({ text: text.slice(from, span.index), code: false }, { text: span[1] ?? '', code: true })
    from = span.index + span[0].length
  }
  parts.push({ text: text.slice(from), code: false })
  return parts.filter(({ text: part }) => part !== '')
}
