import { useEffect, useRef, useState, type FormEvent } from 'react'
import { sendEvent } from '../analytics/analytics'
import type { BookingOutcome } from '../analytics/events'
import { site } from '@content/site'
import type { BookingFault } from '../content/types'
import { sendLead } from '../crm/hubspot'
import type { BookingConfig } from '../lib/env'
import { bookCall, CalendarError, fetchFreeTimes, type BookedCall, type FreeTimes } from './cal-api'
import { addDays, browserTimeZone, callTimeText, dateKey } from './zoned-time'

/** How many days the dialog offers at once: a week, Later dates the next. */
export const DAYS_SHOWN = 7

/** The booking form's field names. */
export const BOOKING_FIELDS = { name: 'name', email: 'email', notes: 'notes', time: 'time' } as const

export type FreeTimesState =
  { status: 'loading' } | { status: 'failed'; fault: BookingFault } | { status: 'ready'; free: FreeTimes }

export type SendState =
  | { status: 'idle' }
  | { status: 'booking' }
  | { status: 'failed'; fault: BookingFault }
  /** The time was taken meanwhile: the free times load again without it. */
  | { status: 'taken' }
  | { status: 'booked'; call: BookedCall; email: string; timeZone: string }

const count = (outcome: BookingOutcome) => {
  if (!__ANALYTICS__) return
  sendEvent({ name: 'Booking', props: { outcome } })
  if (outcome === 'booked') sendEvent({ name: 'Lead', props: { source: 'booking' } })
}

/** The free times without those taken meanwhile (compared as instants), and without days left empty. */
function withoutTaken(free: FreeTimes, taken: Set<number>): FreeTimes {
  const kept: FreeTimes = {}
  for (const [day, starts] of Object.entries(free)) {
    const left = starts.filter((start) => !taken.has(Date.parse(start)))
    if (left.length > 0) kept[day] = left
  }
  return kept
}

/** A booked call as its lead's message: its time in the studio's zone, then the visitor's notes. */
const callMessage = (call: BookedCall, notes: string) =>
  [callTimeText(Date.parse(call.start), Date.parse(call.end), call.hostTimeZone), notes.trim()]
    .filter(Boolean)
    .join('\n\n')

const fieldValue = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The booking dialog's state: the visitor's zone, the week shown, its free times, the chosen day
 * and the booking itself. The fields are uncontrolled: what the visitor types stays in the form
 * through every fault. One load of free times at a time counts (a later one replaces it), and one
 * booking at a time is sent.
 */
export function useBooking(settings: BookingConfig) {
  // Unknown until the island runs in the browser: the prerendered dialog knows no zone.
  const [timeZone, setTimeZone] = useState<string>()
  const [from, setFrom] = useState<string>()
  const [freeTimes, setFreeTimes] = useState<FreeTimesState>({ status: 'loading' })
  const [day, setDay] = useState<string>()
  const [send, setSend] = useState<SendState>({ status: 'idle' })
  const loads = useRef(0)
  const booking = useRef(false)
  // Times taken meanwhile are never offered again, even by an answer that still lists them.
  const taken = useRef(new Set<number>())

  const load = (week: string, zone: string) => {
    const ticket = ++loads.current
    setFrom(week)
    setFreeTimes({ status: 'loading' })
    fetchFreeTimes(settings, { from: week, to: addDays(week, DAYS_SHOWN - 1), timeZone: zone }).then(
      (answer) => {
        if (ticket !== loads.current) return
        const free = withoutTaken(answer, taken.current)
        setFreeTimes({ status: 'ready', free })
        setDay((chosen) => (chosen && free[chosen] ? chosen : Object.keys(free).sort()[0]))
      },
      (error: unknown) => {
        if (ticket !== loads.current) return
        const fault = error instanceof CalendarError && error.fault !== 'taken' ? error.fault : 'unavailable'
        setFreeTimes({ status: 'failed', fault })
      },
    )
  }

  useEffect(() => {
    const zone = browserTimeZone()
    setTimeZone(zone)
    load(dateKey(Date.now(), zone), zone)
    // Once, when the island first renders in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const today = timeZone ? dateKey(Date.now(), timeZone) : undefined

  const changeTimeZone = (zone: string) => {
    setTimeZone(zone)
    const todayThere = dateKey(Date.now(), zone)
    load(from && from > todayThere ? from : todayThere, zone)
  }

  const showWeek = (direction: 1 | -1) => {
    if (!timeZone || !from || !today) return
    const week = addDays(from, direction * DAYS_SHOWN)
    setDay(undefined)
    load(week < today ? today : week, timeZone)
  }

  const retry = () => {
    if (timeZone && from) load(from, timeZone)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (booking.current || !timeZone) return
    const form = event.currentTarget
    const start = fieldValue(form, BOOKING_FIELDS.time)
    if (!start) return
    booking.current = true
    const email = fieldValue(form, BOOKING_FIELDS.email).trim()
    const name = fieldValue(form, BOOKING_FIELDS.name)
    const notes = fieldValue(form, BOOKING_FIELDS.notes)
    setSend({ status: 'booking' })
    try {
      const call = await bookCall(settings, { start, name, email, notes, timeZone, language: site.language })
      setSend({ status: 'booked', call, email, timeZone })
      count('booked')
      // The studio has the call: its CRM gets the lead too, and the confirmation never waits.
      if (__CRM__)
        void sendLead(__CRM__, { name, email, message: callMessage(call, notes), source: 'booking' })
    } catch (error) {
      const fault = error instanceof CalendarError ? error.fault : 'unavailable'
      count('failed')
      if (fault === 'taken') {
        taken.current.add(Date.parse(start))
        setSend({ status: 'taken' })
        if (from) load(from, timeZone)
      } else {
        setSend({ status: 'failed', fault })
      }
    } finally {
      booking.current = false
    }
  }

  return {
    timeZone,
    today,
    from,
    freeTimes,
    day,
    chooseDay: setDay,
    send,
    changeTimeZone,
    showWeek,
    retry,
    submit,
  }
}
