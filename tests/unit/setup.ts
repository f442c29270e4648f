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

/**
 * jsdom has no IntersectionObserver: every observed element is in view, reported as soon as it is
 * observed, unless a test moves it out with `setInView(false)`.
 */
const observers = new Set<FakeIntersectionObserver>()
let everythingInView = true

class FakeIntersectionObserver {
  private readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observers.add(this)
    this.targets.add(target)
    this.report([target])
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    observers.delete(this)
  }
  report(targets: Iterable<Element> = this.targets) {
    const entries = [...targets].map((target) => ({ target, isIntersecting: everythingInView }))
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
}
window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver

/** Moves every observed element into or out of view, and tells their observers. */
export function setInView(inView: boolean): void {
  everythingInView = inView
  for (const observer of observers) observer.report()
}
afterEach(() => {
  everythingInView = true
  observers.clear()
})
