import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from './attributes'

/**
 * Controls only their island can carry out (Send, the carousel's buttons) carry this attribute. A
 * tap on one before its island has hydrated is held, wakes the island, and is carried out once the
 * island is hydrated, exactly once.
 */
export const needsIsland = { 'data-needs-island': '' } as const

const NEEDS_ISLAND = '[data-needs-island]'

const held = new Map<Element, (() => void)[]>()
const heldForms = new Set<HTMLFormElement>()

/** The island a control sits in, while that island has not hydrated yet; else null. */
function dryIsland(control: Element): Element | null {
  const island = control.closest(`[${ISLAND_ATTRIBUTE}]`)
  return island && !island.hasAttribute(HYDRATED_ATTRIBUTE) ? island : null
}

function hold(event: Event, island: Element, replay?: () => void) {
  event.preventDefault()
  event.stopImmediatePropagation()
  if (!replay) return
  const replays = held.get(island) ?? []
  replays.push(replay)
  held.set(island, replays)
}

/**
 * Called by the page's entry, before any island loads: from now on no tap on such a control is
 * lost. `wake` starts the island's hydration.
 */
export function holdTapsUntilHydrated(wake: (island: Element) => void): void {
  window.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(NEEDS_ISLAND) : null
      if (!(control instanceof HTMLElement) || control instanceof HTMLFormElement) return
      const island = dryIsland(control)
      if (!island) return
      hold(event, island, () => control.click())
      wake(island)
    },
    { capture: true },
  )
  const holdSubmit = (event: Event, form: HTMLFormElement | null) => {
    if (!form?.matches(NEEDS_ISLAND)) return
    const island = dryIsland(form)
    if (!island) return
    // However often the visitor taps Send meanwhile, the form is sent once.
    if (heldForms.has(form)) return hold(event, island)
    heldForms.add(form)
    hold(event, island, () => form.requestSubmit())
    wake(island)
  }
  window.addEventListener(
    'submit',
    (event) => holdSubmit(event, event.target instanceof HTMLFormElement ? event.target : null),
    { capture: true },
  )
  // A required field left empty stops the submit before it happens: the browser fires 'invalid' on
  // the field instead, and would show its own bubble. Held the same way, the tap reaches the island,
  // which gives its own message next to the field.
  window.addEventListener(
    'invalid',
    (event) => {
      const field = event.target
      const isField =
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      holdSubmit(event, isField ? field.form : null)
    },
    { capture: true },
  )
}

/** Called once an island has hydrated: marks it so and carries out the taps held for it. */
export function markIslandHydrated(island: Element): void {
  if (island.hasAttribute(HYDRATED_ATTRIBUTE)) return
  island.setAttribute(HYDRATED_ATTRIBUTE, '')
  for (const form of heldForms) if (island.contains(form)) heldForms.delete(form)
  for (const replay of held.get(island) ?? []) replay()
  held.delete(island)
}
