import type { LeadSource } from '../analytics/events'

/**
 * A lead as the studio's CRM receives it: the same five fields for every lead, whatever it came
 * from, so the studio's HubSpot form has exactly these (docs/crm.md).
 */
export interface Lead {
  /** The name as the visitor typed it. */
  name: string
  email: string
  /** The subject and the message as sent to EmailJS; for a booked call, its time and the notes. */
  message: string
  source: LeadSource
}

/** The HubSpot form's fields, by their internal names: four contact properties and the studio's own. */
export const FORM_FIELDS = ['email', 'firstname', 'lastname', 'message', 'site_lead_source'] as const

export type FormField = (typeof FORM_FIELDS)[number]

/** Where the lead was sent from, as HubSpot's `context` takes it: the page's address and title. */
export interface SubmissionPage {
  pageUri: string
  pageName: string
}

/**
 * The body of a submission to HubSpot's Forms API (POST …/submissions/v3/integration/submit/…):
 * `submittedAt` (milliseconds, as a string, as HubSpot documents it), the fields as name and value,
 * the page it came from, and with a form that asks consent to process, the consent the visitor gave
 * by sending, in the very words they saw. No `hutk` (this site sets no HubSpot cookie, and a made-up
 * one is refused) and no IP address.
 */
export interface SubmissionBody {
  submittedAt: string
  fields: { name: FormField; value: string }[]
  context: SubmissionPage
  legalConsentOptions?: { consent: { consentToProcess: true; text: string } }
}

/**
 * First and last name from a name as typed: split at its first space (after trimming), so "Ana Ruiz
 * Soto" is Ana and Ruiz Soto; one word is the first name alone, with an empty last name.
 */
export function splitName(name: string): { firstname: string; lastname: string } {
  const whole = name.trim().replace(/\s+/g, ' ')
  const space = whole.indexOf(' ')
  return space < 0
    ? { firstname: whole, lastname: '' }
    : { firstname: whole.slice(0, space), lastname: whole.slice(space + 1) }
}

/**
 * The submission for `lead`, sent at `submittedAt` from `page`; `consentText` is the sentence beside
 * the send button when the form asks consent to process, and undefined when it asks none.
 */
export function submissionBody(
  lead: Lead,
  page: SubmissionPage,
  submittedAt: number,
  consentText?: string,
): SubmissionBody {
  const { firstname, lastname } = splitName(lead.name)
  const values: Record<FormField, string> = {
    email: lead.email.trim(),
    firstname,
    lastname,
    message: lead.message,
    site_lead_source: lead.source,
  }
  return {
    submittedAt: String(submittedAt),
    fields: FORM_FIELDS.map((name) => ({ name, value: values[name] })),
    context: { pageUri: page.pageUri, pageName: page.pageName },
    ...(consentText === undefined
      ? {}
      : { legalConsentOptions: { consent: { consentToProcess: true, text: consentText } } }),
  }
}

/** The message of a lead from the contact form: the subject and the message, as sent to EmailJS. */
export const contactMessage = (subject: string, message: string) => `${subject}\n\n${message}`
