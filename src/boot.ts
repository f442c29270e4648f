import './styles.css'
import { loadAssistantOnOpen } from './assistant/load-on-open'
import { keepContactDraft } from './contact/draft-storage'
import { holdAppActionsUntilReady } from './lib/app-ready'
import { enhancePage } from './lib/page-enhancements'

/**
 * The page's entry. The prerendered HTML works by itself: dialogs and the menu open and close
 * through the platform (invoker commands, popover), links scroll. This small entry runs first and
 * adds what needs script but not the app: the dialogs' enhancements, the contact draft, the
 * assistant's loader, and a hold on taps that need the app until it is ready. Browsers without
 * invoker commands get a polyfill.
 *
 * The app (React and hydration, entry-client) starts loading once the first paint is on screen, so
 * on a slow connection it does not take bandwidth from the CSS and the font. A hidden tab paints
 * nothing, and a browser may not report paints: a timer starts the app there. The dev server's page
 * is empty (nothing to paint before React renders), so the app starts at once.
 */
const FALLBACK_MS = 1000

if (!('commandForElement' in HTMLButtonElement.prototype)) void import('invokers-polyfill')
keepContactDraft()
enhancePage()
loadAssistantOnOpen()
holdAppActionsUntilReady()

let started = false
function startApp() {
  if (started) return
  started = true
  void import('./entry-client')
}

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false
if (!prerendered) startApp()
else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    startApp()
  }).observe({ type: 'paint', buffered: true })
}
setTimeout(startApp, FALLBACK_MS)
