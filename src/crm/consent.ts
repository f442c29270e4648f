import { contactDialog } from '@content/contact'
import { config } from '../lib/config'

/**
 * The sentence beside the contact form's Send and the booking's Confirm when the studio's HubSpot
 * form asks consent to process (VITE_HUBSPOT_CONSENT=process): sent with each lead as the text of
 * the consent the visitor gave, word for word as they saw it. None otherwise, and in a build without
 * a CRM (`__CRM__`) not even this code.
 */
export const consentSentence = (): string | undefined =>
  __CRM__?.consent === 'process' ? contactDialog.consentToProcess(config.studioName) : undefined
