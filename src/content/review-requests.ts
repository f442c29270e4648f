import type { Language } from './languages.ts'

/**
 * `words` closing a sentence with `stop`, unless they end in a stop of their own that closes it
 * already, as style guides have it: "… Hair Co. Would you …", never "Co.."; "Yahoo!", never
 * "Yahoo!!"; but "Thanks for visiting Hair Co.!", where an abbreviation's point is not the stop.
 */
export function endingSentence(words: string, stop: '.' | '!' = '.'): string {
  const text = words.trimEnd()
  return /[!?…]$/.test(text) || (stop === '.' && text.endsWith('.')) ? text : `${text}${stop}`
}

/** One language's messages asking a business's customers for a review, with its link. */
export interface ReviewRequest {
  sms: (business: string, link: string) => string
  subject: (business: string) => string
  body: (business: string, link: string) => string
}

/**
 * The messages the review kit offers an owner to send, in each of the page's languages, on both
 * pages: many owners serve customers in the other language. Neutral, as Google's rules ask: they
 * ask every customer for a review, and offer nothing for one. The text messages are short, and the
 * Spanish one has no á, í, ó or ú: outside GSM-7, one of them would cut a segment to 70 characters.
 */
export const REVIEW_REQUESTS: Record<Language, ReviewRequest> = {
  en: {
    sms: (business, link) => `Thanks for visiting ${endingSentence(business, '!')} How did we do? ${link}`,
    subject: (business) => `How was your visit to ${business}?`,
    body: (business, link) =>
      `Hello,\n\nThank you for choosing ${endingSentence(business)} Would you take a minute to tell others how your visit went? Your review helps people like you find us:\n\n${link}\n\nThank you,\n${business}`,
  },
  es: {
    sms: (business, link) => `¡Gracias por visitar ${endingSentence(business, '!')} ¿Qué tal le fue? ${link}`,
    subject: (business) => `¿Qué tal su visita a ${business}?`,
    body: (business, link) =>
      `Hola:\n\nGracias por elegir ${endingSentence(business)} ¿Nos dedica un minuto para contar a otros cómo le fue? Su reseña ayuda a personas como usted a encontrarnos:\n\n${link}\n\nGracias,\n${business}`,
  },
}
