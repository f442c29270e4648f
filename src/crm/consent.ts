import { contactDialog } from '@content/contact'
import { config } from '../lib/config'

/**
 * The sentence beside the contact form's Send and the booking's Confirm when the studio's HubSpot
 * form asks consent to process (VITE_HUBSPOT_CONSENT=process): sent with each lead as the text of
 * the consent the visitor gave, word for word as they saw it. None otherwise.
 */
export const consentSentence = (): string | undefined =>
  config.crm?.consent === 'process' ? contactDialog.consentToProcess(config.studioName) : undefined
