/**
 * "Text it to myself" and "Email it to myself": links that open the visitor's own messages and mail
 * apps with the message filled in and no recipient (they pick themselves). Nothing passes through
 * the studio. Every value is percent-encoded, so no text can add a field or end the link.
 */

/**
 * An `sms:` link with `body` filled in. `sms:?&body=` is the form both phones read: Android takes
 * the query's `body` (RFC 5724's `sms:?body=`), and iOS, which ignores that form, reads the body
 * after the `&` (iOS 8 and later; `sms:&body=` is the same to it, but not to Android).
 */
export function smsLink(body: string): string {
  return `sms:?&body=${encodeURIComponent(body)}`
}

/** Line breaks as RFC 6068 wants them in a mailto: body, CRLF, whatever the textarea gave. */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n')

/**
 * A `mailto:` link with `subject` and `body` filled in (RFC 6068): spaces as %20, never +, which
 * mail apps would show, and the body's line breaks as %0D%0A. A subject is one line.
 */
export function mailtoLink(subject: string, body: string): string {
  const line = subject.replace(/\s*[\r\n]+\s*/g, ' ').trim()
  return `mailto:?subject=${encodeURIComponent(line)}&body=${encodeURIComponent(crlf(body))}`
}
