import './styles.css'

/**
 * The page's entry. The prerendered HTML, the CSS and the font are all the first paint needs; the
 * app (React and hydration, entry-client) starts loading once that paint is on screen, so on a
 * slow connection it does not take bandwidth from them. A hidden tab paints nothing, and a
 * browser may not report paints: a timer starts the app there. The dev server's page is empty
 * (nothing to paint before React renders), so the app starts at once.
 */
const FALLBACK_MS = 1000

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
