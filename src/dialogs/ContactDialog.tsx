import { CheckCircle2, CircleAlert, Send } from 'lucide-react'
import { useCallback, useEffect } from 'react'
import { Button } from '../components/Button'
import { Modal } from '../components/Modal'
import { FIELD_LIMITS } from '../contact/fields'
import { FormField } from '../contact/FormField'
import { SEND_MESSAGES } from '../contact/send-state'
import { useContactForm } from '../contact/use-contact-form'
import { config } from '../lib/config'
import { usePage } from '../lib/page-context'

export const CONTACT_TITLES = { build: 'Build My Website', general: 'Contact Us' } as const

/** The one contact form: "Build My Website" for type build, otherwise "Contact Us". */
export function ContactDialog() {
  const page = usePage()
  const { dialog, contactType, contactSubject } = page.state
  const open = dialog === 'contact'
  const { closeDialog } = page
  const onDone = useCallback(() => closeDialog(), [closeDialog])
  const form = useContactForm({ type: contactType, open, onDone })
  const { setValue } = form
  const sending = form.status === 'sending'

  useEffect(() => {
    if (open && contactSubject) setValue('subject', contactSubject)
  }, [open, contactSubject, setValue])

  const bind = (field: 'name' | 'email' | 'subject' | 'message') => ({
    ...form.register(field),
    name: field,
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    maxLength: FIELD_LIMITS[field],
    required: true,
    readOnly: sending,
  })

  return (
    <Modal open={open} title={CONTACT_TITLES[contactType]} onClose={closeDialog}>
      <p className="text-ink-muted">
        Tell us about your business and what you need. We reply within one business day.
      </p>
      <form noValidate onSubmit={form.submit} className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="contact-name"
            label="Name"
            error={form.errors.name}
            inputProps={{ ...bind('name'), autoComplete: 'name' }}
          />
          <FormField
            id="contact-email"
            label="Email"
            error={form.errors.email}
            inputProps={{ ...bind('email'), type: 'email', autoComplete: 'email', inputMode: 'email' }}
          />
        </div>
        <FormField
          id="contact-subject"
          label="Subject"
          error={form.errors.subject}
          inputProps={{ ...bind('subject'), autoComplete: 'off' }}
        />
        <FormField
          id="contact-message"
          label="Message"
          multiline
          error={form.errors.message}
          hint={`${form.values.message.length.toLocaleString('en-US')} / ${FIELD_LIMITS.message.toLocaleString('en-US')}`}
          inputProps={bind('message')}
        />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.honeypot}
            onChange={(event) => form.setHoneypot(event.target.value)}
          />
        </div>

        <div>
          {/* Always rendered (never display: none), so screen readers hear every status change. */}
          <div role="status" aria-live="polite">
            {sending && <p className="sr-only">{SEND_MESSAGES.sending}</p>}
            {form.status === 'success' && (
              <p className="mb-5 flex items-center gap-2 rounded-xl bg-accent-emerald/15 px-4 py-3 text-accent-emerald">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                {SEND_MESSAGES.success}
              </p>
            )}
            {form.status === 'error' && (
              <div className="mb-5 rounded-xl bg-accent-rose/15 px-4 py-3 text-accent-rose">
                <p className="flex items-center gap-2 font-semibold">
                  <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
                  {SEND_MESSAGES.error}
                </p>
                <p className="mt-1 text-sm text-ink">
                  Your message is still here. You can also email us at{' '}
                  <a className="font-semibold underline" href={`mailto:${config.contactEmail}`}>
                    {config.contactEmail}
                  </a>
                  .
                </p>
              </div>
            )}
          </div>

          <Button type="submit" size="lg" disabled={sending} className="w-full">
            {sending ? SEND_MESSAGES.sending : 'Send Message'}
            {!sending && <Send aria-hidden="true" className="size-4" />}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
