import type { SectionIntro, ServiceBlurb, ServiceCard } from '../types'
import { unbroken } from '../unbroken.ts'

// The services, twice told: five cards in the Services section, eight blurbs in the Services dialog.

export const servicesIntro: SectionIntro = {
  eyebrow: 'Services',
  title: 'Everything it takes to turn visitors into customers',
  intro:
    'A great website is the start. We add the assistants, booking, search visibility and reviews that keep new customers finding you and coming back.',
}

/** The Services section's five cards. */
export const serviceCards: ServiceCard[] = [
  {
    icon: 'monitor-smartphone',
    title: 'Immersive Web Design',
    blurbTitle: 'Website Building',
    description:
      'Fast, mobile-first websites that show off your business and make the next step — call, book or order — obvious.',
    accent: 'violet',
    points: ['Mobile-friendly on every screen', 'Speed optimization and SSL', 'Social and maps integration'],
  },
  {
    icon: 'bot',
    title: 'Conversational AI Assistants',
    blurbTitle: 'AI Chatbot Assistants',
    description:
      'A chat assistant that knows your services, hours and prices, answers questions around the clock and captures leads while you work.',
    accent: 'cyan',
    points: [
      'Answers common questions 24/7',
      'Captures leads after hours',
      'Trained on your business details',
    ],
  },
  {
    icon: 'calendar',
    title: 'Seamless Scheduling Systems',
    blurbTitle: 'Booking and Scheduling',
    description:
      'Online booking that lets customers pick a time in seconds and keeps your calendar full without the phone tag.',
    accent: 'emerald',
    showsBooking: true,
    points: [
      'Real-time calendar booking',
      'One booking link for site and socials',
      'Connects to your CRM and forms',
    ],
  },
  {
    icon: 'search',
    title: 'Visibility Engine',
    blurbTitle: 'Local SEO and Ads',
    description:
      'Local SEO and targeted ads that put you in front of nearby customers at the moment they search for what you do.',
    accent: 'amber',
    points: ['Local SEO and maps setup', 'Search and social ad campaigns', 'Analytics you can actually read'],
    link: { label: 'Check your website for free', target: 'check' },
  },
  {
    icon: 'star',
    title: 'Reputation Catalyst',
    blurbTitle: 'Review Automation',
    description:
      'Automatic review requests after every visit, so happy customers leave the reviews that win you the next one.',
    accent: 'rose',
    showsReviewKit: true,
    points: [
      'Requests sent by text or email',
      'Timed right after each visit',
      'A steady flow of fresh reviews',
    ],
  },
]

export const servicesDialog = {
  title: 'Services',
  intro:
    'One studio for the tools that bring customers in and keep them coming back. Start with what you need today and add more as you grow.',
  visitorWords: ['what do you do', 'list of services', 'marketing', 'kinds of services', 'what else'],
}

/** The Services dialog's eight blurbs; the footer lists their titles. */
export const serviceBlurbs: ServiceBlurb[] = [
  {
    serviceId: 'website',
    icon: 'globe',
    title: 'Website Building',
    description: `Mobile-friendly websites built in ${unbroken('1–2 weeks')}, then hosted, updated and kept current for you, so your site never falls behind your business.`,
    visitorWords: [
      'new website',
      'redesign',
      'outdated site',
      'keep it up to date',
      'old website',
      'no website yet',
      'make me a website',
      'website looks bad',
    ],
  },
  {
    serviceId: 'chatbot',
    icon: 'bot',
    title: 'AI Chatbot Assistants',
    description:
      'A 24/7 assistant that answers questions about your services, hours and prices, and turns late-night visitors into leads.',
    visitorWords: [
      'missed calls',
      'after hours',
      'at night',
      'middle of the night',
      'nobody to answer',
      'answer customers automatically',
      'virtual receptionist',
      'chat on my site',
      'too many calls',
      'same questions over and over',
    ],
  },
  {
    serviceId: 'booking',
    icon: 'calendar',
    title: 'Booking and Scheduling',
    description:
      'Online booking tied to your calendar, so customers choose a time themselves and your team spends less time on the phone.',
    visitorWords: [
      'appointments',
      'schedule online',
      'no shows',
      'phone tag',
      'reservations',
      'book a table',
      'let clients book',
      'calendar',
    ],
  },
  {
    serviceId: 'localSeo',
    icon: 'search',
    title: 'Local SEO and Ads',
    description:
      'Search, maps and ad campaigns aimed at customers near you, so you show up when they look for what you offer.',
    visitorWords: [
      'show up on google',
      'google maps',
      'found online',
      'nobody finds us',
      'rank higher',
      'search results',
      'advertising',
      'facebook ads',
      'more traffic',
    ],
  },
  {
    serviceId: 'reviews',
    icon: 'star',
    title: 'Review Automation',
    description:
      'Automatic review requests after each visit that build a steady stream of recent, genuine reviews.',
    visitorWords: [
      'more reviews',
      'bad reviews',
      'google reviews',
      'star rating',
      'reputation',
      'ask customers for reviews',
      'few reviews',
    ],
  },
  {
    serviceId: 'campaigns',
    icon: 'mail',
    title: 'Text and Email Campaigns',
    description:
      'Offers, reminders and updates sent by text and email that bring past customers back through your door.',
    visitorWords: [
      'bring customers back',
      'repeat customers',
      'promotions',
      'newsletter',
      'sms marketing',
      'specials',
      'email blasts',
      'remind customers',
    ],
  },
  {
    serviceId: 'phoneCalls',
    icon: 'phone',
    title: 'Phone Call Campaigns',
    description:
      'Outbound call campaigns that follow up on leads, confirm appointments and reconnect with customers you have not seen in a while.',
    visitorWords: [
      'call our customers',
      'follow up calls',
      'call back',
      'no time to call',
      'confirm appointments',
      'old clients',
      'outbound calls',
      'cold calling',
    ],
  },
  {
    serviceId: 'crm',
    icon: 'workflow',
    title: 'CRM Integration',
    description:
      'Forms, chats and bookings flow straight into your CRM, so every lead is recorded and nothing slips through the cracks.',
    visitorWords: ['customer database', 'track leads', 'organize leads', 'customer list', 'lost leads'],
  },
]
