import { site } from '@content/site'
import { Icon } from '../components/Icon'
import { LANGUAGE_CODES, LANGUAGES } from '../content/languages'
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../lib/language-switch'

/** The page's other language: the one the switch leads to. */
const otherLanguage = LANGUAGE_CODES.find((language) => language !== site.language)

/**
 * The link to the page in the other language, named in that language ("Español" on the English
 * page), beside the navigation at every width. It leads to the same place: the page's entry adds the current #section when it is followed.
 */
export function LanguageSwitch() {
  if (!otherLanguage) return null
  const { path, name } = LANGUAGES[otherLanguage]
  return (
    <a
      href={path}
      hrefLang={otherLanguage}
      lang={otherLanguage}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-surface hover:text-ink"
    >
      {/*
       * The header's room on a phone: below 360 px the globe alone (its name stays, for screen
       * readers), up to 400 px the name alone, then both.
       */}
      <Icon name="globe" className="size-4 min-[360px]:max-[399px]:hidden" />
      <span className="max-[359px]:sr-only">{name}</span>
    </a>
  )
}
