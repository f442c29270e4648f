import { consentSentence } from './consent'

/**
 * The sentence of consent above a form's send button (a build whose CRM asks consent), with the id
 * the button is described by; nothing otherwise.
 */
export function ConsentNote({ id }: { id: string }) {
  const consent = consentSentence()
  return consent ? (
    <p id={id} className="mb-3 text-sm text-ink-muted">
      {consent}
    </p>
  ) : null
}
