import type { IconName } from '../components/icons'
import type { ENTERPRISE_FACTS, PlanFacts } from './plan-facts'

/** Ids of the page's anchored sections, used in URLs (#pricing) and by scroll actions. */
export type SectionId = 'home' | 'services' | 'work' | 'check' | 'pricing' | 'reviews'

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

/** The breakpoint from which the navigation shows its items in a row, not behind the Menu button. */
export type WideNavFrom = 'md' | 'xl'

/** Semantic accent colours defined as theme tokens in src/styles.css. */
export type Accent = 'violet' | 'cyan' | 'emerald' | 'amber' | 'rose'

/**
 * How visitors ask for a piece of content in their own words: the situations and needs it answers
 * ("we're a big company", "in a hurry"), not the page's own terms. The assistant searches them
 * beside the copy; the page never shows them.
 */
export type VisitorWords = string[]

export interface SectionIntro {
  eyebrow: string
  title: string
  intro: string
  visitorWords?: VisitorWords
}

export interface ServiceCard {
  icon: IconName
  title: string
  description: string
  accent: Accent
  /** Two or three short proof points shown under the description. */
  points: string[]
  /** The title of the Services dialog's blurb that tells of the same service. */
  blurbTitle: string
  /** A link to the section that shows the service at work. */
  link?: { label: string; target: SectionId }
}

export interface ServiceBlurb {
  icon: IconName
  title: string
  description: string
  visitorWords: VisitorWords
}

/** Name of a clip in public/media: `<clip>.webm`, `<clip>.mp4` and the poster `<clip>.webp`. */
export type ClipName = 'hero' | 'restaurant' | 'booking' | 'chatbot' | 'ecommerce' | 'school' | 'electric'

export interface WorkItem {
  title: string
  /** The kind of client, e.g. "Restaurant · Online ordering". */
  type: string
  clip: ClipName
  /** Describes what the clip shows, for people who cannot see it. */
  clipDescription: string
  metrics: string[]
  tags: string[]
}

export type PlanId = 'launch' | 'grow' | 'scale' | 'allInclusive'

/**
 * A plan's price in US dollars, written once: the pricing cards, the About facts, the FAQ and the
 * structured data all derive their text from it (src/content/prices.ts).
 */
export interface PlanPrice {
  /** Paid before work starts: the one-time price or the setup fee. */
  upfront?: number
  /** True when `upfront` is a starting price ("$750+"). */
  upfrontIsMinimum?: boolean
  monthly?: number
}

/** A property a plan has by its price, which visitors ask about without naming the plan. */
export type PlanTrait = 'oneTime' | 'monthly' | 'noSetupFee' | 'lowestPrice' | 'mostPopular'

export interface Plan extends PlanFacts {
  id: PlanId
  name: string
  price: PlanPrice
  summary: string
  features: string[]
  /** An optional extra, paid once. */
  addOn?: { name: string; price: number }
  mostPopular?: boolean
  visitorWords: VisitorWords
}

export interface EnterprisePlan {
  name: string
  /** A custom quote within this range (US dollars). */
  price: { min: number; max: number }
  /** Who it is for, and what it builds (plan-facts.ts). */
  facts: typeof ENTERPRISE_FACTS
  summary: string
  features: string[]
  visitorWords: VisitorWords
}

export interface Review {
  quote: string
  author: string
  /** The author's role at the business: "Owner". */
  role: string
  /** The client's business: "Casa Verde Taqueria". */
  business: string
  rating: 5
}

export interface FaqEntry {
  question: string
  answer: string
  visitorWords: VisitorWords
}

export interface AboutParagraph {
  text: string
  visitorWords: VisitorWords
}

export interface AboutContent {
  title: string
  paragraphs: AboutParagraph[]
  /** Short facts shown as a row, e.g. { value: '1–2 weeks', label: 'typical launch' }. */
  facts: { value: string; label: string }[]
}
