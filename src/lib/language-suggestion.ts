import { iconId } from './icon-sprites'
import { languageSuggestions } from '../content/language-suggestion'
import { LANGUAGES, type Language } from '../content/languages'

/** The suggestion's element, once shown. */
export const LANGUAGE_SUGGESTION_ID = 'language-suggestion'

/**
 * Loaded only for a browser that prefers another language of the page: shows a small note, in that
 * language, that links to the page in it. It floats over the page's lower corner (a popover in the
 * top layer), so it moves nothing, and the assistant's launcher keeps the other corner. Closing it
 * calls `onDismiss`.
 */
export function showLanguageSuggestion(language: Language, onDismiss: () => void): void {
  const copy = languageSuggestions[language]
  if (!copy) return
  const suggestion = element('aside', {
    id: LANGUAGE_SUGGESTION_ID,
    popover: 'manual',
    lang: language,
    'aria-label': copy.text,
    class:
      'inset-auto bottom-4 left-4 m-0 max-w-[calc(100vw-7rem)] items-center gap-2 rounded-2xl border border-line bg-canvas-raised py-2 pr-2 pl-4 text-sm text-ink shadow-2xl open:flex sm:max-w-md',
  })
  const text = element('p', {})
  const link = element('a', {
    href: LANGUAGES[language].path,
    hreflang: language,
    class: 'font-semibold whitespace-nowrap text-brand underline underline-offset-2',
  })
  link.textContent = copy.link
  text.append(`${copy.text} `, link)
  const close = element('button', {
    type: 'button',
    class:
      'grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink',
  })
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  icon.setAttribute('aria-hidden', 'true')
  icon.setAttribute('class', 'size-4 shrink-0')
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use')
  use.setAttribute('href', `#${iconId('close')}`)
  icon.append(use)
  const name = element('span', { class: 'sr-only' })
  name.textContent = copy.dismiss
  close.append(icon, name)
  close.addEventListener('click', () => {
    suggestion.hidePopover()
    onDismiss()
  })
  suggestion.append(text, close)
  document.body.append(suggestion)
  suggestion.showPopover()
}

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const created = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value)
  return created
}
