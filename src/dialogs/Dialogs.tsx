import { lazy, startTransition, Suspense, useEffect, useState } from 'react'

const InfoDialog = lazy(() => import('./InfoDialog').then((module) => ({ default: module.InfoDialog })))
const ContactDialog = lazy(() =>
  import('./ContactDialog').then((module) => ({ default: module.ContactDialog })),
)

/** Signs that the visitor is about to use the page: the dialogs' code starts loading on the first. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * The dialogs load in their own chunk on the visitor's first interaction, so they cost nothing
 * during the page's first load. A dialog asked for before its code arrives opens when it does.
 * Nothing about them is prerendered.
 */
export function Dialogs() {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (wanted) return
    // A transition, so rendering the dialogs yields to the visitor's input instead of one long task.
    const load = () => startTransition(() => setWanted(true))
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true })
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, { capture: true })
    }
  }, [wanted])

  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <InfoDialog />
      <ContactDialog />
    </Suspense>
  )
}
