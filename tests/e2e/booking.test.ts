import { readFile } from 'node:fs/promises'
import { expect, networkSettled, test } from './fixtures'
import { BOOKING_WORDS, bookingDialog, NOW, openFromServices } from './booking-helpers'
import { rowsOf, shownLines } from './page-helpers'

/**
 * Booking a free call (issue 45) against Cal.com's API faked at its address (calendar-fake.ts),
 * whose studio works weekdays 9:00–17:00 in New York. Each visitor is in another zone, so every
 * time on the page is theirs, and the day booked is the first after New York's clock change.
 */
const VISITS = [
  {
    words: BOOKING_WORDS.en,
    timeZone: 'Europe/Madrid',
    width: 1280,
    firstDay: 'Wednesday, March 10',
    friday: 'Friday, March 12',
    dstDay: 'Monday, March 15',
    // 9:00 in New York: 15:00 in Madrid before the change, 14:00 after it.
    fridayFirst: '3:00 PM',
    dstFirst: '2:00 PM',
    dstLast: '9:30 PM',
    booked: 'Your call is booked for Monday, March 15, 2:00 PM (Central European Standard Time).',
  },
  {
    words: BOOKING_WORDS.es,
    timeZone: 'America/Mexico_City',
    // The narrowest phone: the week pager's longest words still share a row.
    width: 320,
    firstDay: 'miércoles, 10 de marzo',
    friday: 'viernes, 12 de marzo',
    dstDay: 'lunes, 15 de marzo',
    // Mexico City keeps its clock: 8:00 before New York's change, 7:00 after it.
    fridayFirst: '8:00 a.m.',
    dstFirst: '7:00 a.m.',
    dstLast: '2:30 p.m.',
    booked: 'Su llamada está reservada para el lunes, 15 de marzo, 7:00 a.m. (hora estándar central).',
  },
]

for (const visit of VISITS) {
  const { words } = visit
  test.describe(`${words.page.path} at ${visit.width} px, in ${visit.timeZone}`, () => {
    test.use({ timezoneId: visit.timeZone, viewport: { width: visit.width, height: 900 } })

    test('a visitor books a call in their own zone, sees it confirmed and downloads the calendar file; nothing goes to a CRM in a build without one', async ({
      page,
      calendar,
      hubspot,
    }) => {
      calendar.setNow(NOW)
      await page.clock.install({ time: NOW })
      await page.goto(words.page.path)
      await networkSettled(page)
      expect(calendar.slots.requests, 'a view that opens nothing asks Cal.com nothing').toHaveLength(0)

      const booking = await openFromServices(page, words)
      await expect(booking.dialog).toBeVisible()
      await expect(booking.timeZone).toHaveValue(visit.timeZone)
      await expect(booking.day(visit.firstDay)).toBeChecked()
      await expect(booking.days).toHaveCount(5)
      // The week's five days in one row in the dialog's full width, in two columns on a phone, each
      // pill its weekday over its date; Earlier and Later dates side by side.
      const pills = booking.dialog.getByRole('group', { name: words.days, exact: true }).locator('label')
      expect(await rowsOf(pills)).toHaveLength(visit.width >= 1280 ? 1 : 3)
      for (const pill of await pills.all()) expect(await shownLines(pill)).toHaveLength(2)
      const weekButtons = booking.dialog.getByRole('button', {
        name: new RegExp(`^(${words.earlier}|${words.later})$`),
      })
      await expect(weekButtons).toHaveCount(2)
      expect(await rowsOf(weekButtons)).toHaveLength(1)
      const [asked] = calendar.slots.requests
      expect(asked?.headers['cal-api-version']).toBe('2024-09-04')
      expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
        username: 'brightpath',
        eventTypeSlug: 'free-call',
        timeZone: visit.timeZone,
      })

      await booking.day(visit.friday).check()
      await expect(booking.times.first()).toHaveAccessibleName(visit.fridayFirst)
      await booking.day(visit.dstDay).check()
      await expect(booking.times.first()).toHaveAccessibleName(visit.dstFirst)
      await expect(booking.times.last()).toHaveAccessibleName(visit.dstLast)
      await expect(booking.times).toHaveCount(16)

      await booking.time(visit.dstFirst).check()
      await booking.name.fill('Ana Pérez')
      await booking.email.fill('ana@example.com')
      await booking.notes.fill('A site for my bakery')
      await booking.confirm.click()
      await expect(booking.dialog.getByText(visit.booked)).toBeVisible()
      await expect(booking.dialog.getByText(/ana@example\.com/)).toBeVisible()

      expect(calendar.bookings.requests).toHaveLength(1)
      const sent = calendar.bookings.requests[0]
      expect(sent?.headers['cal-api-version']).toBe('2024-08-13')
      expect(JSON.parse(sent?.body ?? '')).toEqual({
        start: '2027-03-15T13:00:00.000Z',
        eventTypeSlug: 'free-call',
        username: 'brightpath',
        attendee: {
          name: 'Ana Pérez',
          email: 'ana@example.com',
          timeZone: visit.timeZone,
          language: words.page.language,
        },
        bookingFieldsResponses: { notes: 'A site for my bakery' },
      })
      expect(calendar.booked).toHaveLength(1)

      const downloading = page.waitForEvent('download')
      await booking.dialog.getByRole('link', { name: words.addToCalendar }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/\.ics$/)
      const file = await readFile(await download.path(), 'utf8')
      expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/)
      expect(file).toContain('DTSTART:20270315T130000Z\r\n')
      expect(file).toContain('DTEND:20270315T133000Z\r\n')
      expect(hubspot.requests).toEqual([])
    })
  })
}

test('the contact dialog offers a call, which opens with the name and e-mail typed there', async ({
  page,
  calendar,
}) => {
  calendar.setNow(NOW)
  await page.clock.install({ time: NOW })
  await page.goto('/')
  await page.getByRole('button', { name: 'Build My Website' }).first().click()
  const contact = page.getByRole('dialog', { name: 'Build My Website', exact: true })
  await contact.getByLabel('Name', { exact: true }).fill('Luis Gómez')
  await contact.getByLabel('Email', { exact: true }).fill('luis@example.com')
  await contact.getByRole('button', { name: BOOKING_WORDS.en.button }).click()
  const booking = bookingDialog(page)
  await expect(booking.dialog).toBeVisible()
  await expect(contact).toBeHidden()
  await expect(booking.name).toHaveValue('Luis Gómez')
  await expect(booking.email).toHaveValue('luis@example.com')
})
