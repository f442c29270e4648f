/**
 * Controls only the app can carry out (Send, the carousel's buttons) carry this attribute. A tap
 * on one before the app has started is held, then carried out once the app is ready, exactly once.
 */
export const needsApp = { 'data-needs-app': '' } as const

const NEEDS_APP = '[data-needs-app]'
/** Set on <html> when the app has started: tests and styles can wait for it. */
const READY_ATTRIBUTE = 'data-ready'

const held: (() => void)[] = []
const heldForms = new Set<HTMLFormElement>()

const isReady = () => document.documentElement.hasAttribute(READY_ATTRIBUTE)

function hold(event: Event, replay?: () => void) {
  event.preventDefault()
  event.stopImmediatePropagation()
  if (replay) held.push(replay)
}

/** Called by the page's entry, before the app loads: from now on no tap on such a control is lost. */
export function holdAppActionsUntilReady(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (isReady() || !(event.target instanceof Element)) return
      const control = event.target.closest(NEEDS_APP)
      if (control instanceof HTMLElement && !(control instanceof HTMLFormElement)) {
        hold(event, () => control.click())
      }
    },
    { capture: true },
  )
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (isReady() || !(form instanceof HTMLFormElement) || !form.matches(NEEDS_APP)) return
      // However often the visitor taps Send meanwhile, the form is sent once.
      if (heldForms.has(form)) return hold(event)
      heldForms.add(form)
      hold(event, () => form.requestSubmit())
    },
    { capture: true },
  )
}

/** Called by the app once it has started: marks the page ready and carries out the held taps. */
export function markAppReady(): void {
  if (isReady()) return
  document.documentElement.setAttribute(READY_ATTRIBUTE, '')
  heldForms.clear()
  for (const replay of held.splice(0)) replay()
}
