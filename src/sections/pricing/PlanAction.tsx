import { CTA_LABELS } from '../../analytics/events'
import { PLAN_NAMED_ATTRIBUTE } from '../../assistant/elements'
import { countsAsCheckout, countsAsCta } from '../../analytics/page-events'
import { Button, ButtonLink } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { pricingLabels } from '@content/plans'
import { site } from '@content/site'
import type { Plan } from '../../content/types'
import { config } from '../../lib/config'
import { CONTACT_DIALOG_ID, opensDialog } from '../../lib/dialog-commands'

/**
 * A plan's Get Started: its card-payment checkout in a new tab, or, when the studio has not set a
 * checkout link, a button that opens the contact form with the plan's name as the subject.
 */
export function PlanAction({ plan }: { plan: Plan }) {
  const checkoutUrl = config.checkoutUrls[plan.id]
  const variant = plan.mostPopular ? 'primary' : 'secondary'

  if (checkoutUrl) {
    return (
      <ButtonLink
        href={checkoutUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant={variant}
        className="w-full"
        {...countsAsCta(CTA_LABELS.getStarted)}
        {...countsAsCheckout(plan.id)}
      >
        {site.getStarted}
        <span className="sr-only" {...{ [PLAN_NAMED_ATTRIBUTE]: '' }}>
          {pricingLabels.withPlan(plan.name)}
        </span>
        <span className="sr-only">{pricingLabels.newTab}</span>
        <Icon name="arrow-up-right" className="size-4" />
      </ButtonLink>
    )
  }
  return (
    <Button
      variant={variant}
      className="w-full"
      {...opensDialog(CONTACT_DIALOG_ID, pricingLabels.planSubject(plan.name))}
      {...countsAsCta(CTA_LABELS.getStarted)}
    >
      {site.getStarted}
      <span className="sr-only" {...{ [PLAN_NAMED_ATTRIBUTE]: '' }}>
        {pricingLabels.withPlan(plan.name)}
      </span>
    </Button>
  )
}
