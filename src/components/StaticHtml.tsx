import type { ReactNode } from 'react'

/**
 * Prerendered HTML that the browser keeps as it is: a part of the page with nothing for React to do.
 * The production client renders an empty `dangerouslySetInnerHTML` in its place, which hydration
 * leaves untouched, so neither the part's code nor its copy ships in the JavaScript bundle.
 * Pass children as `{SERVER_OR_DEV && <Part />}` so the client bundle drops the import. The wrapper
 * is `display: contents`, so the part lays out (and sticks) as if it were not there.
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  if (SERVER_OR_DEV) return <div className="contents">{children}</div>
  return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}

/** True while prerendering and in development; false in the production client bundle. */
export const SERVER_OR_DEV = import.meta.env.SSR || import.meta.env.DEV
