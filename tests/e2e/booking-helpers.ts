import type { Locator, Page } from '@playwright/test'
import { ENGLISH, SPANISH } from './languages'

/**
 * The names a visitor finds the booking by, as the issue gives them, in each language; and the
 * moment the tests book at, on the page's clock and the fake calendar's.
 */
export const BOOKING_WORDS = {
  en: {
    page: ENGLISH,
    button: 'Book a free call',
    dialog: 'Book a free 30-minute call',
    timeZone: 'Time zone',
    days: 'Day',
    times: 'Time',
    earlier: 'Earlier dates',
    later: 'Later dates',
    notes: /What would you like to talk about/,
    confirm: 'Confirm booking',
    booking: 'Booking…',
    tryAgain: 'Try again',
    publicPage: /book on our Cal\.com page/,
    addToCalendar: 'Add to calendar',
    writeInstead: 'Write to us instead',
  },
  es: {
    page: SPANISH,
    button: 'Reservar una llamada gratis',
    dialog: 'Reserve una llamada gratuita de 30 minutos',
    timeZone: 'Zona horaria',
    days: 'Día',
    times: 'Hora',
    earlier: 'Anteriores',
    later: 'Siguientes',
    notes: /De qué le gustaría hablar/,
    confirm: 'Confirmar reserva',
    booking: 'Reservando…',
    tryAgain: 'Reintentar',
    publicPage: /reserve en nuestra página de Cal\.com/,
    addToCalendar: 'Añadir al calendario',
    writeInstead: 'Escribirnos',
  },
}

export type BookingWords = (typeof BOOKING_WORDS)['en']

/**
 * Wednesday, March 10, 2027, 7:00 in New York, the studio's zone: the week shown runs to Tuesday
 * the 16th, and New York moves its clocks on Sunday the 14th (Madrid only on the 28th).
 */
export const NOW = new Date('2027-03-10T12:00:00Z')

/** The booking dialog and what is in it, by role and name. */
export function bookingDialog(page: Page, words: BookingWords = BOOKING_WORDS.en) {
  const dialog = page.getByRole('dialog', { name: words.dialog })
  const { fields } = words.page
  return {
    dialog,
    timeZone: dialog.getByLabel(words.timeZone, { exact: true }),
    days: dialog.getByRole('group', { name: words.days, exact: true }).getByRole('radio'),
    day: (name: string) => dialog.getByRole('radio', { name, exact: true }),
    times: dialog.getByRole('group', { name: words.times, exact: true }).getByRole('radio'),
    time: (name: string) => dialog.getByRole('radio', { name, exact: true }),
    name: dialog.getByLabel(fields.name, { exact: true }),
    email: dialog.getByLabel(fields.email, { exact: true }),
    notes: dialog.getByLabel(words.notes),
    confirm: dialog.getByRole('button', { name: words.confirm }),
    alert: dialog.getByRole('alert'),
  }
}

/** Opens the dialog from the Seamless Scheduling Systems card, where the service is at work. */
export async function openFromServices(page: Page, words: BookingWords = BOOKING_WORDS.en) {
  await page.locator('#services').getByRole('button', { name: words.button }).click()
  return bookingDialog(page, words)
}

/**
 * Every control named "Book a free call" in `scope` that a visitor can see or reach: the button
 * (with script) and its no-script twin, the link. Exactly one shows in each place.
 */
export const bookingControls = (scope: Locator | Page, words: BookingWords = BOOKING_WORDS.en): Locator =>
  scope
    .getByRole('button', { name: words.button, exact: true })
    .or(scope.getByRole('link', { name: words.button, exact: true }))
