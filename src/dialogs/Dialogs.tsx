import { lazy, Suspense } from 'react'
import { useHydrated } from '../hooks/use-hydrated'

const InfoDialog = lazy(() => import('./InfoDialog').then((module) => ({ default: module.InfoDialog })))
const ContactDialog = lazy(() =>
  import('./ContactDialog').then((module) => ({ default: module.ContactDialog })),
)

/**
 * The dialogs load in their own chunk right after hydration: they are not part of the first paint,
 * and nothing about them is prerendered. A dialog asked for before its code arrives opens then.
 */
export function Dialogs() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <InfoDialog />
      <ContactDialog />
    </Suspense>
  )
}
