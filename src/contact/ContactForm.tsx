import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { consentSentence } from '../crm/consent'
import { ConsentNote } from '../crm/ConsentNote'
import { contactDialog as copy, CONTACT_TYPE } from '@content/contact'
import { site } from '@content/site'
import { needsIsland } from '../islands/held-taps'
import { config } from '../lib/config'
import { wholeNumber } from '../content/whole-number'
import type { ContactField } from '../content/types'
import { CONTACT_FORM_ID } from '../lib/dialog-commands'
import { FIELD_LIMITS, HONEYPOT_FIELD, requiredField } from './fields'
import { FormField } from './FormField'
import { useContactForm } from './use-contact-form'

/** The sentence of consent above the Send button, which describes it (a build whose CRM asks consent). */
const CONSENT_ID = 'contact-consent'

/**
 * The contact form, an island inside its dialog: it hydrates when the dialog first opens or a
 * field gets focus, and a Send tapped before that is held until it has. The fields are
 * uncontrolled, so what the visitor types meanwhile stays.
 */
export function ContactForm() {
  const form = useContactForm(CONTACT_TYPE)
  const sending = form.status === 'sending'

  const field = (name: ContactField) => requiredField(name, sending)

  return (
    <form
      id={CONTACT_FORM_ID}
      ref={form.formRef}
      method="dialog"
      noValidate
      onSubmit={form.submit}
      onInput={form.onInput}
      className="mt-6 grid gap-5 only-with-script"
      {...needsIsland}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="contact-name"
          label={copy.labels.name}
          error={form.errors.name}
          inputProps={{ ...field('name'), autoComplete: 'name', autoFocus: true }}
        />
        <FormField
          id="contact-email"
          label={copy.labels.email}
          error={form.errors.email}
          inputProps={{ ...field('email'), type: 'email', autoComplete: 'email', inputMode: 'email' }}
        />
      </div>
      <FormField
        id="contact-subject"
        label={copy.labels.subject}
        error={form.errors.subject}
        inputProps={{ ...field('subject'), autoComplete: 'off' }}
      />
      <FormField
        id="contact-message"
        label={copy.labels.message}
        multiline
        error={form.errors.message}
        hint={`${wholeNumber(form.messageLength, site.language)} / ${wholeNumber(FIELD_LIMITS.message, site.language)}`}
        inputProps={field('message')}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypotLabel}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div>
        {/* Always rendered (never display: none), so screen readers hear every status change. */}
        <div role="status" aria-live="polite">
          {sending && <p className="sr-only">{copy.status.sending}</p>}
          {form.status === 'success' && (
            <p className="mb-5 flex items-center gap-2 rounded-xl bg-accent-emerald/15 px-4 py-3 text-accent-emerald">
              <Icon name="check-circle" className="size-5" />
              {copy.status.success}
            </p>
          )}
          {form.status === 'error' && (
            <div className="mb-5 rounded-xl bg-accent-rose/15 px-4 py-3 text-accent-rose">
              <p className="flex items-center gap-2 font-semibold">
                <Icon name="circle-alert" className="size-5" />
                {copy.status.error}
              </p>
              <p className="mt-1 text-sm text-ink">
                {copy.errorHelp}{' '}
                <a className="font-semibold underline" href={`mailto:${config.contactEmail}`}>
                  {config.contactEmail}
                </a>
                .
              </p>
            </div>
          )}
        </div>

        <ConsentNote id={CONSENT_ID} />
        <Button
          type="submit"
          size="lg"
          disabled={sending}
          className="w-full"
          aria-describedby={consentSentence() ? CONSENT_ID : undefined}
        >
          {sending ? copy.status.sending : copy.send}
          {!sending && <Icon name="send" className="size-4" />}
        </Button>
      </div>
    </form>
  )
}
