import { about } from '../content/about'
import { contactDialog } from '../content/contact'
import { faq } from '../content/faq'
import { enterprise, plans, pricingLabels } from '../content/plans'
import { addOnText, enterprisePriceText, planPriceText } from '../content/prices'
import { serviceBlurbs, serviceCards } from '../content/services'
import type { SectionId } from '../content/types'

/** One fact-bearing piece of the page the assistant can answer from, and where it stands. */
export interface KnowledgeEntry {
  id: string
  /** Where the answer comes from, as the answer names it: "Pricing: Grow". */
  source: string
  /** The part of the page it links to: a section, or the dialog that holds it. */
  target: { section: SectionId } | { dialog: 'services' | 'about' | 'faq' | 'contact' }
  title: string
  /** Words a visitor might use that the text itself does not contain. */
  keywords: string
  /** The answer, in the page's own words. */
  answer: string
}

/** Everything the assistant knows, derived from src/content and the studio's address. */
export function buildKnowledge(contactEmail: string): KnowledgeEntry[] {
  const planEntries = plans.map((plan): KnowledgeEntry => {
    const { amount, note } = planPriceText(plan.price)
    const extras = plan.addOn ? ` ${addOnText(plan.addOn)}.` : ''
    const popular = plan.mostPopular ? ` ${pricingLabels.mostPopular}.` : ''
    return {
      id: `plan-${plan.id}`,
      source: `Pricing: ${plan.name}`,
      target: { section: 'pricing' },
      title: `${plan.name} plan`,
      keywords: 'plan price cost pricing package',
      answer: `${plan.name}: ${amount} ${note}.${popular} ${plan.summary} Includes: ${plan.features.join(', ')}.${extras}`,
    }
  })
  const { amount, note } = enterprisePriceText(enterprise)
  const enterpriseEntry: KnowledgeEntry = {
    id: 'plan-enterprise',
    source: `Pricing: ${enterprise.name}`,
    target: { section: 'pricing' },
    title: enterprise.name,
    keywords: 'enterprise large company custom quote price',
    answer: `${enterprise.name}: ${amount}, ${note}. ${enterprise.summary} ${enterprise.features.join(', ')}.`,
  }
  const cards = serviceCards.map((card, i): KnowledgeEntry => ({
    id: `service-card-${i}`,
    source: `Services: ${card.title}`,
    target: { section: 'services' },
    title: card.title,
    keywords: 'service',
    answer: `${card.title}: ${card.description} ${card.points.join(', ')}.`,
  }))
  const blurbs = serviceBlurbs.map((blurb, i): KnowledgeEntry => ({
    id: `service-${i}`,
    source: `Services: ${blurb.title}`,
    target: { dialog: 'services' },
    title: blurb.title,
    keywords: 'service offer',
    answer: `${blurb.title}: ${blurb.description}`,
  }))
  const faqs = faq.map((entry, i): KnowledgeEntry => ({
    id: `faq-${i}`,
    source: `FAQ: ${entry.question}`,
    target: { dialog: 'faq' },
    title: entry.question,
    keywords: '',
    answer: entry.answer,
  }))
  const aboutEntries = about.paragraphs.map((paragraph, i): KnowledgeEntry => ({
    id: `about-${i}`,
    source: 'About',
    target: { dialog: 'about' },
    title: about.title,
    keywords: 'about studio who we are',
    answer: paragraph,
  }))
  const contact: KnowledgeEntry = {
    id: 'contact',
    source: 'Contact',
    target: { dialog: 'contact' },
    title: 'Contact the studio',
    keywords: 'contact email reach message reply',
    answer: `Write to ${contactEmail}, or send a message with the contact form. ${contactDialog.intro}`,
  }
  return [...planEntries, enterpriseEntry, ...cards, ...blurbs, ...faqs, ...aboutEntries, contact]
}
