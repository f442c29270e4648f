import { unbroken } from '../unbroken.ts'
import { decimal, percent } from '../numbers.ts'
import type { SectionIntro, Review } from '../types'

export const reviewsIntro: SectionIntro = {
  eyebrow: 'Reviews',
  title: 'Small businesses, real results',
  intro: 'Owners and managers share what changed after launch, in their own words.',
}

/** The carousel's name and its controls' names (pause and play name what pressing does). */
export const carouselLabels = {
  region: 'Client stories',
  pause: 'Pause rotation',
  play: 'Play rotation',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  /** A slide's name: "2 of 3". */
  slide: (position: number, count: number) => `${position} of ${count}`,
}

/** The text alternative of a review's stars. */
export const ratingLabel = (rating: number) => `Rated ${rating} out of 5`

/** The badge on each review of the grid. */
export const verifiedBadge: string = 'Verified'

/** Rotating carousel: exactly three. */
export const featuredReviews: Review[] = [
  {
    quote:
      'We used to miss orders every Friday night because nobody could get to the phone. Since the new site went live with online ordering, about a third of our orders come in online and the kitchen gets every one in writing. It paid for itself in the first month.',
    author: 'Maria G.',
    role: 'Owner',
    business: 'Casa Verde Taqueria',
    rating: 5,
  },
  {
    quote:
      'The AI assistant answers hours and insurance questions at midnight, so my front desk starts the day caught up. Patients book right after chatting, and we filled 14 extra cleaning appointments in the first six weeks. The final price was exactly what we were quoted.',
    author: 'Priya S.',
    role: 'Practice Manager',
    business: 'Brightside Family Dental',
    rating: 5,
  },
  {
    quote: `Outside our own zip code we barely showed up on Google Maps. After the local SEO work and automated review requests, we went from 23 reviews to over 110 in five months, and calls from search were up about ${percent(40, 'en')} during the summer rush.`,
    author: 'Derek W.',
    role: 'Owner',
    business: 'Summit Heating & Air',
    rating: 5,
  },
]

/** Verified reviews grid: exactly six. */
export const reviews: Review[] = [
  {
    quote: `Clients now book facials at ${unbroken('11 p.m.')} instead of calling in the morning. Online booking filled our Saturday gaps, and no-shows dropped by about a quarter.`,
    author: 'Jenna R.',
    role: 'Owner',
    business: 'Lotus Day Spa',
    rating: 5,
  },
  {
    quote:
      'The chatbot answers class schedule and membership questions all day long. We signed up 19 new members in the first month from leads it captured after hours.',
    author: 'Marcus T.',
    role: 'Head Coach',
    business: 'Ironline Fitness',
    rating: 5,
  },
  {
    quote: `Parents find the events calendar and enrollment forms in seconds now. Tour requests went up ${percent(30, 'en')} this fall, and the office phone finally got quieter.`,
    author: 'Angela P.',
    role: 'Director',
    business: 'Little Oaks Montessori',
    rating: 5,
  },
  {
    quote: `Review requests go out automatically after every repair. Our Google rating climbed from ${decimal(4.1, 1, 'en')} to ${decimal(4.8, 1, 'en')} in four months, and new customers mention it when they call.`,
    author: 'Luis M.',
    role: 'Owner',
    business: 'Eastside Auto Repair',
    rating: 5,
  },
  {
    quote: `Our new store loads fast and shows up in search. Organic traffic is up about ${percent(35, 'en')} since launch, and the product filters make it easy to find the right item.`,
    author: 'Hannah K.',
    role: 'Founder',
    business: 'Fern & Field Goods',
    rating: 5,
  },
  {
    quote:
      'For $150 a month I send menu changes whenever I like and they simply get done. Catering inquiries through the website have doubled since spring.',
    author: 'Tom B.',
    role: 'Owner',
    business: 'Corner Crust Bakery',
    rating: 5,
  },
]
