/**
 * A button's words: in full, or below 400 px the shorter `onPhone` where they differ (a card or a
 * dialog on a phone is narrower than the full words, and a button keeps one line). The button's
 * accessible name stays the full words: it takes `phoneWordsLabel(full, onPhone)`.
 */
export function ButtonWords({ full, onPhone }: { full: string; onPhone: string }) {
  if (onPhone === full) return full
  return (
    <>
      <span className="max-[399px]:hidden">{full}</span>
      <span className="min-[400px]:hidden">{onPhone}</span>
    </>
  )
}

/** The aria-label a button with `ButtonWords` needs: the full words, when a phone shows fewer. */
export const phoneWordsLabel = (full: string, onPhone: string) => (onPhone === full ? undefined : full)
