import type { IconName } from './icon-names'
import type { ENTERPRISE_FACTS, PlanFacts, PlanId } from './plan-facts'

export type { PlanId }

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

/**
 * The services a visitor's situation may call for (src/assistant/service-finder.ts): the eight of
 * the Services dialog, and site care (hosting, updates and edits), which the FAQ tells of.
 */
export type ServiceId =
  'website' | 'chatbot' | 'booking' | 'localSeo' | 'reviews' | 'campaigns' | 'phoneCalls' | 'crm' | 'siteCare'

/**
 * The page's free tools an answer may open with their own controls: the website check, the review
 * kit and a free call (src/check, src/review-kit, src/booking).
 */
export type FreeTool = 'check' | 'reviewKit' | 'booking'

/**
 * A situation a service solves, as visitors tell it: groups of words, one of each found in the
 * question. A group lists its words and short phrases apart by "|" ("slow|forever to load"); in a
 * phrase, "*" stands for up to three words of any kind.
 */
export type Situation = string[]

/** What a service solves, in a language's everyday words, and the free tool that fits it. */
export interface ServiceSituations {
  situations: Situation[]
  /** The free tool its situations call for. */
  tool?: FreeTool
  /** Situations the tool does not fit ("no website yet": no site to check). */
  withoutTool?: Situation[]
  /** What the service does not do, a group of words: a question asking for it is not its situation ("delete a review"). */
  unless?: string
  /**
   * The words that name the service itself, a group ("chatbot|ai assistant"): a question that
   * names another service asks about that one.
   */
  names?: string
}

/** The situations of every service, and the words of a visitor who would rather talk it through. */
export interface SituationWords {
  services: Record<ServiceId, ServiceSituations>
  /** A visitor who wants to talk it over: the answer offers a free call too. */
  talkItThrough: Situation[]
}

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
  /** The service is at work on the page itself: the card offers to book a call (src/booking). */
  showsBooking?: boolean
  /** The card offers the free review kit (src/review-kit). */
  showsReviewKit?: boolean
}

export interface ServiceBlurb {
  /** The service it tells of, as the assistant's service finder names it. */
  serviceId: ServiceId
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
  /** The service the answer tells of, where no blurb does: site care, in the hosting and edits answer. */
  serviceId?: ServiceId
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

/*
 * The states and parts the features show words for. The copy keys its words by these names, so
 * they live here with it; each feature (src/contact, src/check) imports them from here.
 */

/** The contact form's fields, in the form's order (src/contact/fields.ts). */
export type ContactField = 'name' | 'email' | 'subject' | 'message'

/** The contact form's send state (spec §4): idle → sending → success | error. */
export type SendStatus = 'idle' | 'sending' | 'success' | 'error'

/**
 * Why the website check refuses an address before any request: nothing typed; not a web address;
 * another scheme (`ftp:`, `javascript:`); or a machine Google cannot reach (localhost, an IP
 * address, a private name).
 */
export type AddressProblem = 'empty' | 'notAnAddress' | 'scheme' | 'private'

/** Why a website check that was sent has no result (each has its own message). */
export type CheckFailure =
  /** 400: the API refused the address. */
  | 'invalidUrl'
  /** 429: the API's quota is used up for now. */
  | 'quota'
  /** Lighthouse could not load the page: DNS, connection or HTTP failure. */
  | 'unreachable'
  /** Lighthouse loaded the page, but it painted nothing (NO_FCP). */
  | 'blank'
  /** Any other fault of the API or of its response. */
  | 'failed'
  /** The request never got an answer: offline, blocked. */
  | 'network'
  /** No answer within CHECK_TIME_LIMIT_MS. */
  | 'timeout'

/** Lighthouse's categories, by their ids in the report. */
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo'

/** The field data's metrics: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift. */
export type FieldMetric = 'lcp' | 'inp' | 'cls'

/** CrUX's verdict on a field metric. */
export type FieldRating = 'good' | 'needsImprovement' | 'poor'

/** What a score's colour band says, in Lighthouse's bands: 0–49, 50–89, 90–100. */
export type ScoreBand = 'poor' | 'average' | 'good'

/**
 * What costs a site points, in an owner's terms. The performance metrics split by what a visitor
 * feels; every other category's audits are one finding each.
 */
export type FindingKind =
  'slowToShow' | 'slowToRespond' | 'layoutShifts' | 'hardToUse' | 'browserWarnings' | 'hiddenFromSearch'

/** Why the booking dialog could not load the free times, or book one: each has its own words. */
export type BookingFault = 'busy' | 'unavailable' | 'network' | 'timeout'

/**
 * Why a search of Google's Places API failed, each with its own words: `unavailable`, the key or its
 * restrictions (400, 403: a retry cannot help); `busy`, the quota (429); `google`, Google's fault
 * (5xx, or an answer that cannot be read); `network`, no answer; `timeout`, none within 15 s.
 */
export type PlacesFault = 'unavailable' | 'busy' | 'google' | 'network' | 'timeout'

/** Why a review page typed by hand is refused; no QR code is drawn of it. */
export type ReviewPageProblem = 'empty' | 'tooLong' | 'notHttps' | 'notAnAddress'
