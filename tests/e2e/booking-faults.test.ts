import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { NOW, openFromServices } from './booking-helpers'
import type { CalendarReply } from './calendar-fake'
import { flushTasks } from './page-helpers'

/**
 * The booking's faults (issue 45): each gets its own message in the dialog (role alert), keeps
 * what the visitor typed and chose, and a retry sends exactly one request.
 */
test.use({ timezoneId: 'Europe/Madrid' })

test.beforeEach(async ({ page, calendar }) => {
  calendar.setNow(NOW)
  await page.clock.install({ time: NOW })
})

/** Stops the page's clock: from here on only the test moves its time (the 30 s limits). */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

const FAULTS: { reply: CalendarReply; loading: RegExp; booking: RegExp; console: string }[] = [
  {
    reply: { error: 'throttled' },
    loading: /calendar is busy right now and could not show/,
    booking: /calendar is busy right now, so your call is not booked/,
    console: 'status of 429',
  },
  {
    reply: { error: 'server' },
    loading: /not answering properly/,
    booking: /could not book your call just now/,
    console: 'status of 500',
  },
  {
    reply: { abort: 'internetdisconnected' },
    loading: /could not be loaded: your connection seems to be down/,
    booking: /not booked: your connection seems to be down/,
    console: 'ERR_INTERNET_DISCONNECTED',
  },
]

test('each fault loading the free times gets its message and a way round, and Try again sends exactly one request', async ({
  page,
  calendar,
  problems,
}) => {
  await page.goto('/')
  const [first, ...others] = FAULTS
  if (!first) throw new Error('no faults')
  problems.expectProblem(first.console)
  calendar.slots.replyNext(first.reply)
  const booking = await openFromServices(page)
  const tryAgain = booking.dialog.getByRole('button', { name: 'Try again' })
  await expect(booking.alert).toContainText(first.loading)
  const way = booking.dialog.getByRole('link', { name: /book on our Cal\.com page/ })
  await expect(way).toHaveAttribute('href', 'https://cal.com/brightpath/free-call')
  await expect(way).toHaveAttribute('target', '_blank')
  expect(calendar.slots.requests).toHaveLength(1)

  for (const fault of others) {
    await test.step(JSON.stringify(fault.reply), async () => {
      problems.expectProblem(fault.console)
      const sent = calendar.slots.requests.length
      calendar.slots.replyNext(fault.reply)
      await tryAgain.click()
      await expect(booking.alert).toContainText(fault.loading)
      expect(calendar.slots.requests).toHaveLength(sent + 1)
    })
  }

  await test.step('no answer in 30 s on the page’s clock', async () => {
    await pauseClock(page)
    calendar.slots.replyNext({ hang: true })
    await tryAgain.click()
    await expect(booking.dialog.getByRole('status')).toHaveText('Loading free times…')
    await page.clock.runFor(29_999)
    await flushTasks(page)
    await expect(booking.alert).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(booking.alert).toContainText(/longer than 30 seconds/)
  })

  await test.step('the retry: one request, the free times', async () => {
    const sent = calendar.slots.requests.length
    await tryAgain.click()
    await expect(booking.days).toHaveCount(5)
    await expect(booking.alert).toHaveCount(0)
    expect(calendar.slots.requests).toHaveLength(sent + 1)
  })
})

test('bad input sends nothing; each fault booking gets its message, keeps everything, and confirming again sends exactly one request', async ({
  page,
  calendar,
  problems,
}) => {
  await page.goto('/')
  const booking = await openFromServices(page)
  await booking.day('Friday, March 12').check()
  await booking.time('4:30 PM').check()

  await test.step('an empty name, then an invalid e-mail: the browser refuses both', async () => {
    await booking.email.fill('ana@example.com')
    await booking.confirm.click()
    expect(await booking.name.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(true)
    await booking.name.fill('Ana Pérez')
    await booking.email.fill('ana@')
    await booking.confirm.click()
    expect(await booking.email.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(false)
    expect(calendar.bookings.requests).toHaveLength(0)
    await booking.email.fill('ana@example.com')
    await booking.notes.fill('Bookings for my salon')
  })

  for (const fault of FAULTS) {
    await test.step(JSON.stringify(fault.reply), async () => {
      problems.expectProblem(fault.console)
      const sent = calendar.bookings.requests.length
      calendar.bookings.replyNext(fault.reply)
      await booking.confirm.click()
      await expect(booking.alert).toContainText(fault.booking)
      expect(calendar.bookings.requests).toHaveLength(sent + 1)
      await expect(booking.time('4:30 PM')).toBeChecked()
      await expect(booking.name).toHaveValue('Ana Pérez')
      await expect(booking.email).toHaveValue('ana@example.com')
      await expect(booking.notes).toHaveValue('Bookings for my salon')
    })
  }

  await test.step('no answer in 30 s on the page’s clock; meanwhile a second press sends nothing', async () => {
    await pauseClock(page)
    const sent = calendar.bookings.requests.length
    calendar.bookings.replyNext({ hang: true })
    await booking.confirm.click()
    const busy = booking.dialog.getByRole('button', { name: 'Booking…' })
    await expect(busy).toBeDisabled()
    await booking.email.press('Enter')
    await page.clock.runFor(29_999)
    await flushTasks(page)
    await expect(busy).toBeDisabled()
    await page.clock.runFor(1)
    await expect(booking.alert).toContainText(/longer than 30 seconds to answer, so your call is not booked/)
    expect(calendar.bookings.requests).toHaveLength(sent + 1)
    await expect(booking.notes).toHaveValue('Bookings for my salon')
  })

  await test.step('confirming again: one request, the call booked', async () => {
    const sent = calendar.bookings.requests.length
    await booking.confirm.click()
    await expect(
      booking.dialog.getByText(/Your call is booked for Friday, March\s12, 4:30\sPM/),
    ).toBeVisible()
    expect(calendar.bookings.requests).toHaveLength(sent + 1)
    expect(calendar.booked).toHaveLength(1)
  })
})

test('a time taken meanwhile: the dialog says so, loads the free times again without it, and keeps what was typed', async ({
  page,
  calendar,
  problems,
}) => {
  problems.expectProblem('status of 400')
  await page.goto('/')
  const booking = await openFromServices(page)
  await booking.day('Monday, March 15').check()
  await booking.time('2:00 PM').check()
  await booking.name.fill('Ana Pérez')
  await booking.email.fill('ana@example.com')
  await booking.notes.fill('Reviews')
  calendar.take('2027-03-15T13:00:00.000Z')

  await booking.confirm.click()
  await expect(booking.alert).toHaveText(/that time was taken a moment ago/)
  await expect(booking.time('2:30 PM')).toBeVisible()
  await expect(booking.time('2:00 PM')).toHaveCount(0)
  expect(calendar.slots.requests).toHaveLength(2)
  expect(calendar.bookings.requests).toHaveLength(1)
  await expect(booking.name).toHaveValue('Ana Pérez')
  await expect(booking.email).toHaveValue('ana@example.com')
  await expect(booking.notes).toHaveValue('Reviews')

  await booking.time('2:30 PM').check()
  await booking.confirm.click()
  await expect(booking.dialog.getByText(/booked for Monday, March\s15, 2:30\sPM/)).toBeVisible()
  expect(calendar.bookings.requests).toHaveLength(2)
})

test('no free time on the dates shown: the dialog says so, offers later dates, and the contact form takes what was typed', async ({
  page,
  calendar,
}) => {
  // Monday, January 4, 2027, with every time of that week taken (New York is 5 hours behind UTC).
  const monday = new Date('2027-01-04T12:00:00Z')
  calendar.setNow(monday)
  await page.clock.install({ time: monday })
  for (let day = 4; day <= 8; day++) {
    for (let slot = 0; slot < 16; slot++) {
      calendar.take(new Date(Date.UTC(2027, 0, day, 14) + slot * 30 * 60_000).toISOString())
    }
  }
  await page.goto('/')
  const booking = await openFromServices(page)
  await expect(booking.alert).toHaveText(/no free times on these dates/)
  await expect(booking.days).toHaveCount(0)
  await booking.name.fill('Ana Pérez')
  await booking.email.fill('ana@example.com')
  await booking.notes.fill('A new site for my café')

  await booking.dialog.getByRole('button', { name: 'Later dates' }).click()
  await expect(booking.day('Monday, January 11')).toBeChecked()
  await expect(booking.alert).toHaveCount(0)
  await booking.dialog.getByRole('button', { name: 'Earlier dates' }).click()
  await expect(booking.alert).toHaveText(/no free times on these dates/)

  await booking.dialog.getByRole('button', { name: 'Write to us instead' }).click()
  const contact = page.getByRole('dialog', { name: 'Build My Website', exact: true })
  await expect(contact).toBeVisible()
  await expect(booking.dialog).toBeHidden()
  await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('Ana Pérez')
  await expect(contact.getByLabel('Email', { exact: true })).toHaveValue('ana@example.com')
  await expect(contact.getByLabel('Message', { exact: true })).toHaveValue('A new site for my café')
})

test('nothing from the API is shown as markup: hosts, titles and messages are never rendered', async ({
  page,
  calendar,
  problems,
}) => {
  problems.expectProblem('status of 400')
  page.on('dialog', (dialog) => {
    throw new Error(`The page opened a ${dialog.type()} dialog: ${dialog.message()}`)
  })
  calendar.slots.replyAll({ markup: true })
  calendar.bookings.replyAll({ markup: true })
  await page.goto('/')
  const booking = await openFromServices(page)
  await booking.time('3:00 PM').check()
  await booking.name.fill('Ana Pérez')
  await booking.email.fill('ana@example.com')
  calendar.take('2027-03-10T14:00:00.000Z')
  await booking.confirm.click()
  await expect(booking.alert).toHaveText(/that time was taken a moment ago/)
  await booking.time('3:30 PM').check()
  await booking.confirm.click()
  await expect(booking.dialog.getByText(/booked for Wednesday, March\s10, 3:30\sPM/)).toBeVisible()
  await expect(booking.dialog.locator('img, b, script')).toHaveCount(0)
  await expect(booking.dialog).not.toContainText('<')
})
