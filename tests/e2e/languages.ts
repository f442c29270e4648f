/**
 * The page in each language, and the names people and assistive technology find its controls by,
 * as the specification and the Spanish issue give them. The tests that matter for both languages
 * run once for each (`for (const page of PAGES)`); the rest run on English.
 */
export interface PageLanguage {
  language: 'en' | 'es'
  /** The variant the page is written in: its `lang`, and the style of its numbers, dates and times. */
  locale: 'en-US' | 'es-US'
  path: string
  /** The navigation's items, in order. */
  nav: string[]
  navName: string
  skipLink: string
  /** The hero's first headline line, with which the hero region's name begins. */
  hero: string
  /** The line under the hero's buttons; its "1–2 weeks" held on one line (word joiners, a no-break space). */
  trustNote: string
  menu: string
  close: string
  build: string
  seeWork: string
  contactUs: string
  dialogs: { services: string; about: string; faq: string }
  fields: { name: string; email: string; subject: string; message: string }
  send: string
  /** The message field's counter when `typed` characters are in it: numbers as the language writes them. */
  messageCount: (typed: number) => string
  messages: { sending: string; success: string; error: string }
  /** The subject of the no-script e-mail link of the Build My Website dialog. */
  fallbackSubject: string
  getStarted: string
  /** A plan's Get Started button, named with its plan for screen readers. */
  getStartedWith: (plan: string) => string
  /** What a link's name adds when it opens a new tab (the checkout). */
  newTab: string
  /** The play button of the portfolio's first clip. */
  firstClipPlay: string
  mostPopular: string
  requestQuote: string
  carousel: string
  carouselControls: { next: string; previous: string; pause: string; play: string }
  /** A slide's name: "2 of 3". */
  carouselSlide: (position: number, count: number) => string
  assistant: { launcher: string; field: string; ask: string; handOff: string }
  /** The link to the page in the other language. */
  languageSwitch: string
  /** The free website check (issue 30): its names are fixed by the issue. */
  check: {
    heading: string
    field: string
    submit: string
    cancel: string
    handOff: string
    /** The four scores' meters, in order: Performance, Accessibility, Best practices, SEO. */
    meters: [string, string, string, string]
  }
}

export const ENGLISH: PageLanguage = {
  language: 'en',
  locale: 'en-US',
  path: '/',
  nav: ['Home', 'Services', 'Pricing', 'Portfolio', 'Reviews', 'About', 'Contact', 'FAQ'],
  navName: 'Main',
  skipLink: 'Skip to main content',
  hero: 'Websites that sell.',
  trustNote: 'Launch in 1–\u20602\u00a0weeks · Transparent pricing · No agency markup',
  menu: 'Menu',
  close: 'Close',
  build: 'Build My Website',
  seeWork: 'See Our Work',
  contactUs: 'Contact Us',
  dialogs: { services: 'Services', about: 'About', faq: 'FAQ' },
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  send: 'Send Message',
  messageCount: (typed) => `${typed} / 5,000`,
  messages: {
    sending: 'Sending...',
    success: 'Message sent successfully!',
    error: 'Failed to send message. Please try again.',
  },
  fallbackSubject: 'Website Build Request',
  getStarted: 'Get Started',
  getStartedWith: (plan) => `Get Started with ${plan}`,
  newTab: ' (opens in a new tab)',
  firstClipPlay: 'Play Modern Restaurant Platform demo',
  mostPopular: 'Most Popular',
  requestQuote: 'Request a Quote',
  carousel: 'Client stories',
  carouselControls: {
    next: 'Next testimonial',
    previous: 'Previous testimonial',
    pause: 'Pause rotation',
    play: 'Play rotation',
  },
  carouselSlide: (position, count) => `${position} of ${count}`,
  assistant: {
    launcher: 'Ask a question',
    field: 'Your question',
    ask: 'Ask',
    handOff: 'Send it to the studio',
  },
  languageSwitch: 'Español',
  check: {
    heading: 'Free website check',
    field: 'Your website',
    submit: 'Check my website',
    cancel: 'Cancel',
    handOff: 'Send this check to the studio',
    meters: ['Performance', 'Accessibility', 'Best practices', 'SEO'],
  },
}

export const SPANISH: PageLanguage = {
  language: 'es',
  locale: 'es-US',
  path: '/es/',
  nav: [
    'Inicio',
    'Servicios',
    'Precios',
    'Portafolio',
    'Reseñas',
    'Nosotros',
    'Contacto',
    'Preguntas frecuentes',
  ],
  navName: 'Principal',
  skipLink: 'Saltar al contenido principal',
  hero: 'Sitios web que venden.',
  trustNote: 'Lance en 1–\u20602\u00a0semanas · Precios claros · Sin recargos de agencia',
  menu: 'Menú',
  close: 'Cerrar',
  build: 'Crear mi sitio web',
  seeWork: 'Ver nuestro trabajo',
  contactUs: 'Contáctenos',
  dialogs: { services: 'Servicios', about: 'Nosotros', faq: 'Preguntas frecuentes' },
  fields: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
  send: 'Enviar mensaje',
  messageCount: (typed) => `${typed} / 5,000`,
  messages: {
    sending: 'Enviando...',
    success: '¡Mensaje enviado con éxito!',
    error: 'No se pudo enviar el mensaje. Por favor, inténtelo de nuevo.',
  },
  fallbackSubject: 'Solicitud de sitio web',
  getStarted: 'Comenzar',
  getStartedWith: (plan) => `Comenzar con ${plan}`,
  newTab: ' (se abre en una pestaña nueva)',
  firstClipPlay: 'Reproducir demostración de Plataforma moderna para restaurantes',
  mostPopular: 'Más popular',
  requestQuote: 'Solicitar cotización',
  carousel: 'Historias de clientes',
  carouselControls: {
    next: 'Testimonio siguiente',
    previous: 'Testimonio anterior',
    pause: 'Pausar rotación',
    play: 'Reanudar rotación',
  },
  carouselSlide: (position, count) => `${position} de ${count}`,
  assistant: {
    launcher: 'Haga una pregunta',
    field: 'Su pregunta',
    ask: 'Preguntar',
    handOff: 'Enviarla al estudio',
  },
  languageSwitch: 'English',
  check: {
    heading: 'Revisión gratuita de su sitio web',
    field: 'Su sitio web',
    submit: 'Revisar mi sitio web',
    cancel: 'Cancelar',
    handOff: 'Enviar esta revisión al estudio',
    meters: ['Rendimiento', 'Accesibilidad', 'Prácticas recomendadas', 'SEO'],
  },
}

export const PAGES: PageLanguage[] = [ENGLISH, SPANISH]

/** What a nav item does: scroll to a section, or open a dialog (the contact form for Contact). */
export type NavTarget = { section: string } | { dialog: string }

/** The navigation's items in order, each with what it does (the same order in every language). */
export function navItems({ nav, dialogs, build }: PageLanguage): { label: string; target: NavTarget }[] {
  const targets: NavTarget[] = [
    { section: 'home' },
    { dialog: dialogs.services },
    { section: 'pricing' },
    { section: 'work' },
    { section: 'reviews' },
    { dialog: dialogs.about },
    { dialog: build },
    { dialog: dialogs.faq },
  ]
  return nav.map((label, i) => ({ label, target: targets[i] ?? { section: 'home' } }))
}
