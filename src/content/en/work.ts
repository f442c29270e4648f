import { unbroken } from '../unbroken.ts'
import { percent } from '../numbers.ts'
import type { SectionIntro, WorkItem } from '../types'

export const workIntro: SectionIntro = {
  eyebrow: 'Our work',
  title: 'Built for real businesses, measured in real results',
  intro:
    'A look at the kinds of sites and systems we build, with the results our clients typically see in their first months.',
  visitorWords: [
    'examples of your work',
    'portfolio',
    'sites you have built',
    'past projects',
    'case studies',
  ],
}

/** The name of a work item's clip, for its play and pause button: "Booking System demo". */
export const workClipLabel = (title: string) => `${title} demo`

export const workItems: WorkItem[] = [
  {
    title: 'Modern Restaurant Platform',
    type: 'Restaurant · Online ordering',
    clip: 'restaurant',
    clipDescription:
      'A guest scrolls through a restaurant menu, adds dishes to the cart and places an online order for pickup.',
    metrics: [
      `+${percent(38, 'en')} online orders in ${unbroken('90 days')}`,
      `Typical order placed in under ${unbroken('2 minutes')}`,
    ],
    tags: ['Online menu', 'Ordering', 'Mobile-first'],
  },
  {
    title: 'Booking System',
    type: 'Spa · Online booking',
    clip: 'booking',
    clipDescription:
      'A customer opens a booking calendar, picks an open time slot and confirms the appointment.',
    metrics: [
      `+${percent(27, 'en')} booked appointments in ${unbroken('60 days')}`,
      `About ${percent(40, 'en')} of bookings made after hours`,
    ],
    tags: ['Scheduling', 'Calendar', 'Self-service'],
  },
  {
    title: 'AI Chat Bot',
    type: 'Dental · AI assistant',
    clip: 'chatbot',
    clipDescription:
      'A chat assistant on a dental clinic website answers a patient’s question about opening hours and offers to book a visit.',
    metrics: [
      'About half of routine questions handled by chat',
      `+${percent(22, 'en')} leads captured after hours`,
    ],
    tags: ['AI chatbot', '24/7', 'Lead capture'],
  },
  {
    title: 'Modern SEO Ecom Sites',
    type: 'E-commerce · Online store',
    clip: 'ecommerce',
    clipDescription:
      'A shopper types into the search box of an online store and narrows the product grid with category and price filters.',
    metrics: [
      `+${percent(31, 'en')} organic traffic in ${unbroken('6 months')}`,
      `+${percent(12, 'en')} conversion rate after redesign`,
    ],
    tags: ['SEO', 'Product search', 'Storefront'],
  },
  {
    title: 'Smart School Websites',
    type: 'School · Events and enrollment',
    clip: 'school',
    clipDescription:
      'A parent browses a school events calendar, then fills in and submits an online enrollment form.',
    metrics: [
      `+${percent(35, 'en')} online enrollment inquiries`,
      `−${percent(30, 'en')} routine calls to the front office`,
    ],
    tags: ['Events calendar', 'Enrollment forms', 'Mobile-first'],
  },
  {
    title: 'Home and Electric Websites',
    type: 'Electrician · Quote requests',
    clip: 'electric',
    clipDescription:
      'A homeowner fills in an electrician’s quote request form with the job details and contact information, then sends it.',
    metrics: [
      `+${percent(45, 'en')} quote requests in ${unbroken('90 days')}`,
      `+${percent(30, 'en')} calls from local search`,
    ],
    tags: ['Quote forms', 'Local SEO', 'Click-to-call'],
  },
]
