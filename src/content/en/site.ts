import type { Language } from '../languages.ts'
import type { WideNavFrom } from '../types.ts'
import { unbroken } from '../unbroken.ts'

/** Page-level copy: document title, meta description, skip link, dialogs' shared controls, hero, audience industries and footer. */
export const site = {
  /** The language of this copy: the page's `lang`, its address and its language switch (src/content/languages.ts). */
  language: 'en' as Language,
  title: 'Websites, AI assistants and booking for small businesses',
  description:
    'Mobile-friendly websites, 24/7 AI chatbots, online booking and local SEO for small businesses. Launch in 1–2 weeks with transparent pricing.',
  skipLink: 'Skip to main content',
  /** The main navigation's name, and the name of the button that shows it on small screens. */
  navLabel: 'Main',
  menuButton: 'Menu',
  /** The width from which the navigation's items fit in one row (src/sections/Header.tsx). */
  wideNavFrom: 'md' as WideNavFrom,
  /** Every dialog's close button, and the button that leads from an info dialog to the contact form. */
  closeButton: 'Close',
  getStarted: 'Get Started',
  /** A clip's play and pause button, by the clip's name ("Pause hero animation"). */
  clipControls: {
    play: (clip: string) => `Play ${clip}`,
    pause: (clip: string) => `Pause ${clip}`,
  },
  hero: {
    eyebrow: 'A web studio for small businesses',
    headlineLines: ['Websites that sell.', 'AI that speaks.', 'Growth that lasts.'],
    tagline:
      'We build websites, AI assistants and booking systems for restaurants, spas, dental offices, HVAC companies, fitness studios, schools, auto repair shops and online stores. You get the tools big brands use, at a price made for a small business.',
    trustNote: `Launch in ${unbroken('1–2 weeks')} · Transparent pricing · No agency markup`,
    buildButton: 'Build My Website',
    workLink: 'See Our Work',
    /** The clip's name for its pause and play button ("Pause hero animation"). */
    clipLabel: 'hero animation',
    /** How visitors ask whether the tagline's businesses include theirs (searched by the assistant). */
    visitorWords: [
      'my kind of business',
      'my industry',
      'type of business',
      'local business',
      'service business',
      'small business',
      'contractor',
      'salon',
      'clinic',
      'who are your clients',
    ],
  },
  industries: ['Restaurants', 'Spas', 'Dental', 'HVAC', 'Fitness', 'Schools', 'Auto repair', 'E-commerce'],
  footer: {
    blurb:
      'We build websites, AI assistants and growth tools that help small businesses win more customers. Clear prices, fast launches and real people behind every project.',
    /** Placeholders, not linked (spec §2): the short mark shown and the network it stands for. */
    socials: [
      { mark: 'TW', name: 'Twitter' },
      { mark: 'IG', name: 'Instagram' },
      { mark: 'LI', name: 'LinkedIn' },
    ],
    copyrightYear: 2025,
    rights: 'All rights reserved.',
    servicesHeading: 'Services',
    contactHeading: 'Contact',
    /** The privacy note: as built with analytics configured, and without (README, Analytics). */
    privacy: {
      heading: 'Privacy',
      withAnalytics:
        'This site sets no cookies and keeps no personal data. With Plausible Analytics it counts page views and a few anonymous actions: taps on the main buttons, a contact form started, sent or failed, a plan’s checkout opened, whether the assistant answered a question, and whether a website check finished (never the address checked), whether a call was booked (never who or when), and how a review kit was made (never for whom). Nothing you type is ever counted, and nothing at all when your browser sends Do Not Track or Global Privacy Control.',
      withoutAnalytics: 'This site sets no cookies, counts no visits and keeps no personal data.',
      websiteCheck:
        'An address you type into the website check is sent to Google’s PageSpeed Insights, and nothing else.',
      booking: 'A booking sends your name, email, notes and chosen time to Cal.com.',
      reviewSearch: 'A search in the review kit sends what you typed to Google.',
      /** With a CRM configured (docs/crm.md): where a message's or a booking's details are kept. */
      crm: 'A message or booking you send is also kept, with your name and email, in the studio’s HubSpot CRM.',
      visitorWords: ['cookies', 'track me', 'tracking', 'my data', 'privacy'],
    },
  },
}
