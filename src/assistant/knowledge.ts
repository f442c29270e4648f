import type { PageContent } from '../content/page-content.ts'
import type {
  InfoContent,
  Plan,
  PlanTrait,
  SectionId,
  SectionIntro,
  ServiceId,
  SituationWords,
} from '../content/types'
import { pageRangeText } from '../content/plan-facts.ts'
import { firstYearCost } from '../content/plan-prices.ts'
import { PRIVACY_NOTE_ID, privacyNoteText } from '../content/privacy-note.ts'
import { roleAtBusiness } from '../content/reviewer.ts'
import { inSentence } from './in-sentence.ts'
import { withLearnedWords, type ExampleQuestions } from './learned-words.ts'
import type { PlanChoice } from './plan-finder.ts'

/**
 * The part of the page an answer links to: a section, the dialog that holds it, or the footer's
 * privacy note.
 */
export type KnowledgeTarget =
  { section: SectionId } | { dialog: InfoContent | 'contact' } | { anchor: typeof PRIVACY_NOTE_ID }

/**
 * What the assistant knows: its entries, the stems that mark a question for the studio, the plans
 * its plan finder chooses from, and the situations its service finder reads.
 */
export interface Knowledge {
  entries: KnowledgeEntry[]
  offTopicStems: string[]
  plans: PlanChoice[]
  situations: SituationWords
}

/** One fact-bearing piece of the page the assistant answers from, and where it stands. */
export interface KnowledgeEntry {
  id: string
  /** Where the answer comes from, as the answer names it: "Pricing: Grow". */
  source: string
  target: KnowledgeTarget
  title: string
  /** The visitor's words for it (src/content), and for a plan those of its traits; searched, never shown. */
  visitorWords: string
  /** The words visitors' example questions use for it (learned-words.ts); searched, never shown. */
  learnedWords: string
  /** The answer, in the page's own words. */
  answer: string
  /** Questions a visitor may ask next, each answered by another entry. */
  followUps: string[]
  /** Below 1 for an overview, so a question that names one plan or service gets that one's entry. */
  weight?: number
  /** A plan's name, on the entries of plans: a question that names two gets both. */
  planName?: string
  /**
   * On a plan: the FAQ's sentences on it alone (when it is paid, what there is to cancel), told
   * after its answer and never searched, so that the question they answer still finds the FAQ's entry.
   * On the website check: what it sends, and to whom.
   */
  terms?: string
  /**
   * A shorter answer, for a reply that tells it beside another: a plan's without its add-on (if it
   * has one), for a reply that compares two plans; a service's first sentence, beside the plan
   * that includes it.
   */
  brief?: string
  /** On the entry that tells of a service (a blurb, or the FAQ's on site care): the service. */
  service?: ServiceId
  /** On the entry that lists every plan's price: the answer when all of them are asked for. */
  listsEveryPrice?: boolean
  /** On a project of Our work and on a review: an answer only to a question about results. */
  tellsResults?: boolean
  /** On a plan, a service and the industries the studio serves: what it offers, never results. */
  tellsAnOffer?: boolean
  /** On a review: the client's business ("Casa Verde Taqueria"), which the studio does not speak for. */
  client?: string
}

/** An entry as the content gives it, before the words of the example questions are learned. */
export type UnlearnedEntry = Omit<KnowledgeEntry, 'learnedWords'>

const joined = (words: readonly string[] | undefined) => words?.join(', ') ?? ''

/** A section's entry as its heading names it: "Pricing", "Transparent pricing, no surprises". */
const sectionEntry = (section: SectionId, intro: SectionIntro) => ({
  id: section,
  source: intro.eyebrow,
  target: { section },
  title: intro.title,
  visitorWords: joined(intro.visitorWords),
})

/** The traits a plan has by its price, which visitors ask about without naming it. */
function planTraits(plan: Plan, lowestFirstYearCost: number): PlanTrait[] {
  const { upfront, monthly } = plan.price
  const traits: PlanTrait[] = [monthly === undefined ? 'oneTime' : 'monthly']
  if (upfront === undefined) traits.push('noSetupFee')
  if (firstYearCost(plan.price) === lowestFirstYearCost) traits.push('lowestPrice')
  if (plan.mostPopular) traits.push('mostPopular')
  return traits
}

/** A text's sentences: "Need it sooner? Rush delivery is available." is two. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/)

/**
 * The FAQ's sentences that speak of one plan and of no other, by plan: its terms the plan's card
 * does not state, such as when it is paid ("One-time plans, like Launch, are paid upfront before
 * work begins."). A sentence speaks of a plan by its name, or by its price's note ("one-time")
 * when no other plan's is the same; one that speaks of several compares them, and stays in its FAQ.
 */
function termsByPlan(
  faq: PageContent['faq'],
  plans: readonly { name: string; note: string }[],
): Map<string, string[]> {
  const notes = plans.map(({ note }) => note)
  const speaksOf = (sentence: string) =>
    plans.filter(
      ({ name, note }) =>
        new RegExp(`\\b${name}\\b`).test(sentence) ||
        (notes.indexOf(note) === notes.lastIndexOf(note) &&
          sentence.toLowerCase().includes(note.toLowerCase())),
    )
  const terms = new Map<string, string[]>()
  for (const sentence of faq.flatMap(({ answer }) => sentencesOf(answer))) {
    const [plan, ...others] = speaksOf(sentence)
    if (plan && others.length === 0) terms.set(plan.name, [...(terms.get(plan.name) ?? []), sentence])
  }
  return terms
}

/** What the page states that depends on how it is deployed (src/lib/env.ts). */
export interface Deployment {
  contactEmail: string
  /** Whether analytics is configured, which the privacy note tells. */
  analytics: boolean
  /** Whether booking is configured (VITE_CAL_LINK), which the privacy note tells too. */
  booking?: boolean
  /** Whether the review kit searches Google (VITE_PLACES_API_KEY), which the privacy note tells. */
  reviewSearch?: boolean
  /** Whether leads go to the studio's CRM (VITE_HUBSPOT_PORTAL_ID), which the privacy note tells. */
  crm?: boolean
}

/**
 * Everything the assistant knows, derived from one language's content and how the page is
 * deployed, with the visitor words learned from the language's example questions.
 */
export function buildKnowledge(
  content: PageContent,
  { contactEmail, analytics, booking = false, reviewSearch = false, crm = false }: Deployment,
  examples: ExampleQuestions,
): KnowledgeEntry[] {
  const {
    about,
    assistantCopy,
    contactDialog,
    enterprise,
    faq,
    faqDialog,
    plans,
    planTraitWords,
    planWords,
  } = content
  const { addOnText, enterprisePriceText, planPriceText, pricingIntro, pricingLabels } = content
  const { serviceBlurbs, serviceCards, servicesDialog, site, websiteCheck } = content
  const { workIntro, workItems, reviewsIntro, featuredReviews, reviews } = content
  const { questions, answers } = assistantCopy
  const faqQuestion = (index: number) => faq[index]?.question ?? ''
  const lowestFirstYearCost = Math.min(...plans.map(({ price }) => firstYearCost(price)))
  const { timeline, payment, cancelling } = questions
  const planTerms = termsByPlan(faq, [
    ...plans.map(({ name, price }) => ({ name, note: planPriceText(price).note })),
    { name: enterprise.name, note: enterprisePriceText(enterprise).note },
  ])
  const termsOf = (name: string) => {
    const terms = planTerms.get(name)
    return terms ? { terms: terms.join(' ') } : {}
  }
  const planEntries = plans.map((plan, i): UnlearnedEntry => {
    const { amount, note } = planPriceText(plan.price)
    const extras = plan.addOn ? ` ${addOnText(plan.addOn)}.` : ''
    const summary = plan.mostPopular
      ? `${plan.summary} ${answers.mostPopular(pricingLabels.mostPopular)}`
      : plan.summary
    const brief = answers.plan(plan.name, `${amount} ${note}`, summary, plan.features.map(inSentence))
    const next = plans[(i + 1) % plans.length]
    return {
      id: `plan-${plan.id}`,
      source: answers.source(pricingIntro.eyebrow, plan.name),
      target: { section: 'pricing' },
      title: answers.planTitle(plan.name),
      visitorWords: joined([
        ...plan.visitorWords,
        ...planWords,
        ...planTraits(plan, lowestFirstYearCost).flatMap((trait) => planTraitWords[trait]),
      ]),
      answer: `${brief}${extras}`,
      ...termsOf(plan.name),
      followUps: [questions.planPrice(next?.name ?? ''), plan.price.monthly ? cancelling : payment],
      planName: plan.name,
      tellsAnOffer: true,
      // Only a plan with an add-on has a shorter answer for comparisons: the rest would repeat theirs.
      ...(extras ? { brief } : {}),
    }
  })
  const { amount, note } = enterprisePriceText(enterprise)
  const enterpriseEntry: UnlearnedEntry = {
    id: 'plan-enterprise',
    source: answers.source(pricingIntro.eyebrow, enterprise.name),
    target: { section: 'pricing' },
    title: enterprise.name,
    visitorWords: joined([...enterprise.visitorWords, ...planWords]),
    answer: answers.enterprise(
      enterprise.name,
      amount,
      note,
      enterprise.summary,
      enterprise.features.map(inSentence),
    ),
    ...termsOf(enterprise.name),
    followUps: [questions.contact, timeline],
    planName: enterprise.name,
    tellsAnOffer: true,
  }
  const overview: UnlearnedEntry = {
    ...sectionEntry('pricing', pricingIntro),
    answer: `${plans
      .map((plan) => {
        const price = planPriceText(plan.price)
        return `${plan.name} ${price.amount} ${price.note}`
      })
      .join('; ')}; ${enterprise.name} ${amount}.`,
    followUps: [questions.planPrice(plans[0]?.name ?? ''), payment],
    weight: 0.7,
    listsEveryPrice: true,
  }
  // One entry per service: the dialog's blurb, with the section's card that tells of it, if any.
  const services = serviceBlurbs.map((blurb, i): UnlearnedEntry => {
    const card = serviceCards.find(({ blurbTitle }) => blurbTitle === blurb.title)
    return {
      id: `service-${i}`,
      source: answers.source(servicesDialog.title, blurb.title),
      target: card ? { section: 'services' } : { dialog: 'services' },
      title: card ? `${blurb.title}, ${card.title}` : blurb.title,
      visitorWords: joined(blurb.visitorWords),
      service: blurb.serviceId,
      brief: `${blurb.title}: ${blurb.description}`,
      // The card's points are one sentence: the first starts it, the others are in it.
      answer: `${blurb.title}: ${blurb.description}${card ? ` ${card.description} ${card.points.map((point, at) => (at === 0 ? point : inSentence(point))).join(', ')}.` : ''}`,
      followUps: [questions.services, questions.pricing],
      tellsAnOffer: true,
    }
  })
  const servicesOverview: UnlearnedEntry = {
    id: 'services',
    source: servicesDialog.title,
    target: { dialog: 'services' },
    title: servicesDialog.title,
    visitorWords: joined(servicesDialog.visitorWords),
    answer: `${serviceBlurbs.map((blurb) => blurb.title).join(', ')}.`,
    followUps: [questions.pricing, timeline],
    weight: 0.7,
  }
  const faqs = faq.map((entry, i): UnlearnedEntry => ({
    id: `faq-${i}`,
    source: answers.source(faqDialog.title, entry.question),
    target: { dialog: 'faq' },
    title: entry.question,
    visitorWords: joined(entry.visitorWords),
    answer: entry.answer,
    followUps: [faqQuestion((i + 1) % faq.length), faqQuestion((i + 2) % faq.length)],
    ...(entry.serviceId ? { service: entry.serviceId, brief: sentencesOf(entry.answer)[0] } : {}),
  }))
  const aboutEntries = about.paragraphs.map((paragraph, i): UnlearnedEntry => ({
    id: `about-${i}`,
    source: about.title,
    target: { dialog: 'about' },
    title: about.title,
    visitorWords: joined(paragraph.visitorWords),
    answer: paragraph.text,
    followUps: [questions.pricing, questions.services],
  }))
  const industries: UnlearnedEntry = {
    id: 'industries',
    source: answers.industriesSource,
    target: { section: 'home' },
    title: answers.industriesTitle,
    visitorWords: joined([...site.hero.visitorWords, ...site.industries]),
    answer: site.hero.tagline,
    followUps: [questions.services, questions.pricing],
    tellsAnOffer: true,
  }
  // Our work (its list, and each project with its results) and the reviews, in their authors' words.
  const workOverview: UnlearnedEntry = {
    ...sectionEntry('work', workIntro),
    answer: `${workItems.map(({ title }) => title).join(', ')}.`,
    followUps: [questions.services, questions.pricing],
    weight: 0.7,
  }
  const work = workItems.map((item, i): UnlearnedEntry => ({
    id: `work-${i}`,
    source: answers.source(workIntro.eyebrow, item.title),
    target: { section: 'work' },
    title: `${item.title}, ${item.type}`,
    visitorWords: joined([workIntro.title, ...item.tags, item.clipDescription]),
    answer: answers.work(item.title, item.type, item.metrics),
    followUps: [questions.services, questions.pricing],
  }))
  const clientReviews = [...featuredReviews, ...reviews].map((review, i): UnlearnedEntry => ({
    id: `review-${i}`,
    source: answers.source(reviewsIntro.eyebrow, review.author),
    target: { section: 'reviews' },
    title: roleAtBusiness(review),
    // A review is told in a client's words, which are a visitor's words too: "did the spa's no-shows
    // go down?" finds the spa owner's review, not only the booking project it shares its words with.
    visitorWords: `${reviewsIntro.title} ${review.quote}`,
    answer: answers.review(review.quote, review.author, roleAtBusiness(review)),
    client: review.business,
    followUps: [questions.services, questions.pricing],
  }))
  const check: UnlearnedEntry = {
    id: 'check',
    source: websiteCheck.intro.title,
    target: { section: 'check' },
    title: websiteCheck.intro.title,
    visitorWords: joined(websiteCheck.intro.visitorWords),
    answer: websiteCheck.intro.intro,
    // What the check sends, and to whom, as the field's hint tells it: told, not searched, so that
    // its "Google" does not draw questions about Google reviews.
    terms: websiteCheck.hint,
    followUps: [questions.services, questions.pricing],
  }
  const { privacy } = site.footer
  const privacyEntry: UnlearnedEntry = {
    id: 'privacy',
    source: privacy.heading,
    target: { anchor: PRIVACY_NOTE_ID },
    title: privacy.heading,
    visitorWords: joined(privacy.visitorWords),
    answer: privacyNoteText(privacy, analytics, booking, reviewSearch, crm),
    followUps: [questions.contact, questions.services],
  }
  const contact: UnlearnedEntry = {
    id: 'contact',
    source: answers.contactSource,
    target: { dialog: 'contact' },
    title: answers.contactTitle,
    visitorWords: joined(contactDialog.visitorWords),
    answer: answers.contact(contactEmail, contactDialog.intro),
    followUps: [timeline, questions.pricing],
  }
  const entries: UnlearnedEntry[] = [
    overview,
    ...planEntries,
    enterpriseEntry,
    servicesOverview,
    ...services,
    ...faqs,
    ...aboutEntries,
    industries,
    check,
    privacyEntry,
    contact,
  ]
  // Our work and the reviews tell results, and learn no words: the examples' are about what the
  // studio offers.
  const results = [workOverview, ...work, ...clientReviews].map((entry) => ({
    ...entry,
    learnedWords: '',
    tellsResults: true,
  }))
  return [...withLearnedWords(entries, examples), ...results]
}

/** Every plan of one language's content, with Enterprise Custom, as the finder weighs them. */
export function planChoices(content: PageContent): PlanChoice[] {
  const { plans, enterprise, planPriceText, enterprisePriceText } = content
  const choices = plans.map((plan): PlanChoice => {
    const { amount, note } = planPriceText(plan.price)
    const { upfront, monthly = 0 } = plan.price
    return {
      id: plan.id,
      name: plan.name,
      price: `${amount} ${note}`,
      upfront: upfront ?? monthly,
      monthly,
      yearCost: firstYearCost(plan.price),
      ...(plan.pages ? { pages: plan.pages, pagesText: pageRangeText(plan.pages) } : {}),
      includes: plan.includes,
      features: plan.features,
      ...(plan.addOnIncludes ? { addOnIncludes: plan.addOnIncludes } : {}),
      ...(plan.addOn ? { addOnPrice: plan.addOn.price } : {}),
      mostPopular: plan.mostPopular === true,
    }
  })
  const { amount, note } = enterprisePriceText(enterprise)
  return [
    ...choices,
    {
      id: 'enterprise',
      name: enterprise.name,
      price: `${amount}, ${note}`,
      upfront: enterprise.price.min,
      monthly: 0,
      yearCost: enterprise.price.min,
      minEmployees: enterprise.facts.minEmployees,
      includes: enterprise.facts.includes,
      features: enterprise.features,
      mostPopular: false,
    },
  ]
}
