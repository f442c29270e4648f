import { assistantCopy } from '@content/assistant'
import { PLAN_WORDS } from '@assistant-language'
import type { PlanNeed } from '../content/plan-facts.ts'
import { folded } from './folded.ts'
import { inSentence } from './in-sentence.ts'
import type { Needs, PlanChoice, PlanFinding, Unmet } from './plan-finder.ts'

const copy = assistantCopy.planFinder

/**
 * A need the plan meets, as its card says it (the line that tells of it, read as a question would
 * be), else in the assistant's words, as an add-on when its add-on meets it (whose price the
 * plan's answer states).
 */
function needText(plan: PlanChoice, need: PlanNeed): string {
  const pattern = need === 'bigTeam' ? undefined : PLAN_WORDS.needs[need]
  const line = pattern && plan.features.find((feature) => pattern.test(folded(feature)))
  if (line) return line
  return plan.addOnIncludes === need ? copy.asAnAddOn(copy.needs[need]) : copy.needs[need]
}

/**
 * A need two plans meet, in the first one's words, or in the assistant's with the plan that meets
 * it by its add-on: "a 24/7 AI chatbot (an add-on on Launch)".
 */
function sharedNeedText([plan, other]: [PlanChoice, PlanChoice], need: PlanNeed): string {
  const addedOn = [plan, other].find(
    ({ includes, addOnIncludes }) => addOnIncludes === need && !includes.includes(need),
  )
  return addedOn ? copy.addOnOf(copy.needs[need], addedOn.name) : needText(plan, need)
}

/**
 * What the visitor asked for that the plan has, or that both plans have, in the words of their
 * facts: the "why" of a fit.
 */
function reasons(plan: PlanChoice, needs: Needs, other?: PlanChoice): string[] {
  const said: string[] = []
  const { pages, pagesText } = plan
  // One plan's page count in its card's words; two plans' differ, and both hold the pages asked for.
  if (needs.pages !== undefined && pages && pagesText)
    said.push(
      other === undefined
        ? (plan.features.find((line) => line.includes(pagesText)) ?? copy.pages(pagesText, pages.max))
        : copy.pagesAsked(needs.fewestPages ?? needs.pages, needs.pages),
    )
  if (needs.payment) said.push(copy.payment[needs.payment])
  for (const need of needs.includes)
    said.push(other === undefined ? needText(plan, need) : sharedNeedText([plan, other], need))
  if (needs.upfrontBudget !== undefined || needs.monthlyBudget !== undefined) said.push(copy.withinBudget)
  if (needs.prefers) said.push(copy[needs.prefers])
  // Two needs one line of the card meets (a chatbot and booking: "Chatbot + calendar booking") are
  // told once, each inside the sentence.
  return [...new Set(said)].map(inSentence)
}

function unmetText(plan: PlanChoice, unmet: Unmet): string {
  switch (unmet.kind) {
    case 'pages':
      return unmet.pages && plan.pagesText
        ? copy.unmet.pages(plan.pagesText, unmet.pages.max)
        : copy.unmet.noPageCount
    case 'price':
      return copy.unmet.price(plan.price)
    case 'need':
      return copy.unmet.need(copy.needs[unmet.need])
    case 'payment':
      return copy.unmet.payment[unmet.payment]
    case 'size':
      return copy.unmet.size(unmet.minEmployees)
  }
}

/**
 * The answer that names the plans that fit, with why in one line: for one plan, followed by its
 * answer (`planAnswer`, its price and all it includes); for two, with their prices.
 */
function fitText(fits: PlanChoice[], needs: Needs, planAnswer: (plan: PlanChoice) => string): string {
  const [first, second] = fits
  if (!first) return ''
  if (!second) return `${copy.fits(first.name, reasons(first, needs).join(', '))} ${planAnswer(first)}`
  const prices = fits.map((plan) => copy.price(plan.name, plan.price)).join('; ')
  return copy.bothFit(first.name, second.name, reasons(first, needs, second).join(', '), prices)
}

/** Why no plan fits: the one that comes closest, and what it lacks. */
const noFitText = (closest: PlanChoice, unmet: Unmet[]) =>
  copy.noFit(closest.name, unmet.map((each) => unmetText(closest, each)).join(copy.and))

/** A finding as the assistant says it. */
export const findingText = (finding: PlanFinding, planAnswer: (plan: PlanChoice) => string) =>
  'fits' in finding
    ? fitText(finding.fits, finding.needs, planAnswer)
    : noFitText(finding.closest, finding.unmet)
