import type { ReactNode } from 'react'
import { HYDRATE_WHEN_ATTRIBUTE, ISLAND_ATTRIBUTE, type HydrateWhen, type IslandName } from './attributes'

/**
 * Prerendered like the rest of the page; in the browser, the root React hydrates this part into.
 * Its children must be exactly what the island's component renders. The wrapper is
 * `display: contents`, so the part lays out as if it were not there.
 */
export function Island({
  name,
  when,
  children,
}: {
  name: IslandName
  when: HydrateWhen
  children: ReactNode
}) {
  return (
    <div className="contents" {...{ [ISLAND_ATTRIBUTE]: name, [HYDRATE_WHEN_ATTRIBUTE]: when }}>
      {children}
    </div>
  )
}
