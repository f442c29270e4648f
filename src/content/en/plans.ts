import { agencyUpfrontText, CHATBOT_ADD_ON_PRICE, ENTERPRISE_PRICE, PLAN_PRICES } from '../plan-prices.ts'
import { ENTERPRISE_FACTS, pageRangeText, PLAN_FACTS, PLAN_PAGES } from '../plan-facts.ts'
import type { EnterprisePlan, Plan, PlanId, SectionIntro } from '../types'
import { unbroken } from '../unbroken.ts'

export const pricingIntro: SectionIntro = {
  eyebrow: 'Pricing',
  title: 'Transparent pricing, no surprises',
  intro: `Choose a one-time build or a monthly plan. Every price is listed up front — no ${agencyUpfrontText('en')} agency invoice before you see a single page.`,
  visitorWords: [
    'all your prices',
    'price list',
    'every plan',
    'compare the plans',
    'what do you charge',
    'rates',
    'packages',
    'options',
  ],
}

export const plans: Plan[] = [
  {
    id: 'launch',
    name: 'Launch',
    price: PLAN_PRICES.launch,
    ...PLAN_FACTS.launch,
    summary: 'For new businesses that need a professional site, fast.',
    features: [
      `${pageRangeText(PLAN_PAGES.launch)}-page mobile-friendly site`,
      'Contact form or booking link',
      'Social and maps integration',
      'Speed optimization + SSL',
      'Free 30-minute launch call',
    ],
    addOn: { name: 'AI Chatbot', price: CHATBOT_ADD_ON_PRICE },
    visitorWords: [
      'just starting out',
      'new business',
      'simple site',
      'basic',
      'single page',
      'small budget',
      'landing page',
      'starter',
      'free consultation',
    ],
  },
  {
    id: 'grow',
    name: 'Grow',
    price: PLAN_PRICES.grow,
    ...PLAN_FACTS.grow,
    summary: 'For growing businesses ready to capture more leads.',
    features: [
      `${unbroken(`${pageRangeText(PLAN_PAGES.grow)} page`)} site`,
      '24/7 AI chatbot',
      'Lead capture and analytics',
      'Mobile layout',
      'Hosting + 1 content update per month',
      'Local SEO setup',
    ],
    visitorWords: [
      'growing business',
      'more leads',
      'a few pages',
      'website with a chatbot',
      'hosting included',
    ],
  },
  {
    id: 'scale',
    name: 'Scale',
    price: PLAN_PRICES.scale,
    ...PLAN_FACTS.scale,
    summary: 'For established businesses that want booking, SEO and outreach in one place.',
    features: [
      unbroken(`${pageRangeText(PLAN_PAGES.scale)} pages`),
      'Chatbot + calendar booking',
      'Monthly updates and split testing',
      'Full SEO',
      '2 phone call campaigns per month',
      'CRM/form integration',
    ],
    visitorWords: [
      'established business',
      'bigger site',
      'booking and SEO together',
      'marketing outreach',
      'more pages',
    ],
  },
  {
    id: 'allInclusive',
    name: 'All-Inclusive',
    price: PLAN_PRICES.allInclusive,
    ...PLAN_FACTS.allInclusive,
    summary: 'For owners who want everything handled for one monthly price.',
    features: ['Hosted site', 'Unlimited standard edits', 'Priority support', 'Cancel anytime, no contract'],
    mostPopular: true,
    visitorWords: [
      'fully managed',
      'fast help when something breaks',
      'no time to manage it',
      'hands off',
      'handled for me',
      'unlimited changes',
      'no commitment',
      'support whenever I need',
    ],
  },
]

export const enterprise: EnterprisePlan = {
  name: 'Enterprise Custom',
  price: ENTERPRISE_PRICE,
  facts: ENTERPRISE_FACTS,
  summary: `For businesses with ${ENTERPRISE_FACTS.minEmployees}+ employees that need custom builds.`,
  features: ['Custom apps', 'Enterprise websites', 'Business process automation'],
  visitorWords: [
    'large company',
    'big corporation',
    'many employees',
    'hundreds of staff',
    'multiple locations',
    'franchise',
    'custom software',
    'custom app',
    'automate our workflow',
    'manual paperwork',
    'internal tools',
    'bespoke',
  ],
}

/** A plan by its id. */
export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id)
  if (!plan) throw new Error(`No plan ${id}`)
  return plan
}

/** The pricing section's labels and the contact subjects its buttons fill in. */
export const pricingLabels = {
  mostPopular: 'Most Popular',
  /** Completes Get Started's name for screen readers: "Get Started with Grow". */
  withPlan: (plan: string) => ` with ${plan}`,
  newTab: ' (opens in a new tab)',
  requestQuote: 'Request a Quote',
  planSubject: (plan: string) => `${plan} plan`,
  quoteSubject: (name: string) => `${name} quote request`,
}
