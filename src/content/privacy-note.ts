import type { PageContent } from './page-content.ts'

/** The id of the footer's privacy note, which the assistant's answer about privacy links to. */
export const PRIVACY_NOTE_ID = 'privacy'

/**
 * The footer's privacy note as the build states it: what the site counts, with analytics
 * configured or without (README, Analytics), what the website check sends, with booking configured
 * what a booking sends, with the review kit's search (a Places API key) what a search sends, and
 * with a CRM configured (docs/crm.md) that a message or a booking is kept in the studio's HubSpot.
 */
export const privacyNoteText = (
  {
    withAnalytics,
    withoutAnalytics,
    websiteCheck,
    booking,
    reviewSearch,
    crm,
  }: PageContent['site']['footer']['privacy'],
  analytics: boolean,
  bookingOn: boolean,
  reviewSearchOn: boolean,
  crmOn: boolean,
) =>
  [
    analytics ? withAnalytics : withoutAnalytics,
    websiteCheck,
    ...(bookingOn ? [booking] : []),
    ...(reviewSearchOn ? [reviewSearch] : []),
    ...(crmOn ? [crm] : []),
  ].join(' ')
