import type { IconName } from '../components/icons'
import type { PlanId } from '../lib/env'

/** Ids of the page's anchored sections, used in URLs (#pricing) and by scroll actions. */
export type SectionId = 'home' | 'services' | 'work' | 'pricing' | 'reviews'

/** The three contents of the info dialog. */
export type InfoContent = 'services' | 'about' | 'faq'

/** `build` titles the contact dialog "Build My Website"; `general` titles it "Contact Us". */
export type ContactType = 'build' | 'general'

export type NavAction =
  | { kind: 'scroll'; target: SectionId }
  | { kind: 'info'; content: InfoContent }
  | { kind: 'contact'; contactType: ContactType }

export interface NavItem {
  label: string
  action: NavAction
}

/** Semantic accent colours defined as theme tokens in src/styles.css. */
export type Accent = 'violet' | 'cyan' | 'emerald' | 'amber' | 'rose'

export interface SectionIntro {
  eyebrow: string
  title: string
  intro: string
}

export interface ServiceCard {
  icon: IconName
  title: string
  description: string
  accent: Accent
  /** Two or three short proof points shown under the description. */
  points: string[]
}

export interface ServiceBlurb {
  icon: IconName
  title: string
  text: string
}

/** Name of a clip in public/media: `<clip>.webm`, `<clip>.mp4` and the poster `<clip>.webp`. */
export type ClipName = 'hero' | 'restaurant' | 'booking' | 'chatbot' | 'ecommerce' | 'school' | 'electric'

export interface ShowcaseItem {
  title: string
  /** The kind of client, e.g. "Restaurant · Online ordering". */
  type: string
  clip: ClipName
  /** Describes what the clip shows, for people who cannot see it. */
  clipDescription: string
  metrics: string[]
  tags: string[]
}

/** A plan's prices as numbers (US dollars), for structured data; the page shows `price` and `billingNote`. */
export interface PlanAmounts {
  /** Paid before work starts: the one-time price or the setup fee. */
  upfront?: number
  /** True when `upfront` is a starting price ("$750+"). */
  upfrontIsMinimum?: boolean
  monthly?: number
}

export interface Plan {
  id: PlanId
  name: string
  price: string
  billingNote: string
  amounts: PlanAmounts
  summary: string
  features: string[]
  addOn?: string
  mostPopular?: boolean
}

export interface EnterprisePlan {
  name: string
  price: string
  billingNote: string
  amounts: { min: number; max: number }
  summary: string
  features: string[]
}

export interface Testimonial {
  quote: string
  author: string
  role: string
  rating: 5
}

export interface FaqEntry {
  question: string
  answer: string
}

export interface AboutContent {
  title: string
  paragraphs: string[]
  /** Short facts shown as a row, e.g. { value: '1–2 weeks', label: 'typical launch' }. */
  facts: { value: string; label: string }[]
}
