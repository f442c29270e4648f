import { useMemo } from 'react'
import { booking as copy } from '@content/booking'
import { site } from '@content/site'
import { timeZones, zoneName } from './zoned-time'

/** The visitor's time zone, taken from the browser, shown by name and changeable. */
export function TimeZonePicker({
  timeZone,
  onChange,
}: {
  timeZone: string
  onChange: (zone: string) => void
}) {
  // Some 400 zones: made once per zone, not again each time a day or time is chosen.
  const options = useMemo(
    () =>
      timeZones(timeZone).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      )),
    [timeZone],
  )
  return (
    <div>
      <label htmlFor="booking-time-zone" className="block text-sm font-semibold">
        {copy.timeZone}
      </label>
      <select
        id="booking-time-zone"
        value={timeZone}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="booking-time-zone-hint"
        className="mt-2 block w-full min-w-0 rounded-xl border border-field bg-canvas px-4 py-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-focus"
      >
        {options}
      </select>
      <p id="booking-time-zone-hint" className="mt-1.5 text-sm text-ink-muted">
        {copy.timeZoneHint(zoneName(timeZone, site.language, Date.now()))}
      </p>
    </div>
  )
}
