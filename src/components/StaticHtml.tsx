import type { ReactNode } from 'react'

/**
 * Prerendered HTML that the browser keeps as it is: a part of the page with nothing interactive.
 * The production client renders an empty `dangerouslySetInnerHTML` in its place, which hydration
 * leaves untouched, so neither the part's code nor its copy ships in the JavaScript bundle.
 * Pass children as `{SERVER_OR_DEV && <Part />}` so the client bundle drops the import.
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  if (SERVER_OR_DEV) return <div>{children}</div>
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}

/** True while prerendering and in development; false in the production client bundle. */
export const SERVER_OR_DEV = import.meta.env.SSR || import.meta.env.DEV
