import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { markIslandHydrated } from './held-taps'

/** Marks the island hydrated after its component's own effects (a restored draft) have run. */
function Hydrated({ island, children }: { island: Element; children: ReactNode }) {
  useEffect(() => markIslandHydrated(island), [island])
  return children
}

/**
 * Hydrates one island with its component, in its own root. React (this chunk and the one it shares
 * with the components) loads once, with the first island. Hydration runs as a transition, so React
 * yields to the browser every few milliseconds instead of blocking it.
 */
export function hydrate(island: Element, Component: ComponentType): void {
  startTransition(() => {
    hydrateRoot(
      island,
      <StrictMode>
        <Hydrated island={island}>
          <Component />
        </Hydrated>
      </StrictMode>,
    )
  })
}
