import { booking as copy } from '@content/booking'
import { site } from '@content/site'
import { ButtonLink } from '../components/Button'
import { Icon } from '../components/Icon'
import { config } from '../lib/config'
import type { BookedCall } from './cal-api'
import { calendarFile } from './calendar-file'
import { dateKey, dayLabel, timeLabel, zoneName } from './zoned-time'

/** When a call is, in the visitor's zone and the page's language: "Tuesday, December 1, 9:00 AM (…)". */
export function callTime(start: string, timeZone: string): string {
  const instant = Date.parse(start)
  return copy.when(
    dayLabel(dateKey(instant, timeZone), site.language),
    timeLabel(instant, timeZone, site.language),
    zoneName(timeZone, site.language, instant),
  )
}

/** The call booked: when, where its link arrives, and the calendar file made here. */
export function BookingConfirmation({
  call,
  email,
  timeZone,
}: {
  call: BookedCall
  email: string
  timeZone: string
}) {
  const file = calendarFile({
    uid: call.uid,
    start: call.start,
    end: call.end,
    title: copy.eventTitle(config.studioName),
    description: copy.emailed(email),
    now: Date.now(),
  })
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-xl bg-accent-emerald/15 px-4 py-3 font-semibold text-accent-emerald">
        <Icon name="check-circle" className="mt-0.5 size-5 shrink-0" />
        {copy.booked(callTime(call.start, timeZone))}
      </p>
      <p className="text-ink-muted">{copy.emailed(email)}</p>
      <ButtonLink
        variant="secondary"
        size="lg"
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
        download={`${copy.fileName}.ics`}
      >
        <Icon name="calendar" className="size-4" />
        {copy.addToCalendar}
      </ButtonLink>
    </div>
  )
}
