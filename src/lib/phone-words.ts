/**
 * How a button's words show where a phone is too narrow for them all (below 400 px): `shown`
 * everywhere, `wideOnly` from 400 px, `phoneOnly` below it. Words a phone shortens to their start
 * ("Reservar una llamada" of "Reservar una llamada gratis") are written once, their end hidden on a
 * phone; other short words ("Enlace de reseñas gratis") stand in for the full ones.
 */
export function phoneWords(full: string, onPhone: string) {
  if (full.startsWith(onPhone)) return { shown: onPhone, wideOnly: full.slice(onPhone.length), phoneOnly: '' }
  return { shown: '', wideOnly: full, phoneOnly: onPhone }
}

/** The aria-label such a button needs: its full words, when a phone shows fewer. */
export const phoneWordsLabel = (full: string, onPhone: string) => (onPhone === full ? undefined : full)

/** The classes of the parts shown only from 400 px, and only below it. */
export const WIDE_ONLY = 'max-[399px]:hidden'
export const PHONE_ONLY = 'min-[400px]:hidden'
