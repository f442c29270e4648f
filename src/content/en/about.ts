import { agencyUpfrontText, startingPrice, usd } from '../plan-prices.ts'
import { planById } from './plans.ts'
import type { AboutContent } from '../types'
import { unbroken } from '../unbroken.ts'

const allInclusive = planById('allInclusive')

export const about: AboutContent = {
  title: 'About',
  paragraphs: [
    {
      text: 'Our mission is to help small businesses use the same tools big brands use — fast websites, AI assistants, online booking and smart marketing — without the big-brand price tag.',
      visitorWords: [
        'who is behind the studio',
        'your mission',
        'what are you trying to do',
        'purpose',
        'same as the big chains',
        'compete with big companies',
        'your goal',
        'your story',
        'why the studio exists',
        'about the studio',
      ],
    },
    {
      text: `Our pricing is transparent: every plan and its price is on this page, while many agencies charge ${agencyUpfrontText('en')} upfront before you see a single page. We launch most sites in ${unbroken('1–2 weeks')} and offer monthly plans that start with just the first month’s payment.`,
      visitorWords: [
        'compared to an agency',
        'agency quoted me thousands',
        'why choose you',
        'why pick you',
        'freelancer',
        'what makes you different',
        'why so cheap',
        'can I trust you',
        'hidden fees',
        'other companies',
      ],
    },
    {
      text: 'We work with restaurants, spas, dental offices, HVAC companies, gyms, schools, auto repair shops and online stores, and we measure our work by one thing: more customers for you.',
      visitorWords: ['how do you measure success', 'results', 'benefits', 'worth it'],
    },
  ],
  facts: [
    { value: unbroken('1–2 weeks'), label: 'from kickoff to launch' },
    { value: usd(startingPrice, 'en'), label: 'starting price, one-time' },
    {
      value: usd(allInclusive.price.upfront ?? 0, 'en'),
      label: `setup fee on ${allInclusive.name}`,
    },
  ],
}
