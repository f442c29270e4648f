import { PHONE_ONLY, phoneWords, WIDE_ONLY } from '../lib/phone-words'

/**
 * A button's words, shorter below 400 px where `onPhone` differs (a card or a dialog on a phone is
 * narrower than the full words, and a button keeps one line). The button keeps the full words as
 * its name: it takes `aria-label={phoneWordsLabel(full, onPhone)}`.
 */
export function ButtonWords({ full, onPhone }: { full: string; onPhone: string }) {
  const { shown, wideOnly, phoneOnly } = phoneWords(full, onPhone)
  // One span: in a button laid out as a row, its words stay one item, their spaces kept.
  return (
    <span>
      {shown}
      {wideOnly && <span className={WIDE_ONLY}>{wideOnly}</span>}
      {phoneOnly && <span className={PHONE_ONLY}>{phoneOnly}</span>}
    </span>
  )
}
