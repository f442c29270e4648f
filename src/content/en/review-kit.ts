import { endingSentence } from '../review-requests.ts'
import { unbroken } from '../unbroken.ts'
import { wholeNumber } from '../whole-number.ts'
import type { PlacesFault, ReviewPageProblem } from '../types'

/** The free review kit (Reputation Catalyst at work): its button, its dialog and every state of it. */
export const reviewKit = {
  /** On the Reputation Catalyst card: opens the dialog. */
  button: 'Get your free review link',
  /** Its words below 400 px, a part of the full words (which stay its name). */
  buttonOnPhone: 'Get your free review link',
  title: 'Your free review kit',
  intro: 'Your review link, a QR code, a counter card and messages for your customers. Free, no sign-up.',
  find: {
    label: 'Your business',
    hint: 'Name and city, as on Google.',
    /** Without script the form opens Google Maps' own search. */
    noScriptHint: 'Opens Google Maps in a new tab.',
    submit: 'Find my business',
    searching: 'Searching…',
    results: 'Businesses found',
    tooShort: 'Type at least 3 characters: your business’s name, and its city.',
    noMatch: (query: string) =>
      `Nothing on Google matches “${query}”. Try adding the city, or enter your business yourself.`,
    faults: {
      unavailable: 'The search is not available right now. Please enter your business yourself.',
      busy: 'Too many searches at the moment. Wait a few seconds and try again.',
      google: 'Google’s search had a problem on its side. Please try again.',
      network: 'The search could not reach Google: your connection seems to be down.',
      timeout: 'Google did not answer within 15 seconds. Please try again.',
    } satisfies Record<PlacesFault, string>,
    tryAgain: 'Try again',
  },
  /** "4.3 ★ · 127 reviews" */
  rating: (rating: string, reviews: string, count: number) =>
    `${unbroken(`${rating} ★`)} · ${reviews} ${count === 1 ? 'review' : 'reviews'}`,
  noReviews: 'No reviews yet',
  manual: {
    open: 'Enter it yourself',
    name: 'Business name',
    page: 'Review page',
    pageHint: 'The https:// address of your review page on Google, Yelp, Facebook or Tripadvisor.',
    submit: 'Make my kit',
    nameMissing: 'Type your business’s name.',
    problems: {
      empty: 'Paste the address of your review page.',
      tooLong: `That address is longer than ${wholeNumber(2000, 'en')} characters: paste the short link your review site gives.`,
      notHttps: 'The review page must be a secure address that starts with https://.',
      notAnAddress: 'That is not a web address. Paste the whole link, starting with https://.',
    } satisfies Record<ReviewPageProblem, string>,
  },
  standing: {
    title: 'Where you stand',
    /** The chart's name for screen readers. */
    chart: 'Reviews of your business and its nearest neighbours of its kind',
    you: 'You',
    summary: (count: number, medianReviews: string, medianRating: string) =>
      `The ${count} nearest businesses of your kind have a median of ${medianReviews} reviews at ${unbroken(`${medianRating} ★`)}.`,
    yours: (count: number, reviews: string, rating: string) =>
      `You have ${reviews} ${count === 1 ? 'review' : 'reviews'} at ${unbroken(`${rating} ★`)}.`,
    yoursNone: 'You have no reviews yet.',
    tooFew: 'There are fewer than two businesses of your kind nearby, so there is nothing to compare.',
    failed: 'Your neighbours could not be loaded just now. Everything else in your kit is ready.',
  },
  link: { title: 'Your review link', copy: 'Copy link', copied: 'Copied' },
  qr: {
    title: 'QR code',
    /** The drawn code's name for screen readers. */
    label: (business: string) => `QR code of the review link of ${business}`,
    download: 'Download QR code',
    fileName: 'review-qr-code.svg',
  },
  card: {
    print: 'Print the card',
    /** Its lines under the code, by the review site: Yelp's rules forbid asking for a review. */
    lines: {
      google: ['How did we do?', 'Tell us on Google.'],
      yelp: ['Find us on Yelp.'],
      other: ['How did we do?', 'Leave us a review.'],
    },
    scan: 'Scan with your phone’s camera',
  },
  messages: {
    title: 'Messages to send your customers',
    language: 'Language of the messages',
    sms: 'Text message',
    segments: (count: number) => `${count} ${count === 1 ? 'segment' : 'segments'}`,
    emailSubject: 'Email subject',
    emailBody: 'Email',
    textMyself: 'Text it to myself',
    emailMyself: 'Email it to myself',
  },
  /** The review site's rules for asking: Google's, Yelp's (never ask), or a neutral line for any other. */
  rules: {
    google: 'Google’s rules: ask every customer, not only the happy ones, and offer nothing in return.',
    yelp: 'Yelp’s rules: do not ask customers for reviews, and offer nothing for one. Let them know you are on Yelp, as the card does, and leave the choice to them.',
    other:
      'Each review site has its own rules: read them before you ask, and offer nothing in return for a review.',
  },
  handOff: 'Send these automatically after every visit',
  /** Its words where the whole do not fit on one line (the start of its name, which stays whole). */
  handOffShort: 'Send these automatically',
  handOffSubject: (business: string) => `Automatic review requests for ${business}`,
  handOffMessage: (business: string, link: string) =>
    `Hello, I would like review requests sent automatically after every visit for ${endingSentence(business)} Our review link is ${link}.`,
  startOver: 'Another business',
}
