import { BookCallButton } from '../booking/BookCallButton'
import { Modal } from '../components/Modal'
import { NoScriptEmail } from '../components/NoScriptEmail'
import { ContactForm } from '../contact/ContactForm'
import { contactDialog as copy, CONTACT_TYPE } from '@content/contact'
import { config } from '../lib/config'
import { Island } from '../islands/Island'
import { CONTACT_DIALOG_ID } from '../lib/dialog-commands'

/**
 * The contact dialog. The dialog itself is the platform's and stays as prerendered; the form in it
 * is an island that hydrates when the dialog first opens. Without script the dialog offers the
 * studio's address instead.
 */
export function ContactDialog() {
  return (
    <Modal id={CONTACT_DIALOG_ID} title={copy.titles[CONTACT_TYPE]}>
      <p className="text-ink-muted">{copy.intro}</p>
      {config.booking && (
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-muted">
          {copy.ratherTalk}
          <BookCallButton variant="secondary" />
        </p>
      )}
      <Island name="contact" when="opened">
        <ContactForm />
      </Island>
      <NoScriptEmail lead={copy.noScriptLead} subject={copy.fallbackSubjects[CONTACT_TYPE]} />
    </Modal>
  )
}
