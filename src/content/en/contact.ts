import type { ContactField, ContactType, SendStatus } from '../types'

/** Every control that opens the contact form opens it with the default type (spec §4). */
export const CONTACT_TYPE: ContactType = 'build'

/** The contact dialog's copy: its title by form type, the form, the send states and the no-script offer. */
export const contactDialog = {
  titles: { build: 'Build My Website', general: 'Contact Us' } satisfies Record<ContactType, string>,
  intro: 'Tell us about your business and what you need. We reply within one business day.',
  /** How visitors ask how to reach the studio (searched by the assistant, never shown). */
  visitorWords: [
    'get in touch',
    'talk to someone',
    'speak to a person',
    'call you',
    'phone number',
    'email address',
    'get a quote',
    'how fast do you answer',
    'send a message',
    'reply',
    'fill out a form',
    'start a project',
    'sign up',
    'hire you',
  ],
  labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } satisfies Record<
    ContactField,
    string
  >,
  /** Before the Book a free call button, in a build with booking. */
  ratherTalk: 'Would you rather talk?',
  /** The hidden field only bots fill in. */
  honeypotLabel: 'Website',
  send: 'Send Message',
  /**
   * With a CRM whose form asks consent to process (VITE_HUBSPOT_CONSENT=process, docs/crm.md): the
   * sentence beside the send button and the booking's Confirm, sent with the lead as the consent given.
   */
  consentToProcess: (studio: string) =>
    `By sending this, you agree that ${studio} stores and processes your details to reply to you.`,
  /** Announced and shown for each send state (spec §4, §8). */
  status: {
    idle: '',
    sending: 'Sending...',
    success: 'Message sent successfully!',
    error: 'Failed to send message. Please try again.',
  } satisfies Record<SendStatus, string>,
  /** Under the error message, before the studio's address. */
  errorHelp: 'Your message is still here. You can also email us at',
  /** Without JavaScript the dialog offers the studio's address instead of the form. */
  noScriptLead: 'Write to us by email:',
  /** The subject sent when the visitor leaves it empty, and of the no-script e-mail link. */
  fallbackSubjects: { build: 'Website Build Request', general: 'General Inquiry' } satisfies Record<
    ContactType,
    string
  >,
}

/** What each field says when its value cannot be sent. */
export const fieldErrors = {
  empty: {
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    subject: 'Please enter a subject.',
    message: 'Please enter a message.',
  } satisfies Record<ContactField, string>,
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  tooLong: (limit: string, length: string) =>
    `Please keep this to ${limit} characters or fewer (now ${length}).`,
}
