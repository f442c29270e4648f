import { about } from '../content/about.ts'
import { assistantCopy, planTraitWords, planWords, type PlanTrait } from '../content/assistant.ts'
import { contactDialog } from '../content/contact.ts'
import { faq } from '../content/faq.ts'
import { enterprise, plans, pricingIntro, pricingLabels } from '../content/plans.ts'
import { addOnText, enterprisePriceText, planPriceText } from '../content/prices.ts'
import { serviceBlurbs, serviceCards, servicesDialog } from '../content/services.ts'
import { site } from '../content/site.ts'
import type { InfoContent, Plan, SectionId } from '../content/types'

/** The part of the page an answer links to: a section, or the dialog that holds it. */
export type KnowledgeTarget = { section: SectionId } | { dialog: InfoContent | 'contact' }

/** One fact-bearing piece of the page the assistant answers from, and where it stands. */
export interface KnowledgeEntry {
  id: string
  /** Where the answer comes from, as the answer names it: "Pricing: Grow". */
  source: string
  target: KnowledgeTarget
  title: string
  /** The visitor's words for it (src/content), and for a plan those of its traits; searched, never shown. */
  visitorWords: string
  /** The answer, in the page's own words. */
  answer: string
  /** Questions a visitor may ask next, each answered by another entry. */
  followUps: string[]
  /** Below 1 for an overview, so a question that names one plan or service gets that one's entry. */
  weight?: number
  /** A plan's name, on the entries of plans: a question that names two gets both. */
  planName?: string
  /** A plan's answer without its add-on, for a reply that compares two plans. */
  brief?: string
  /** On the entry that lists every plan's price: the answer when all of them are asked for. */
  listsEveryPrice?: boolean
}

const faqQuestion = (index: number) => faq[index]?.question ?? ''
const joined = (words: readonly string[] | undefined) => words?.join(', ') ?? ''

/** What a year of a plan costs: the measure of "cheapest". */
const firstYearCost = ({ price }: Plan) => (price.upfront ?? 0) + 12 * (price.monthly ?? 0)
const lowestFirstYearCost = Math.min(...plans.map(firstYearCost))

/** The traits a plan has by its price, which visitors ask about without naming it. */
function planTraits(plan: Plan): PlanTrait[] {
  const { upfront, monthly } = plan.price
  const traits: PlanTrait[] = [monthly === undefined ? 'oneTime' : 'monthly']
  if (upfront === undefined) traits.push('noSetupFee')
  if (firstYearCost(plan) === lowestFirstYearCost) traits.push('lowestPrice')
  if (plan.mostPopular) traits.push('mostPopular')
  return traits
}

/** Everything the assistant knows, derived from src/content and the studio's address. */
export function buildKnowledge(contactEmail: string): KnowledgeEntry[] {
  const { questions } = assistantCopy
  const { timeline, payment, cancelling } = questions
  const planEntries = plans.map((plan, i): KnowledgeEntry => {
    const { amount, note } = planPriceText(plan.price)
    const extras = plan.addOn ? ` ${addOnText(plan.addOn)}.` : ''
    const popular = plan.mostPopular ? ` It is our ${pricingLabels.mostPopular.toLowerCase()} plan.` : ''
    const brief = `${plan.name} is ${amount} ${note}. ${plan.summary}${popular} It includes: ${plan.features.join(', ')}.`
    const next = plans[(i + 1) % plans.length]
    return {
      id: `plan-${plan.id}`,
      source: `Pricing: ${plan.name}`,
      target: { section: 'pricing' },
      title: `${plan.name} plan`,
      visitorWords: joined([
        ...plan.visitorWords,
        ...planWords,
        ...planTraits(plan).flatMap((trait) => planTraitWords[trait]),
      ]),
      answer: `${brief}${extras}`,
      followUps: [questions.planPrice(next?.name ?? ''), plan.price.monthly ? cancelling : payment],
      planName: plan.name,
      brief,
    }
  })
  const { amount, note } = enterprisePriceText(enterprise)
  const enterpriseEntry: KnowledgeEntry = {
    id: 'plan-enterprise',
    source: `Pricing: ${enterprise.name}`,
    target: { section: 'pricing' },
    title: enterprise.name,
    visitorWords: joined([...enterprise.visitorWords, ...planWords]),
    answer: `${enterprise.name} is ${amount}, a ${note}. ${enterprise.summary} It covers ${enterprise.features.join(', ')}.`,
    followUps: [questions.contact, timeline],
    planName: enterprise.name,
  }
  const overview: KnowledgeEntry = {
    id: 'pricing',
    source: pricingIntro.eyebrow,
    target: { section: 'pricing' },
    title: pricingIntro.title,
    visitorWords: joined(pricingIntro.visitorWords),
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
  const services = serviceBlurbs.map((blurb, i): KnowledgeEntry => {
    const card = serviceCards.find(({ blurbTitle }) => blurbTitle === blurb.title)
    return {
      id: `service-${i}`,
      source: `Services: ${blurb.title}`,
      target: card ? { section: 'services' } : { dialog: 'services' },
      title: card ? `${blurb.title}, ${card.title}` : blurb.title,
      visitorWords: joined(blurb.visitorWords),
      answer: `${blurb.title}: ${blurb.description}${card ? ` ${card.description} ${card.points.join(', ')}.` : ''}`,
      followUps: [questions.services, questions.pricing],
    }
  })
  const servicesOverview: KnowledgeEntry = {
    id: 'services',
    source: servicesDialog.title,
    target: { dialog: 'services' },
    title: servicesDialog.title,
    visitorWords: joined(servicesDialog.visitorWords),
    answer: `${serviceBlurbs.map((blurb) => blurb.title).join(', ')}.`,
    followUps: [questions.pricing, timeline],
    weight: 0.7,
  }
  const faqs = faq.map((entry, i): KnowledgeEntry => ({
    id: `faq-${i}`,
    source: `FAQ: ${entry.question}`,
    target: { dialog: 'faq' },
    title: entry.question,
    visitorWords: joined(entry.visitorWords),
    answer: entry.answer,
    followUps: [faqQuestion((i + 1) % faq.length), faqQuestion((i + 2) % faq.length)],
  }))
  const aboutEntries = about.paragraphs.map((paragraph, i): KnowledgeEntry => ({
    id: `about-${i}`,
    source: about.title,
    target: { dialog: 'about' },
    title: about.title,
    visitorWords: joined(paragraph.visitorWords),
    answer: paragraph.text,
    followUps: [questions.pricing, questions.services],
  }))
  const industries: KnowledgeEntry = {
    id: 'industries',
    source: 'Home',
    target: { section: 'home' },
    title: 'Who we work with',
    visitorWords: joined([...site.hero.visitorWords, ...site.industries]),
    answer: site.hero.tagline,
    followUps: [questions.services, questions.pricing],
  }
  const contact: KnowledgeEntry = {
    id: 'contact',
    source: 'Contact',
    target: { dialog: 'contact' },
    title: 'Contact the studio by email',
    visitorWords: joined(contactDialog.visitorWords),
    answer: `Email ${contactEmail}, or use the contact form. ${contactDialog.intro}`,
    followUps: [timeline, questions.pricing],
  }
  return [
    overview,
    ...planEntries,
    enterpriseEntry,
    servicesOverview,
    ...services,
    ...faqs,
    ...aboutEntries,
    industries,
    contact,
  ]
}
