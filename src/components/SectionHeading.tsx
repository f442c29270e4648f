import type { SectionIntro } from '../content/types'
import { withoutLoneWords } from '../lib/lone-words'

/** Eyebrow, h2 and intro paragraph at the top of a section. */
export function SectionHeading({ intro, id }: { intro: SectionIntro; id: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-[0.18em] text-brand-soft uppercase">
        {withoutLoneWords(intro.eyebrow)}
      </p>
      <h2 id={id} className="section-title">
        {intro.title}
      </h2>
      <p className="mt-4 text-base text-pretty text-ink-muted sm:text-lg">{intro.intro}</p>
    </div>
  )
}
