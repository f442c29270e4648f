import { site } from '@content/site'
import { Icon } from '../components/Icon'
import { languageSuggestion as copy } from '../content/language-suggestion'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../content/languages'
import { LANGUAGE_SUGGESTION_ID } from '../lib/language-switch'

/**
 * On the English page only: a small note that the page is also in Spanish, which the page's entry
 * shows to a browser that prefers Spanish until it is dismissed. It floats over the page's lower
 * corner (a popover in the top layer), so showing it moves nothing; the assistant's launcher keeps
 * the other corner.
 */
export function LanguageSuggestion() {
  if (site.language !== DEFAULT_LANGUAGE) return null
  return (
    <aside
      id={LANGUAGE_SUGGESTION_ID}
      popover="manual"
      lang={copy.language}
      aria-label={copy.text}
      className="inset-auto bottom-4 left-4 m-0 max-w-[calc(100vw-7rem)] items-center gap-2 rounded-2xl border border-line bg-canvas-raised py-2 pr-2 pl-4 text-sm text-ink shadow-2xl [&:popover-open]:flex sm:max-w-md"
    >
      <p>
        {copy.text}{' '}
        <a
          href={LANGUAGES[copy.language].path}
          hrefLang={copy.language}
          className="font-semibold whitespace-nowrap text-brand underline underline-offset-2"
        >
          {copy.link}
        </a>
      </p>
      <button
        type="button"
        popoverTarget={LANGUAGE_SUGGESTION_ID}
        popoverTargetAction="hide"
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
      >
        <Icon name="close" className="size-4" />
        <span className="sr-only">{copy.dismiss}</span>
      </button>
    </aside>
  )
}
