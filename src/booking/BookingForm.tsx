import { useEffect, useRef } from 'react'
import { booking as copy } from '@content/booking'
import { contactDialog } from '@content/contact'
import { site } from '@content/site'
import { Button } from '../components/Button'
import { ButtonWords } from '../components/ButtonWords'
import { Icon } from '../components/Icon'
import { consentSentence } from '../crm/consent'
import { ConsentNote } from '../crm/ConsentNote'
import { FormField } from '../contact/FormField'
import { requiredField } from '../contact/fields'
import { config } from '../lib/config'
import { phoneWordsLabel } from '../lib/phone-words'
import type { BookingConfig } from '../lib/env'
import { CONTACT_DIALOG_ID, opensDialog } from '../lib/dialog-commands'
import { BookingConfirmation } from './BookingConfirmation'
import { Choices } from './Choices'
import { fillFromContactDraft, handOverToContactForm } from './contact-handover'
import { TimeZonePicker } from './TimeZonePicker'
import { BOOKING_FIELDS, useBooking } from './use-booking'
import { dayFace, dayLabel, timeLabel } from './zoned-time'

/** Longest notes accepted, in characters. */
const NOTES_LIMIT = 1000

/** The sentence of consent above Confirm booking, which describes it (a build whose CRM asks consent). */
const CONSENT_ID = 'booking-consent'

/**
 * The booking form, an island in its dialog: it hydrates when the dialog first opens, and only
 * then asks Cal.com for the free times, in the visitor's own zone. Renders nothing in a build
 * without booking (no VITE_CAL_LINK), where no control opens its dialog.
 */
export function BookingForm() {
  return config.booking ? <Booking settings={config.booking} /> : null
}

function Booking({ settings }: { settings: BookingConfig }) {
  const formRef = useRef<HTMLFormElement>(null)
  const state = useBooking(settings)
  const { timeZone, freeTimes, day, send } = state

  // The form appears once the island knows the visitor's zone: it takes the contact form's draft then.
  const ready = timeZone !== undefined
  useEffect(() => {
    if (ready && formRef.current) fillFromContactDraft(formRef.current)
  }, [ready])

  if (send.status === 'booked') return <BookingConfirmation {...send} />
  // Prerendered, and until the island runs: only this line. The form needs script, and its HTML
  // would cost every page view its bytes (the page's first round trip, tests/e2e/budgets.test.ts).
  if (!timeZone) return <Loading />

  const booking = send.status === 'booking'
  const free = freeTimes.status === 'ready' ? freeTimes.free : undefined
  const days = free ? Object.keys(free).sort() : []
  const times = free && day ? (free[day] ?? []) : []
  const field = (name: typeof BOOKING_FIELDS.name | typeof BOOKING_FIELDS.email) =>
    requiredField(name, booking)

  return (
    <form ref={formRef} onSubmit={state.submit} className="grid grid-cols-1 gap-6">
      <p className="text-ink-muted">{copy.intro}</p>
      <TimeZonePicker timeZone={timeZone} onChange={state.changeTimeZone} />

      <div className="grid gap-4">
        <div role="status" aria-live="polite" className="empty:-mb-4">
          {freeTimes.status === 'loading' && <LoadingLine />}
        </div>
        {freeTimes.status === 'failed' && (
          <div role="alert" className="rounded-xl bg-accent-rose/15 px-4 py-3">
            <p className="flex items-start gap-2 font-semibold text-accent-rose">
              <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
              {copy.loadFaults[freeTimes.fault]}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button variant="secondary" onClick={state.retry}>
                {copy.tryAgain}
              </Button>
              <a
                href={settings.publicPage}
                target="_blank"
                rel="noopener"
                className="font-semibold underline"
              >
                {copy.publicPage}
              </a>
            </div>
          </div>
        )}
        {free && days.length === 0 && (
          <div role="alert" className="rounded-xl bg-surface px-4 py-3">
            <p>{copy.noFreeTime}</p>
            <Button
              variant="secondary"
              className="mt-3"
              {...opensDialog(CONTACT_DIALOG_ID)}
              onClick={() => formRef.current && handOverToContactForm(formRef.current)}
            >
              <Icon name="mail" className="size-4" />
              {copy.writeInstead}
            </Button>
          </div>
        )}
        {days.length > 0 && (
          <Choices
            legend={copy.days}
            name="day"
            choices={days.map((key) => ({
              value: key,
              label: dayLabel(key, site.language),
              face: <DayFace {...dayFace(key, site.language)} />,
            }))}
            checked={day}
            onChoose={state.chooseDay}
            // A week's five weekdays in one row in the dialog's full width, in two columns on a phone.
            className="grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))]"
          />
        )}
      </div>
      {freeTimes.status !== 'failed' && (
        // One row at every width, the words at the content's edges (shorter below 400 px).
        <div className="-mx-2 flex flex-wrap justify-between gap-2">
          <Button
            variant="ghost"
            size="compact"
            disabled={!state.from || state.from <= (state.today ?? '')}
            onClick={() => state.showWeek(-1)}
            aria-label={phoneWordsLabel(copy.earlier, copy.earlierOnPhone)}
          >
            <Icon name="chevron-left" className="size-4" />
            <ButtonWords full={copy.earlier} onPhone={copy.earlierOnPhone} />
          </Button>
          <Button
            variant="ghost"
            size="compact"
            className="ml-auto"
            onClick={() => state.showWeek(1)}
            aria-label={phoneWordsLabel(copy.later, copy.laterOnPhone)}
          >
            <ButtonWords full={copy.later} onPhone={copy.laterOnPhone} />
            <Icon name="chevron-right" className="size-4" />
          </Button>
        </div>
      )}
      {day && times.length > 0 && (
        <Choices
          key={`${day} ${timeZone}`}
          legend={copy.times}
          name={BOOKING_FIELDS.time}
          required
          choices={times.map((start) => ({
            value: start,
            label: timeLabel(Date.parse(start), timeZone, site.language),
          }))}
          className="grid-cols-[repeat(auto-fill,minmax(6rem,1fr))]"
        />
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="booking-name"
          label={contactDialog.labels.name}
          inputProps={{ ...field(BOOKING_FIELDS.name), autoComplete: 'name' }}
        />
        <FormField
          id="booking-email"
          label={contactDialog.labels.email}
          inputProps={{
            ...field(BOOKING_FIELDS.email),
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
          }}
        />
      </div>
      <FormField
        id="booking-notes"
        label={copy.notes}
        multiline
        inputProps={{
          name: BOOKING_FIELDS.notes,
          defaultValue: '',
          maxLength: NOTES_LIMIT,
          rows: 3,
          readOnly: booking,
        }}
      />

      {send.status === 'taken' && (
        <p role="alert" className="font-semibold text-accent-amber">
          {copy.taken}
        </p>
      )}
      {send.status === 'failed' && (
        <p role="alert" className="flex items-start gap-2 font-semibold text-accent-rose">
          <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
          {copy.bookFaults[send.fault]}
        </p>
      )}
      <div>
        <ConsentNote id={CONSENT_ID} />
        <Button
          type="submit"
          size="lg"
          disabled={booking || !free || times.length === 0}
          className="w-full"
          aria-describedby={consentSentence() ? CONSENT_ID : undefined}
        >
          {booking ? copy.booking : copy.confirm}
          {!booking && <Icon name="check" className="size-4" />}
        </Button>
      </div>
    </form>
  )
}

function LoadingLine() {
  return (
    <p className="flex items-center gap-2 text-ink-muted">
      <Icon name="calendar" className="size-4" />
      {copy.loading}
    </p>
  )
}

/** Before the island runs: the free times are on their way. */
function Loading() {
  return (
    <div role="status">
      <LoadingLine />
    </div>
  )
}

/** A day's pill: its weekday over its short date. */
function DayFace({ weekday, date }: { weekday: string; date: string }) {
  return (
    <span>
      <span className="block">{weekday}</span>
      <span className="block font-medium">{date}</span>
    </span>
  )
}
