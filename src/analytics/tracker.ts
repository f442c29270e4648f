import { init, track } from '@plausible-analytics/tracker'
import type { AnalyticsConfig } from '../lib/env'
import type { AnalyticsEvent } from './events'

/**
 * Plausible's tracker, in its own chunk: set up for the configured domain and endpoint, it sends the
 * pageview at once, then each event it is given. It sets no cookie. Its automatic outbound-link,
 * download and form-submission events stay off: the page sends only the events of events.ts.
 */
export function startTracker({
  domain,
  endpoint,
  onThisMachine,
}: AnalyticsConfig): (event: AnalyticsEvent) => void {
  init({
    domain,
    endpoint,
    // The tracker ignores this machine, and browsers driven by automation, unless told otherwise:
    // when the configured domain is this machine, the studio's trial run and the tests count.
    captureOnLocalhost: onThisMachine,
    logging: false,
  })
  return (event) => track(event.name, 'props' in event ? { props: event.props } : {})
}
