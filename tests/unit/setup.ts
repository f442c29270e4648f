import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** jsdom has no matchMedia: every query answers false unless a test sets `matchingQueries`. */
export const matchingQueries = new Set<string>()
window.matchMedia = (query: string) =>
  ({
    matches: matchingQueries.has(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList
