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
 * Where a lead came from: the contact form opened by any other control (`contact`), by a plan's Get
 * Started (`plan`) or by Request a Quote (`quote`); the form that the website check's hand-off (its
 * result, or its offer of a check by hand), the review kit's or the assistant's opened; or a call
 * booked. The studio's CRM receives the same names (site_lead_source, docs/crm.md).
 */
export type LeadSource = 'contact' | 'plan' | 'quote' | 'check' | 'review-kit' | 'assistant' | 'booking'

/**
 * How sending a lead to the studio's CRM went: sent, or failed with HubSpot's errorType (a 400),
 * the HTTP status, or `network` for no answer (src/crm/hubspot.ts).
 */
export type CrmSyncProps = { outcome: 'sent' } | { outcome: 'failed'; reason: string }

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
  | { name: 'CRM Sync'; props: CrmSyncProps }
