import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while hydrating, true from the render right after: for what the
 * prerendered HTML must not have (it also serves visitors without script) but the island adds once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
