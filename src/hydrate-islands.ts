import type { ComponentType } from 'react'
import { holdTapsUntilHydrated } from './islands/held-taps'
import { HYDRATE_WHEN_ATTRIBUTE, ISLAND_ATTRIBUTE, type IslandName } from './islands/attributes'

/** Each island's component, loaded with its own chunk the first time the island is needed. */
const components: Record<IslandName, () => Promise<ComponentType>> = {
  contact: () => import('./contact/ContactForm').then((module) => module.ContactForm),
  carousel: () => import('./sections/reviews/ReviewsCarousel').then((module) => module.ReviewsCarousel),
  check: () => import('./check/CheckForm').then((module) => module.CheckForm),
  booking: () => import('./booking/BookingForm').then((module) => module.BookingForm),
  reviewKit: () => import('./review-kit/ReviewKit').then((module) => module.ReviewKit),
}

const isIslandName = (name: string | null): name is IslandName => name !== null && name in components

/** How far below (or above) the viewport a `near` island starts hydrating: about a screen. */
const NEAR_MARGIN = '100% 0px'

const hydrating = new WeakSet<Element>()

/** Loads React and the island's component, then hydrates it; once, retried if a load failed. */
function hydrateIsland(island: Element): void {
  const name = island.getAttribute(ISLAND_ATTRIBUTE)
  if (hydrating.has(island) || !isIslandName(name)) return
  hydrating.add(island)
  Promise.all([import('./islands/hydrate'), components[name]()]).then(
    ([{ hydrate }, Component]) => hydrate(island, Component),
    () => hydrating.delete(island),
  )
}

/**
 * Installed by the page's entry: no island costs the first load anything. Each hydrates when it is
 * first needed:
 * - any island, when a control in it that needs it is tapped, or focus moves into it;
 * - an `opened` island (the contact and booking forms), when the dialog it sits in is opening;
 * - a `near` island (the carousel), when it comes within about a screen of the viewport;
 * - a `used` island (the website check), only then: its code costs a visit that never uses it nothing.
 */
export function hydrateIslandsWhenNeeded(): void {
  holdTapsUntilHydrated(hydrateIsland)

  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = entry.target.parentElement
        if (!entry.isIntersecting || !island) continue
        near.unobserve(entry.target)
        hydrateIsland(island)
      }
    },
    { rootMargin: NEAR_MARGIN },
  )

  for (const island of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    island.addEventListener('focusin', () => hydrateIsland(island))
    // The island's own element is `display: contents`, with no box to intersect: its child has one.
    const part = island.firstElementChild
    if (island.getAttribute(HYDRATE_WHEN_ATTRIBUTE) === 'near' && part) near.observe(part)
  }

  document.addEventListener(
    'command',
    (event) => {
      const { target: dialog, command } = event as CommandEvent
      if (command !== 'show-modal' || !(dialog instanceof Element)) return
      const island = dialog.querySelector(`[${ISLAND_ATTRIBUTE}][${HYDRATE_WHEN_ATTRIBUTE}="opened"]`)
      if (island) hydrateIsland(island)
    },
    { capture: true },
  )
}
