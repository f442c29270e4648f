/** The parts of the page that React hydrates, each by itself (src/hydrate-islands.ts). */
export type IslandName = 'contact' | 'carousel' | 'check' | 'booking' | 'reviewKit'

/**
 * When an island hydrates: `opened` when the dialog it sits in first opens, or a field in it gets focus;
 * `near` when it comes near the viewport; `used` only when a field in it gets focus. Each hydrates
 * at once when a control in it that needs the island is tapped (src/islands/held-taps.ts).
 */
export type HydrateWhen = 'opened' | 'near' | 'used'

/** On an island's element: its name. */
export const ISLAND_ATTRIBUTE = 'data-island'
/** On an island's element: when it hydrates. */
export const HYDRATE_WHEN_ATTRIBUTE = 'data-hydrate-when'
/** Set on an island's element once it has hydrated: tests and styles can wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
