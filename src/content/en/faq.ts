import type { FaqEntry } from '../types'
import { unbroken } from '../unbroken.ts'

export const faqDialog = {
  title: 'FAQ',
  intro: 'Straight answers about timelines, payment and what happens after your site goes live.',
}

export const faq: FaqEntry[] = [
  {
    question: 'How long does it take to build my website?',
    answer: `Most sites launch in ${unbroken('1–2 weeks')} from kickoff, depending on the number of pages and how quickly we receive your content. Need it sooner? Rush delivery is available — just tell us your deadline when you get in touch.`,
    visitorWords: [
      'how long will it take',
      'when will my site launch',
      'turnaround time',
      'when will it be ready',
      'how soon',
      'in a hurry',
      'urgent',
      'asap',
      'tight deadline',
      'need it fast',
      'opening next week',
      'grand opening',
      'timeline',
      'what slows it down',
      'take longer',
    ],
  },
  {
    question: 'How does payment work?',
    answer:
      'One-time plans, like Launch, are paid upfront before work begins. Monthly plans, like All-Inclusive, need only the first month’s payment to get started.',
    visitorWords: [
      'deposit',
      'when do I pay',
      'pay before you start',
      'payment terms',
      'billing',
      'invoice',
      'installments',
      'pay in full',
      'money upfront',
    ],
  },
  {
    serviceId: 'siteCare',
    question: 'What is included in hosting and edits?',
    answer:
      'Hosted plans keep your site online, secure and fast. Grow includes 1 content update per month, Scale includes monthly updates, and All-Inclusive covers unlimited standard edits with priority support. Standard edits are everyday changes such as text, photos, prices, hours and menus.',
    visitorWords: [
      'once it is built',
      'afterwards',
      'maintenance',
      'upkeep',
      'who keeps it updated',
      'make changes later',
      'change my prices',
      'new photos',
      'support',
      'site goes down',
      'security updates',
    ],
  },
  {
    question: 'Do I own my website and domain?',
    answer:
      'Yes. Your domain is registered in your name, and your content, logo and photos are always yours. If you ever decide to move on, we will help you take them with you.',
    visitorWords: [
      'who owns the site',
      'ownership',
      'my domain name',
      'switch to another company',
      'leave you later',
      'hostage',
      'keep my content',
      'transfer my site',
    ],
  },
  {
    question: 'How does the AI chatbot learn about my business?',
    answer:
      'We set it up with your services, prices, hours, location and the questions customers ask most. It answers from that information, and when something changes, you tell us and we update it.',
    visitorWords: [
      'train it',
      'teach it',
      'what it learns',
      'where it gets its answers',
      'wrong answers',
      'how does the bot know',
      'when my hours or prices change',
      'keep the bot up to date',
    ],
  },
  {
    question: 'Can I cancel?',
    answer:
      'Yes. The All-Inclusive plan has no contract, so you can cancel anytime. One-time plans have no recurring fees at all, so there is nothing to cancel.',
    visitorWords: [
      'cancel',
      'locked in',
      'recurring charges',
      'surprise fees later',
      'commitment',
      'long term contract',
      'stop anytime',
      'quit',
      'end my plan',
      'walk away',
    ],
  },
]
