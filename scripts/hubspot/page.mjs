// How the local inbox shows a contact its stand-in of HubSpot took: a block of text for the terminal
// and an article for its page at GET /, with the lead's source, who, and what the form's fields hold,
// as the studio would find it in HubSpot. Everything the visitor typed is escaped on the page and
// stripped of control characters in the terminal.
import { escapeHtml, printable } from '../calendar/page.mjs'

/** @typedef {import('./answers.mjs').Contact} Contact */

/** @param {Contact} contact */
function describe({ fields, context, consent }) {
  const name = [fields.firstname, fields.lastname].filter(Boolean).join(' ')
  return {
    who: `${name} <${fields.email ?? ''}>`,
    source: fields.site_lead_source || '(none)',
    page: context.pageUri ?? '',
    message: fields.message ?? '',
    consent: consent ?? '',
  }
}

/**
 * The block the terminal shows for a new contact.
 * @param {Contact} contact
 */
export function contactText(contact) {
  const { who, source, page, message } = describe(contact)
  return printable(`\n👤 New CRM contact (${source}): ${who}${page ? ` from ${page}` : ''}\n${message}\n`)
}

/**
 * The contact's article on the inbox page.
 * @param {Contact} contact
 */
export function contactArticle(contact) {
  const { who, source, page, message, consent } = describe(contact)
  return `<article class="contact"><h2>👤 CRM contact: ${escapeHtml(who)}</h2>
<p><b>Source:</b> <code>${escapeHtml(source)}</code> · <b>Page:</b> ${escapeHtml(page)} · <b>Submitted:</b> <time>${escapeHtml(contact.submittedAt)}</time></p>
<pre>${escapeHtml(message)}</pre>${consent ? `<p><b>Consent:</b> ${escapeHtml(consent)}</p>` : ''}</article>`
}
