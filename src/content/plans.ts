import type { EnterprisePlan, Plan, SectionIntro } from './types'

export const pricingIntro: SectionIntro = {
  eyebrow: 'Pricing',
  title: 'Transparent pricing, no surprises',
  intro:
    'Choose a one-time build or a monthly plan. Every price is listed up front — no $3K–$10K agency invoice before you see a single page.',
}

export const plans: Plan[] = [
  {
    id: 'launch',
    name: 'Launch',
    price: '$450',
    billingNote: 'one-time',
    amounts: { upfront: 450 },
    summary: 'For new businesses that need a professional site, fast.',
    features: [
      '1-page mobile-friendly site',
      'Contact form or booking link',
      'Social and maps integration',
      'Speed optimization + SSL',
      'Free 30-minute launch call',
    ],
    addOn: 'Optional AI Chatbot add-on: $100 one-time',
  },
  {
    id: 'grow',
    name: 'Grow',
    price: '$500',
    billingNote: 'setup + $49/month',
    amounts: { upfront: 500, monthly: 49 },
    summary: 'For growing businesses ready to capture more leads.',
    features: [
      '3–5 page site',
      '24/7 AI chatbot',
      'Lead capture and analytics',
      'Mobile layout',
      'Hosting + 1 content update per month',
      'Local SEO setup',
    ],
  },
  {
    id: 'scale',
    name: 'Scale',
    price: '$750+',
    billingNote: 'setup + $75/month',
    amounts: { upfront: 750, upfrontIsMinimum: true, monthly: 75 },
    summary: 'For established businesses that want booking, SEO and outreach in one place.',
    features: [
      '5–10 pages',
      'Chatbot + calendar booking',
      'Monthly updates and split testing',
      'Full SEO',
      '2 phone call campaigns per month',
      'CRM/form integration',
    ],
  },
  {
    id: 'allInclusive',
    name: 'All-Inclusive',
    price: '$150',
    billingNote: 'per month · no setup fee',
    amounts: { monthly: 150 },
    summary: 'For owners who want everything handled for one monthly price.',
    features: ['Hosted site', 'Unlimited standard edits', 'Priority support', 'Cancel anytime, no contract'],
    mostPopular: true,
  },
]

export const enterprise: EnterprisePlan = {
  name: 'Enterprise Custom',
  price: '$1,000–$10,000+',
  billingNote: 'custom quote',
  amounts: { min: 1000, max: 10000 },
  summary: 'For businesses with 100+ employees that need custom builds.',
  features: ['Custom apps', 'Enterprise websites', 'Business process automation'],
}
