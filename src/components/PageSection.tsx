import type { ReactNode } from 'react'
import type { SectionId, SectionIntro } from '../content/types'
import { SectionHeading } from './SectionHeading'
import { cn } from '../lib/cn'
import { DEFERRED_CLASS } from '../lib/deferred-parts'

/** `plain` on the page's background; `band` on a raised band bordered above and below, `bandTop` above only. */
type SectionBackground = 'plain' | 'band' | 'bandTop'

const backgrounds: Record<SectionBackground, string> = {
  plain: 'scroll-mt-16 py-20 sm:py-28',
  band: 'scroll-mt-16 border-y border-line/60 bg-canvas-raised/40 py-20 sm:py-28',
  bandTop: 'scroll-mt-16 border-t border-line/60 bg-canvas-raised/40 py-20 sm:py-28',
}

/**
 * An anchored section of the page (`#id`, clear of the sticky header), named by its heading: eyebrow,
 * title and intro, then its content in the page's column.
 */
export function PageSection({
  id,
  intro,
  background = 'plain',
  children,
}: {
  id: SectionId
  intro: SectionIntro
  background?: SectionBackground
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn(backgrounds[background], DEFERRED_CLASS)}>
      <div className="page-column">
        <SectionHeading id={`${id}-title`} intro={intro} />
        {children}
      </div>
    </section>
  )
}
