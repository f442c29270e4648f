/** A text lowercased, without accents ("cotización" → "cotizacion") or apostrophes. */
export const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')
