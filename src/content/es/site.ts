import type { Language } from '../languages.ts'
import type { WideNavFrom } from '../types.ts'
import type { PageContent } from '../page-content.ts'
import { unbroken } from '../unbroken.ts'

/** Page-level copy: document title, meta description, skip link, dialogs' shared controls, hero, audience industries and footer. */
export const site = {
  /** The language of this copy: the page's `lang`, its address and its language switch (src/content/languages.ts). */
  language: 'es' as Language,
  title: 'Sitios web, asistentes de IA y reservas para pequeños negocios',
  description:
    'Sitios web adaptados a celulares, chatbots de IA 24/7, reservas en línea y SEO local para pequeños negocios. Lance en 1–2 semanas con precios claros.',
  skipLink: 'Saltar al contenido principal',
  /** The main navigation's name, and the name of the button that shows it on small screens. */
  navLabel: 'Principal',
  menuButton: 'Menú',
  /** The Spanish items are about half as long again as the English: they fit in one row from 1280 px. */
  wideNavFrom: 'xl' as WideNavFrom,
  /** Every dialog's close button, and the button that leads from an info dialog to the contact form. */
  closeButton: 'Cerrar',
  getStarted: 'Comenzar',
  /** A clip's play and pause button, by the clip's name ("Pausar animación principal"). */
  clipControls: {
    play: (clip: string) => `Reproducir ${clip}`,
    pause: (clip: string) => `Pausar ${clip}`,
  },
  hero: {
    eyebrow: 'Estudio web para pequeños negocios',
    headlineLines: ['Sitios web que venden.', 'IA que conversa.', 'Crecimiento que dura.'],
    tagline:
      'Creamos sitios web, asistentes de IA y sistemas de reservas para restaurantes, spas, consultorios dentales, empresas de HVAC, gimnasios, escuelas, talleres mecánicos y tiendas en línea. Usted recibe las herramientas de las grandes marcas, a un precio pensado para un pequeño negocio.',
    trustNote: `Lance en ${unbroken('1–2 semanas')} · Precios claros · Sin recargos de agencia`,
    buildButton: 'Crear mi sitio web',
    workLink: 'Ver nuestro trabajo',
    /** The clip's name for its pause and play button ("Pause hero animation"). */
    clipLabel: 'animación principal',
    /** How visitors ask whether the tagline's businesses include theirs (searched by the assistant). */
    visitorWords: [
      'mi tipo de negocio',
      'mi giro',
      'mi industria',
      'que tipo de negocios',
      'negocio local',
      'negocio pequeño',
      'negocio de servicios',
      'tengo un restaurante',
      'tengo una taqueria',
      'tengo un salon de belleza',
      'consultorio dental',
      'clinica',
      'contratista',
      'aire acondicionado y calefaccion',
      'quienes son sus clientes',
      'trabajan con negocios como el mio',
    ],
  },
  industries: [
    'Restaurantes',
    'Spas',
    'Clínicas dentales',
    'HVAC',
    'Gimnasios',
    'Escuelas',
    'Talleres mecánicos',
    'Tiendas en línea',
  ],
  footer: {
    blurb:
      'Creamos sitios web, asistentes de IA y herramientas de crecimiento que ayudan a los pequeños negocios a ganar más clientes. Precios claros, lanzamientos rápidos y personas reales detrás de cada proyecto.',
    /** Placeholders, not linked (spec §2): the short mark shown and the network it stands for. */
    socials: [
      { mark: 'TW', name: 'Twitter' },
      { mark: 'IG', name: 'Instagram' },
      { mark: 'LI', name: 'LinkedIn' },
    ],
    copyrightYear: 2025,
    rights: 'Todos los derechos reservados.',
    servicesHeading: 'Servicios',
    contactHeading: 'Contacto',
    /** The privacy note: as built with analytics configured, and without (README, Analytics). */
    privacy: {
      heading: 'Privacidad',
      withAnalytics:
        'Este sitio no usa cookies ni guarda datos personales. Con Plausible Analytics cuenta las visitas a la página y algunas acciones anónimas: toques en los botones principales, un formulario de contacto iniciado, enviado o fallido, la página de pago de un plan abierta, si el asistente respondió una pregunta, si una revisión de sitio web terminó (nunca la dirección revisada), si se reservó una llamada (nunca quién ni cuándo) y cómo se hizo un kit de reseñas (nunca para quién). Nada de lo que usted escribe se cuenta nunca, y no se cuenta nada en absoluto si su navegador envía Do Not Track o Global Privacy Control.',
      withoutAnalytics: 'Este sitio no usa cookies, no cuenta visitas ni guarda datos personales.',
      websiteCheck:
        'La dirección que escriba en la revisión de su sitio web se envía a PageSpeed Insights de Google, y nada más.',
      booking: 'Una reserva envía su nombre, correo, notas y la hora elegida a Cal.com.',
      reviewSearch: 'Una búsqueda en el kit de reseñas envía lo que escribió a Google.',
      /** With a CRM configured (docs/crm.md): where a message's or a booking's details are kept. */
      crm: 'Un mensaje o una reserva que envíe también se guarda, con su nombre y correo, en el CRM HubSpot del estudio.',
      visitorWords: [
        'cookies',
        'me rastrean',
        'rastreo',
        'mis datos',
        'información personal',
        'privacidad',
        'venden mis datos',
        'qué guardan',
      ],
    },
  },
} satisfies PageContent['site']
