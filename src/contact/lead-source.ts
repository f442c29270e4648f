import { CTA_LABELS, type LeadSource } from '../analytics/events'
import { CTA_ATTRIBUTE, HAND_OFF_SOURCES, LEAD_SOURCE_ATTRIBUTE } from '../analytics/page-events'
import type { SectionId } from '../content/types'
import { CONTACT_DIALOG_ID } from '../lib/dialog-commands'

/** The section whose buttons that open the contact form are a plan's Get Started or Request a Quote. */
const PRICING: SectionId = 'pricing'

/**
 * The source of a lead sent from the contact form that `opener` opened: the hand-off it names (the
 * website check's, the review kit's, the assistant's, whose copies of a plan's buttons name it too),
 * a plan's Get Started or Request a Quote on the pricing cards, or any other control: `contact`.
 */
export function leadSourceOf(opener: Element | null): LeadSource {
  const named = opener?.getAttribute(LEAD_SOURCE_ATTRIBUTE)
  const handOff = HAND_OFF_SOURCES.find((source) => source === named)
  if (handOff) return handOff
  if (!opener?.closest(`#${PRICING}`)) return 'contact'
  return opener.getAttribute(CTA_ATTRIBUTE) === CTA_LABELS.quote ? 'quote' : 'plan'
}

let openedFrom: LeadSource = 'contact'

/** Where the message being sent came from: what opened the contact form last. */
export const leadSource = (): LeadSource => openedFrom

/**
 * Installed by the page's entry in a build that counts leads or sends them to a CRM (a build with
 * neither carries none of it): it notes what opens the contact form, from the page's first moments,
 * before the form's island has loaded.
 */
export function watchLeadSource(): void {
  document.addEventListener(
    'command',
    (event) => {
      const { target, command, source } = event as CommandEvent
      if (command !== 'show-modal' || !(target instanceof Element) || target.id !== CONTACT_DIALOG_ID) return
      openedFrom = leadSourceOf(source)
    },
    { capture: true },
  )
}
