import type { SectionIntro, ServiceCard } from './types'

export const servicesIntro: SectionIntro = {
  eyebrow: 'Services',
  title: 'Everything it takes to turn visitors into customers',
  intro:
    'A great website is the start. We add the assistants, booking, search visibility and reviews that keep new customers finding you and coming back.',
}

export const serviceCards: ServiceCard[] = [
  {
    icon: 'monitor-smartphone',
    title: 'Immersive Web Design',
    description:
      'Fast, mobile-first websites that show off your business and make the next step — call, book or order — obvious.',
    accent: 'violet',
    points: ['Mobile-friendly on every screen', 'Speed optimization and SSL', 'Social and maps integration'],
  },
  {
    icon: 'bot',
    title: 'Conversational AI Assistants',
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
    description:
      'Online booking that lets customers pick a time in seconds and keeps your calendar full without the phone tag.',
    accent: 'emerald',
    points: [
      'Real-time calendar booking',
      'One booking link for site and socials',
      'Connects to your CRM and forms',
    ],
  },
  {
    icon: 'search',
    title: 'Visibility Engine',
    description:
      'Local SEO and targeted ads that put you in front of nearby customers at the moment they search for what you do.',
    accent: 'amber',
    points: ['Local SEO and maps setup', 'Search and social ad campaigns', 'Analytics you can actually read'],
  },
  {
    icon: 'star',
    title: 'Reputation Catalyst',
    description:
      'Automatic review requests after every visit, so happy customers leave the reviews that win you the next one.',
    accent: 'rose',
    points: [
      'Requests sent by text or email',
      'Timed right after each visit',
      'A steady flow of fresh reviews',
    ],
  },
]
