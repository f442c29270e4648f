import type { PlanId } from '../content/types'

/**
 * The calls to action whose taps are counted, by the English label the studio sees in Plausible
 * (the same in every language of the page).
 */
export const CTA_LABELS = {
  build: 'Build My Website',
  work: 'See Our Work',
  contact: 'Contact',
  quote: 'Request a Quote',
  getStarted: 'Get Started',
  bookCall: 'Book a free call',
  check: 'Check your website for free',
  reviewKit: 'Get your free review link',
} as const

export type CtaLabel = (typeof CTA_LABELS)[keyof typeof CTA_LABELS]

/**
 * Where a lead came from: the contact form, the form that the assistant's hand-off or the website
 * check's (its result, or its offer of a check by hand) or the review kit's hand-off opened, or a
 * call booked.
 */
export type LeadSource = 'form' | 'assistant' | 'check' | 'review-kit' | 'booking'

/** How a booking ended: the call booked, or a fault (the time taken meanwhile included). */
export type BookingOutcome = 'booked' | 'failed'

/** How a website check ended: a result, a fault (an answer or none), or the visitor's Cancel. */
export type CheckOutcome = 'done' | 'failed' | 'cancelled'

export type AssistantOutcome = 'answered' | 'handed off'

/** How a review kit was made: from a search (`found`), by hand (`manual`), or a search's fault. */
export type ReviewKitOutcome = 'found' | 'manual' | 'failed'

/**
 * Every event the page sends besides the tracker's own pageview, with exactly the names the studio
 * sets up as goals and a funnel in Plausible (README, Analytics). No prop carries anything the
 * visitor typed.
 */
export type AnalyticsEvent =
  | { name: 'CTA Click'; props: { cta: CtaLabel; section: string } }
  | { name: 'Contact Form Start' }
  | { name: 'Lead'; props: { source: LeadSource } }
  | { name: 'Contact Form Error'; props: { status: string } }
  | { name: 'Checkout Click'; props: { plan: PlanId } }
  | { name: 'Assistant Question'; props: { outcome: AssistantOutcome } }
  | { name: 'Website Check'; props: { outcome: CheckOutcome } }
  | { name: 'Booking'; props: { outcome: BookingOutcome } }
  | { name: 'Review Kit'; props: { outcome: ReviewKitOutcome } }
