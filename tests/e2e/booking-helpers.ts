import { expect, type Locator, type Page } from '@playwright/test'
import { ENGLISH, SPANISH } from './languages'
import { shownLines } from './page-helpers'

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

/** The widths the page is reviewed at (issue 53). */
const REVIEW_WIDTHS = [320, 360, 375, 390, 414, 768, 1024, 1280, 1920]

/** 320 to 480 px every 8 px, where a line of the confirmation wraps elsewhere at almost every step. */
const PHONE_WIDTHS = Array.from({ length: 21 }, (_, step) => 320 + step * 8)

/**
 * What runs out of the dialog's box at the width it is shown at: the dialog or a part of it that
 * scrolls sideways, or an element whose box runs past the dialog's.
 */
const overflows = (dialog: Locator): Promise<string[]> =>
  dialog.evaluate((box: HTMLElement) => {
    const { left, right } = box.getBoundingClientRect()
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const found: string[] = []
    for (const element of [box, ...box.querySelectorAll('*')]) {
      const rect = element.getBoundingClientRect()
      if (rect.width > 0 && (rect.left < left - 0.5 || rect.right > right + 0.5))
        found.push(`${name(element)} runs from ${rect.left} to ${rect.right}, past ${left}–${right}`)
      if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 0.5) {
        const { overflowX } = getComputedStyle(element)
        if (overflowX !== 'visible' && overflowX !== 'clip')
          found.push(`${name(element)} scrolls sideways: ${element.scrollWidth} in ${element.clientWidth}`)
      }
    }
    return found
  })

/**
 * The booking dialog as it is now (`state`), at the review's widths from 320 to 1920 px: nothing
 * runs past its box, and its title does not end with one word alone on a line. Where there is
 * text to keep `whole` (a time, "10:00 AM"), at every phone width too, it is never split across two
 * lines. The window gets `restore` px back at the end.
 */
export async function expectFitsEveryWidth(
  page: Page,
  dialog: Locator,
  { state, restore, whole = [] }: { state: string; restore: number; whole?: string[] },
): Promise<void> {
  const title = dialog.getByRole('heading').first()
  const widths = whole.length > 0 ? [...new Set([...PHONE_WIDTHS, ...REVIEW_WIDTHS])] : REVIEW_WIDTHS
  for (const width of widths.sort((a, b) => a - b)) {
    await page.setViewportSize({ width, height: 900 })
    const at = `${state} at ${width} px`
    expect(await overflows(dialog), at).toEqual([])
    const lines = await shownLines(title)
    expect(
      lines.length === 1 || (lines.at(-1) ?? '').split(' ').length > 1,
      `${at}: ${lines.join(' / ')}`,
    ).toBe(true)
    for (const text of whole) {
      const shown = await shownLines(dialog.getByText(text, { exact: false }).first())
      expect(
        shown.some((line) => line.includes(text)),
        `${at}: ${shown.join(' / ')}`,
      ).toBe(true)
    }
  }
  await page.setViewportSize({ width: restore, height: 900 })
}
