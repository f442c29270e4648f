import type { ServiceBlurb } from './types'

export const servicesDialog = {
  title: 'Services',
  intro:
    'One studio for the tools that bring customers in and keep them coming back. Start with what you need today and add more as you grow.',
} as const

export const serviceBlurbs: ServiceBlurb[] = [
  {
    icon: 'globe',
    title: 'Website Building',
    text: 'Mobile-friendly websites built in 1–2 weeks, then hosted, updated and kept current for you, so your site never falls behind your business.',
  },
  {
    icon: 'bot',
    title: 'AI Chatbot Assistants',
    text: 'A 24/7 assistant that answers questions about your services, hours and prices, and turns late-night visitors into leads.',
  },
  {
    icon: 'calendar',
    title: 'Booking and Scheduling',
    text: 'Online booking tied to your calendar, so customers choose a time themselves and your team spends less time on the phone.',
  },
  {
    icon: 'search',
    title: 'Local SEO and Ads',
    text: 'Search, maps and ad campaigns aimed at customers near you, so you show up when they look for what you offer.',
  },
  {
    icon: 'star',
    title: 'Review Automation',
    text: 'Automatic review requests after each visit that build a steady stream of recent, genuine reviews.',
  },
  {
    icon: 'mail',
    title: 'Text and Email Campaigns',
    text: 'Offers, reminders and updates sent by text and email that bring past customers back through your door.',
  },
  {
    icon: 'phone',
    title: 'Phone Call Campaigns',
    text: 'Outbound call campaigns that follow up on leads, confirm appointments and reconnect with customers you have not seen in a while.',
  },
  {
    icon: 'workflow',
    title: 'CRM Integration',
    text: 'Forms, chats and bookings flow straight into your CRM, so every lead is recorded and nothing slips through the cracks.',
  },
]
