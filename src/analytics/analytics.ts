import type { AnalyticsConfig } from '../lib/env'
import type { AnalyticsEvent } from './events'
import { watchPageEvents } from './page-events'

/** What the page checks before it counts anything: the visitor's wishes, and where it is served. */
export interface Visit {
  hostname: string
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

/**
 * Whether this page view may send events: never when the visitor opts out (Do Not Track, Global
 * Privacy Control; Plausible itself ignores both), and only from a page at the configured domain,
 * so a preview deploy or a copy of the site never counts.
 */
export function mayCount(settings: AnalyticsConfig, visit: Visit): boolean {
  if (visit.doNotTrack === '1' || visit.globalPrivacyControl === true) return false
  return visit.hostname === settings.domain
}

/** The settings of this page view, once it may count; undefined before, and for good when not. */
let counting: AnalyticsConfig | undefined
/** Events sent before the tracker has loaded, in order; it sends them when it is ready. */
const queued: AnalyticsEvent[] = []
let send: ((event: AnalyticsEvent) => void) | undefined

/**
 * Loads the tracker (its own chunk), which sends the pageview and then what was queued. If the
 * chunk does not load (a blocker, the connection lost), this page view sends nothing.
 */
async function loadTracker(settings: AnalyticsConfig): Promise<void> {
  const { startTracker } = await import('./tracker')
  send = startTracker(settings)
  for (const event of queued.splice(0)) send(event)
}

/**
 * Sends an event, or queues it until the tracker has loaded; nothing when this page view does not
 * count. Chunks loaded later (the contact form, the assistant) call it under `if (__ANALYTICS__)`,
 * so that a build without analytics ships not even this function.
 */
export function sendEvent(event: AnalyticsEvent): void {
  if (!counting) return
  if (send) send(event)
  else queued.push(event)
}

/**
 * Installed by the page's entry. With analytics configured (`__ANALYTICS__`, set at build time) and
 * allowed for this page view, it watches the page's controls and form from the start, and loads the
 * tracker once the page has loaded and shown its first content, a second later, at the browser's
 * first idle moment: never on the way to the first paint. Events until then wait in order. A build
 * without analytics carries none of this.
 */
export function startAnalytics(): void {
  const settings = __ANALYTICS__
  if (!settings) return
  const { hostname } = location
  const { doNotTrack, globalPrivacyControl } = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (!mayCount(settings, { hostname, doNotTrack, globalPrivacyControl })) return
  counting = settings
  watchPageEvents(sendEvent)
  const load = () => void loadTracker(settings).catch(() => (counting = undefined))
  // Safari has no requestIdleCallback: there the tracker loads in the next task.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load))
  void Promise.all([loaded(), firstContentfulPaint()]).then(() => setTimeout(whenIdle, SETTLE_MS))
}

/**
 * How long after the load and the first paint the tracker waits before its idle moment. Right after
 * the first paint, its requests still counted against the first screen in Lighthouse's simulated
 * phone (LCP +150 ms in 5 of 7 runs): the first paint's report comes a little before the trace's.
 */
const SETTLE_MS = 1000

/** Resolves once the page has loaded. */
function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
}

/**
 * Resolves once the page has painted its first content (at once where the browser does not report
 * it). On a fast connection the load event comes before it, and a request started then would
 * compete with the first screen's.
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve()
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'paint', buffered: true })
  })
}
