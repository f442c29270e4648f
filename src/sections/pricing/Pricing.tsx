import { CTA_LABELS } from '../../analytics/events'
import { countsAsCta } from '../../analytics/page-events'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { IconList } from '../../components/IconList'
import { PageSection } from '../../components/PageSection'
import { enterprise, plans, pricingIntro, pricingLabels } from '@content/plans'
import { addOnText, enterprisePriceText, planPriceText } from '@content/prices'
import { cn } from '../../lib/cn'
import { CONTACT_DIALOG_ID, opensDialog } from '../../lib/dialog-commands'
import { PlanAction } from './PlanAction'

/**
 * A plan's add-on line ("Optional AI Chatbot add-on: $100 one-time"), wrapping only between its
 * words: its last word before the colon ("add-on:") and its price after it each kept whole, since a
 * line may otherwise break at a hyphen or part an amount from its term.
 */
function AddOnWords({ text }: { text: string }) {
  const colon = text.lastIndexOf(': ')
  const lead = text.slice(0, colon)
  const lastSpace = lead.lastIndexOf(' ')
  return (
    <>
      {lead.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">{lead.slice(lastSpace + 1)}:</span>{' '}
      <span className="whitespace-nowrap">{text.slice(colon + 2)}</span>
    </>
  )
}

export function Pricing() {
  const enterprisePrice = enterprisePriceText(enterprise)
  return (
    <PageSection id="pricing" intro={pricingIntro}>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => {
          const price = planPriceText(plan.price)
          return (
            <li
              key={plan.id}
              id={`plan-${plan.id}`}
              className={cn(
                'relative flex flex-col rounded-card border p-7',
                plan.mostPopular
                  ? 'border-brand bg-gradient-to-b from-brand-strong/20 to-canvas-raised shadow-glow'
                  : 'border-line bg-canvas-raised',
              )}
            >
              <h3 className="text-lg font-bold">{plan.name}</h3>
              {plan.mostPopular && (
                <p className="absolute -top-3 left-7 rounded-full bg-brand-strong px-3 py-1 text-xs font-semibold text-white">
                  {pricingLabels.mostPopular}
                </p>
              )}
              <p className="mt-2 text-sm text-ink-muted xl:min-h-15">{plan.summary}</p>
              <p className="mt-6">
                <span className="block text-4xl font-extrabold tracking-tight">{price.amount}</span>
                <span className="mt-1 block text-sm text-ink-muted">{price.note}</span>
              </p>
              <IconList items={plan.features} className="mt-6 space-y-3 text-sm" itemClassName="gap-2.5" />
              {plan.addOn && (
                <p className="mt-5 flex gap-2.5 rounded-xl border border-dashed border-line p-3 text-sm text-ink-muted">
                  <Icon name="plus" className="mt-0.5 size-4 text-accent-cyan" />
                  <span>
                    <AddOnWords text={addOnText(plan.addOn)} />
                  </span>
                </p>
              )}
              <div className="mt-auto pt-8">
                <PlanAction plan={plan} />
              </div>
            </li>
          )
        })}
      </ul>

      <div className="mt-5 grid items-center gap-6 rounded-card border border-line bg-canvas-raised p-7 md:grid-cols-[auto_1fr_auto] md:gap-10 md:p-9">
        <span className="grid size-14 place-items-center rounded-2xl bg-accent-cyan/15 text-accent-cyan">
          <Icon name="building" className="size-7" />
        </span>
        <div>
          <h3 className="text-lg font-bold">{enterprise.name}</h3>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            {/* The range never breaks (unbroken): below 400 px it takes a smaller size to fit the card. */}
            <span className="text-2xl font-extrabold tracking-tight min-[400px]:text-3xl">
              {enterprisePrice.amount}
            </span>
            <span className="text-sm text-ink-muted">{enterprisePrice.note}</span>
          </p>
          <p className="mt-2 text-sm text-ink-muted">{enterprise.summary}</p>
          <IconList items={enterprise.features} className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm" />
        </div>
        <Button
          variant="secondary"
          size="lg"
          {...opensDialog(CONTACT_DIALOG_ID, pricingLabels.quoteSubject(enterprise.name))}
          {...countsAsCta(CTA_LABELS.quote)}
        >
          {pricingLabels.requestQuote}
        </Button>
      </div>
    </PageSection>
  )
}
