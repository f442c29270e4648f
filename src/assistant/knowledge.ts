import { about } from '../content/about.ts'
import { assistantCopy } from '../content/assistant.ts'
import { contactDialog } from '../content/contact.ts'
import { faq } from '../content/faq.ts'
import { enterprise, plans, pricingIntro, pricingLabels } from '../content/plans.ts'
import { addOnText, enterprisePriceText, planPriceText } from '../content/prices.ts'
import { serviceBlurbs, serviceCards, servicesDialog } from '../content/services.ts'
import { site } from '../content/site.ts'
import type { InfoContent, SectionId } from '../content/types'

/** The part of the page an answer links to: a section, or the dialog that holds it. */
export type KnowledgeTarget = { section: SectionId } | { dialog: InfoContent | 'contact' }

/** One fact-bearing piece of the page the assistant answers from, and where it stands. */
export interface KnowledgeEntry {
  id: string
  /** Where the answer comes from, as the answer names it: "Pricing: Grow". */
  source: string
  target: KnowledgeTarget
  title: string
  /** Everyday words for the topic that the text itself may not use; searched, never shown. */
  keywords: string
  /** The answer, in the page's own words. */
  answer: string
  /** Questions a visitor may ask next, each answered by another entry. */
  followUps: string[]
  /** Below 1 for an overview, so a question that names one plan or service gets that one's entry. */
  weight?: number
}

const faqQuestion = (index: number) => faq[index]?.question ?? ''

/** Everything the assistant knows, derived from src/content and the studio's address. */
export function buildKnowledge(contactEmail: string): KnowledgeEntry[] {
  const { questions } = assistantCopy
  const { timeline, payment, cancelling } = questions
  const planEntries = plans.map((plan, i): KnowledgeEntry => {
    const { amount, note } = planPriceText(plan.price)
    const extras = plan.addOn ? ` ${addOnText(plan.addOn)}.` : ''
    const next = plans[(i + 1) % plans.length]
    return {
      id: `plan-${plan.id}`,
      source: `Pricing: ${plan.name}`,
      target: { section: 'pricing' },
      title: `${plan.name} plan`,
      keywords: `${plan.price.monthly ? 'monthly' : 'once'} price cost package includes`,
      answer: `${plan.name} is ${amount} ${note}.${plan.mostPopular ? ` It is our ${pricingLabels.mostPopular.toLowerCase()} plan.` : ''} It includes: ${plan.features.join(', ')}.${extras}`,
      followUps: [questions.planPrice(next?.name ?? ''), plan.price.monthly ? cancelling : payment],
    }
  })
  const { amount, note } = enterprisePriceText(enterprise)
  const enterpriseEntry: KnowledgeEntry = {
    id: 'plan-enterprise',
    source: `Pricing: ${enterprise.name}`,
    target: { section: 'pricing' },
    title: enterprise.name,
    keywords: 'large big company companies employees quote price cost',
    answer: `${enterprise.name} is ${amount}, a ${note}. ${enterprise.summary} It covers ${enterprise.features.join(', ')}.`,
    followUps: [questions.contact, timeline],
  }
  const overview: KnowledgeEntry = {
    id: 'pricing',
    source: pricingIntro.eyebrow,
    target: { section: 'pricing' },
    title: pricingIntro.title,
    keywords: 'prices plans pricing cost cheapest lowest compare difference options packages',
    answer: `${plans
      .map((plan) => {
        const price = planPriceText(plan.price)
        return `${plan.name} ${price.amount} ${price.note}`
      })
      .join('; ')}; ${enterprise.name} ${amount}.`,
    followUps: [questions.planPrice(plans[0]?.name ?? ''), payment],
    weight: 0.7,
  }
  const cards = serviceCards.map((card, i): KnowledgeEntry => ({
    id: `service-card-${i}`,
    source: `Services: ${card.title}`,
    target: { section: 'services' },
    title: card.title,
    keywords: '',
    answer: `${card.title}: ${card.description} ${card.points.join(', ')}.`,
    followUps: [questions.services, questions.pricing],
  }))
  const blurbs = serviceBlurbs.map((blurb, i): KnowledgeEntry => ({
    id: `service-${i}`,
    source: `Services: ${blurb.title}`,
    target: { dialog: 'services' },
    title: blurb.title,
    keywords: '',
    answer: `${blurb.title}: ${blurb.description}`,
    followUps: [questions.services, questions.pricing],
  }))
  const servicesOverview: KnowledgeEntry = {
    id: 'services',
    source: servicesDialog.title,
    target: { dialog: 'services' },
    title: servicesDialog.title,
    keywords: 'services offer provide do',
    answer: `${serviceBlurbs.map((blurb) => blurb.title).join(', ')}.`,
    followUps: [questions.pricing, timeline],
    weight: 0.7,
  }
  const faqs = faq.map((entry, i): KnowledgeEntry => ({
    id: `faq-${i}`,
    source: `FAQ: ${entry.question}`,
    target: { dialog: 'faq' },
    title: entry.question,
    keywords: '',
    answer: entry.answer,
    followUps: [faqQuestion((i + 1) % faq.length), faqQuestion((i + 2) % faq.length)],
  }))
  const aboutEntries = about.paragraphs.map((paragraph, i): KnowledgeEntry => ({
    id: `about-${i}`,
    source: about.title,
    target: { dialog: 'about' },
    title: about.title,
    keywords: '',
    answer: paragraph,
    followUps: [questions.pricing, questions.services],
  }))
  const industries: KnowledgeEntry = {
    id: 'industries',
    source: 'Home',
    target: { section: 'home' },
    title: 'Who we work with',
    keywords: `industries businesses clients customers ${site.industries.join(' ')}`,
    answer: site.hero.tagline,
    followUps: [questions.services, questions.pricing],
  }
  const contact: KnowledgeEntry = {
    id: 'contact',
    source: 'Contact',
    target: { dialog: 'contact' },
    title: 'Contact the studio',
    keywords: 'contact email address reach message reply touch talk',
    answer: `Write to ${contactEmail}, or use the contact form. ${contactDialog.intro}`,
    followUps: [timeline, questions.pricing],
  }
  return [
    overview,
    ...planEntries,
    enterpriseEntry,
    servicesOverview,
    ...cards,
    ...blurbs,
    ...faqs,
    ...aboutEntries,
    industries,
    contact,
  ]
}
