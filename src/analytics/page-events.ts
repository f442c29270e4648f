import type { PlanId } from '../content/types'
import { CONTACT_FORM_ID } from '../lib/dialog-commands'
import type { AnalyticsEvent, CtaLabel, LeadSource } from './events'

/** On a call to action: its label as counted (events.ts). */
export const CTA_ATTRIBUTE = 'data-cta'
/** On a plan's checkout link: the plan's id. */
const CHECKOUT_ATTRIBUTE = 'data-checkout-plan'
/** On a control that hands the visitor to the contact form: where the message comes from. */
export const LEAD_SOURCE_ATTRIBUTE = 'data-lead-source'

/** The attribute that has a control's taps counted as a CTA Click. */
export const countsAsCta = (label: CtaLabel) => ({ [CTA_ATTRIBUTE]: label })

/** The attribute that has a checkout link's use counted as a Checkout Click. */
export const countsAsCheckout = (plan: PlanId) => ({ [CHECKOUT_ATTRIBUTE]: plan })

/** The parts of the page whose hand-off opens the contact form, each counted as a lead's source. */
export const HAND_OFF_SOURCES = ['assistant', 'check', 'review-kit'] as const satisfies LeadSource[]

/** The attribute that has a message sent from the form this control opens counted as from `source`. */
export const handsOffLead = (source: (typeof HAND_OFF_SOURCES)[number]) => ({
  [LEAD_SOURCE_ATTRIBUTE]: source,
})

/** Where a control sits, as counted: its section's id (or its dialog's), or the header. */
function placeOf(control: Element): string {
  return control.closest('section[id], dialog[id]')?.id ?? (control.closest('header') ? 'header' : 'page')
}

/**
 * What the page counts by itself, from its first moments (before any island or the tracker has
 * loaded): taps on the calls to action, checkout links followed (a click, or a middle click that
 * opens a tab), and the visitor's first input into the contact form. What opened the form, the
 * lead's source, is src/contact/lead-source.ts's.
 */
export function watchPageEvents(send: (event: AnalyticsEvent) => void): void {
  const followed = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return
    const isClick = event.type === 'click'
    if (!isClick && event.button !== 1) return
    const cta = event.target.closest(`[${CTA_ATTRIBUTE}]`)
    if (cta && (isClick || cta instanceof HTMLAnchorElement)) {
      const label = cta.getAttribute(CTA_ATTRIBUTE) as CtaLabel
      send({ name: 'CTA Click', props: { cta: label, section: placeOf(cta) } })
    }
    const checkout = event.target.closest(`a[${CHECKOUT_ATTRIBUTE}]`)
    if (checkout) {
      const plan = checkout.getAttribute(CHECKOUT_ATTRIBUTE) as PlanId
      send({ name: 'Checkout Click', props: { plan } })
    }
  }
  document.addEventListener('click', followed, { capture: true })
  document.addEventListener('auxclick', followed, { capture: true })

  const firstInput = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null
    // Only the visitor's own typing: not a subject or question the page puts in (page-enhancements).
    if (form?.id !== CONTACT_FORM_ID || !event.isTrusted) return
    document.removeEventListener('input', firstInput, { capture: true })
    send({ name: 'Contact Form Start' })
  }
  document.addEventListener('input', firstInput, { capture: true })
}
