import type { PlanNeed } from '../plan-facts.ts'
import type { PlanTrait, VisitorWords } from '../types'

/**
 * The assistant's copy: its launcher and dialog, and the questions it suggests. It answers from
 * the page's own content (src/assistant/knowledge.ts), never from anywhere else.
 */
export const assistantCopy = {
  launcher: 'Ask a question',
  title: 'Ask a question',
  intro:
    'I answer from the information on this page: plans, prices, services and how we work. Nothing you type leaves your browser unless you send it to us as a message.',
  fieldLabel: 'Your question',
  placeholder: 'Price of Grow?',
  ask: 'Ask',
  suggestionsLabel: 'Suggested questions',
  logLabel: 'Conversation',
  followUpsLabel: 'You could also ask',
  /** Screen-reader prefixes that tell the two voices of the conversation apart. */
  you: 'You asked:',
  answerFrom: 'From',
  noAnswer:
    'I can’t answer that from the information on this page, and I’d rather not guess. The studio can: send them your question and they will reply by email.',
  handOff: 'Send it to the studio',
  /** The contact form's subject when a question is handed to the studio and the subject is empty. */
  handOffSubject: 'A question from the website',
  /** Shown instead of the suggestions, the log and the field when the browser runs no script. */
  noScript:
    'With JavaScript turned off I can’t answer here. Everything I answer from is on this page, and the studio answers anything else by email:',
  loadFailed:
    'The answers could not load. Check your connection and ask again, or send your question with the contact form.',
  /** The words around the page's facts in the assistant's answers. */
  answers: {
    /** Where an answer comes from: "Pricing: Grow". */
    source: (part: string, entry: string) => `${part}: ${entry}`,
    planTitle: (plan: string) => `${plan} plan`,
    plan: (plan: string, price: string, summary: string, features: string[]) =>
      `${plan} is ${price}. ${summary} It includes: ${features.join(', ')}.`,
    mostPopular: (label: string) => `It is our ${label.toLowerCase()} plan.`,
    enterprise: (plan: string, price: string, note: string, summary: string, features: string[]) =>
      `${plan} is ${price}, a ${note}. ${summary} It covers ${features.join(', ')}.`,
    industriesSource: 'Home',
    industriesTitle: 'Who we work with',
    contactSource: 'Contact',
    contactTitle: 'Contact the studio by email',
    contact: (email: string, intro: string) => `Email ${email}, or use the contact form. ${intro}`,
    /** A project of Our work, with its results: "Booking System (Spa · Online booking): +27% …". */
    work: (title: string, type: string, metrics: string[]) => `${title} (${type}): ${metrics.join('. ')}.`,
    /** A client's review, in their words, and who they are. */
    review: (quote: string, author: string, role: string) => `“${quote}” — ${author}, ${role}`,
  },
  /** The plan finder's answers (src/assistant/plan-answer.ts): the plans that fit, and why. */
  planFinder: {
    fits: (plan: string, reasons: string) => `${plan} fits: ${reasons}.`,
    bothFit: (first: string, second: string, reasons: string, prices: string) =>
      `${first} and ${second} both fit: ${reasons}. ${prices}.`,
    price: (plan: string, price: string) => `${plan} is ${price}`,
    noFit: (closest: string, unmet: string) =>
      `No plan on this page fits all of that: ${closest} comes closest, but ${unmet}. The studio can suggest what would work: send them your question and they will reply by email.`,
    and: ' and ',
    /** A page count as its card writes it ("3–5"), and its largest number. */
    pages: (pages: string, most: number) => (most > 1 ? `a ${pages}-page site` : 'a one-page site'),
    /** The pages a visitor asked for, the fewest and the most: "5 pages", "3 to 5 pages". */
    pagesAsked: (fewest: number, most: number) =>
      fewest === most ? `${most} page${most > 1 ? 's' : ''}` : `${fewest} to ${most} pages`,
    payment: { once: 'paid once', monthly: 'paid monthly', noUpfront: 'no setup fee' },
    asAnAddOn: (need: string) => `${need} as an add-on`,
    /** A need two plans meet, and the one that meets it by its add-on. */
    addOnOf: (need: string, plan: string) => `${need} (an add-on on ${plan})`,
    withinBudget: 'within your budget',
    cheapest: 'the lowest price',
    mostPopular: 'our most popular plan',
    needs: {
      chatbot: 'a 24/7 AI chatbot',
      booking: 'calendar booking',
      leadCapture: 'lead capture and analytics',
      hosting: 'hosting',
      contentUpdates: 'monthly content updates',
      unlimitedEdits: 'unlimited standard edits',
      prioritySupport: 'priority support',
      localSeo: 'local SEO',
      fullSeo: 'full SEO',
      splitTesting: 'split testing',
      phoneCampaigns: 'phone call campaigns',
      crm: 'CRM integration',
      noContract: 'no contract to cancel',
      customApp: 'custom apps',
      automation: 'business process automation',
      locations: 'several locations',
      bigTeam: 'a team of your size',
    } satisfies Record<PlanNeed, string>,
    unmet: {
      /** A page count as its card writes it ("3–5"), and its largest number. */
      pages: (pages: string, most: number) => `its site has ${pages} page${most > 1 ? 's' : ''}`,
      noPageCount: 'it states no page count',
      price: (price: string) => `it is ${price}`,
      need: (need: string) => `it does not include ${need}`,
      payment: { once: 'it is paid monthly', monthly: 'it is paid once', noUpfront: 'it has a setup fee' },
      size: (minEmployees: number) => `it is for businesses with ${minEmployees}+ employees`,
    },
  },
  /** Questions the assistant suggests; each has an answer on the page (tested). */
  questions: {
    pricing: 'What are your prices?',
    planPrice: (plan: string) => `How much is the ${plan} plan?`,
    services: 'What services do you offer?',
    timeline: 'How long does it take to build my website?',
    payment: 'How does payment work?',
    cancelling: 'Can I cancel anytime?',
    contact: 'How do I contact you?',
  },
}

/**
 * The first questions the dialog offers. A function, not a list, so that a bundle that
 * never shows them does not keep this module for a top-level property read.
 */
export function suggestedQuestions() {
  const { questions } = assistantCopy
  return [questions.pricing, questions.timeline, questions.services, questions.cancelling]
}

/** How visitors ask about any one plan (searched by the assistant, never shown). */
export const planWords: VisitorWords = ['price', 'cost', 'what is included', 'package']

/** How visitors ask for the plan or plans with a trait (searched by the assistant, never shown). */
export const planTraitWords: Record<PlanTrait, VisitorWords> = {
  oneTime: ['once', 'onetime', 'no monthly fee', 'no subscription', 'own it outright'],
  monthly: ['monthly', 'per month', 'subscription', 'recurring'],
  noSetupFee: ['no setup fee', 'without a setup fee', 'no initial fee'],
  lowestPrice: [
    'cheapest',
    'lowest price',
    'least expensive',
    'most affordable',
    'tight budget',
    'starting price',
  ],
  mostPopular: ['most popular', 'recommended', 'best seller', 'what most people choose', 'best value'],
}
