import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches. Always false on the server and during hydration, so the
 * prerendered HTML and the first client render agree; updates right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
