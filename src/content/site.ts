/** Page-level copy: document title, meta description, hero, audience industries and footer. */
export const site = {
  title: 'Websites, AI assistants and booking for small businesses',
  description:
    'Mobile-friendly websites, 24/7 AI chatbots, online booking and local SEO for small businesses. Launch in 1–2 weeks with transparent pricing.',
  hero: {
    eyebrow: 'A web studio for small businesses',
    headlineLines: ['Websites that sell.', 'AI that speaks.', 'Growth that lasts.'],
    tagline:
      'We build websites, AI assistants and booking systems for restaurants, spas, dental offices, HVAC companies, fitness studios, schools, auto repair shops and online stores. You get the tools big brands use, at a price made for a small business.',
    trustNote: 'Launch in 1–2 weeks · Transparent pricing · No agency markup',
  },
  industries: ['Restaurants', 'Spas', 'Dental', 'HVAC', 'Fitness', 'Schools', 'Auto repair', 'E-commerce'],
  footer: {
    blurb:
      'We build websites, AI assistants and growth tools that help small businesses win more customers. Clear prices, fast launches and real people behind every project.',
    socials: ['TW', 'IG', 'LI'],
    copyrightYear: 2025,
    servicesHeading: 'Services',
    contactHeading: 'Contact',
  },
} as const
