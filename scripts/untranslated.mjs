// Finds English left in a translated page: every text, every attribute a person or a search engine
// reads (alt, aria-label, title, placeholder, the <head>'s descriptions) and every string of the
// structured data, which is the same in the English page, apart from names. Run by the build on
// each language's prerendered page.

/** Meta tags whose content is the page's prose. */
const PROSE_META = /^(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description)$/

/**
 * What a page says, as a set of trimmed strings: its text nodes, its readable attributes, its
 * prose meta tags and the structured data's strings.
 * @param {string} html
 */
export function readableText(html) {
  /** @type {Set<string>} */
  const found = new Set()
  const add = (/** @type {string} */ text) => {
    const trimmed = decode(text).replace(/\s+/g, ' ').trim()
    if (trimmed) found.add(trimmed)
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    collectStrings(JSON.parse(json ?? 'null'), add)
  }
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, (element) =>
    element.startsWith('<template') ? element.replace(/^<template[^>]*>|<\/template>$/g, '') : '',
  )
  for (const [, text] of markup.matchAll(/>([^<]+)</g)) add(text ?? '')
  for (const [, , value] of markup.matchAll(/\s(alt|aria-label|title|placeholder)="([^"]*)"/g))
    add(value ?? '')
  for (const [tag] of markup.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\s(?:name|property)="([^"]*)"/.exec(tag)?.[1] ?? ''
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1]
    if (PROSE_META.test(key) && content !== undefined) add(content)
  }
  return found
}

/**
 * The strings of `translated` that are also in `english` and have words, apart from `allowed`
 * (names, compared without case).
 * @param {string} english the English page's HTML
 * @param {string} translated another language's page
 * @param {readonly string[]} allowed
 */
export function untranslated(english, translated, allowed) {
  const names = new Set(allowed.map((name) => name.toLowerCase()))
  const inEnglish = readableText(english)
  return [...readableText(translated)].filter(
    (text) => inEnglish.has(text) && /\p{L}{2}/u.test(text) && !names.has(text.toLowerCase()),
  )
}

/** Keys of the structured data whose values are addresses and codes, not words. */
const CODES = new Set(['url', 'email', 'image', 'priceCurrency', 'unitCode', 'inLanguage'])

/** @param {unknown} value @param {(text: string) => void} add */
function collectStrings(value, add) {
  if (typeof value === 'string') add(value)
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, add)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!key.startsWith('@') && !CODES.has(key)) collectStrings(item, add)
    }
  }
}

/** @param {string} text */
const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
