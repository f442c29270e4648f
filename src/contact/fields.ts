export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const

export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactValues = Record<ContactField, string>

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' }

/** Longest accepted value per field, in characters. */
export const FIELD_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
}

export const FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
}
