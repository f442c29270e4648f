import { Modal } from '../components/Modal'
import { reviewKit as copy } from '@content/review-kit'
import { Island } from '../islands/Island'
import { REVIEW_KIT_DIALOG_ID } from '../lib/dialog-commands'
import { ReviewKit } from '../review-kit/ReviewKit'

/**
 * The free review kit's dialog, opened by Get your free review link on the Reputation Catalyst card.
 * The dialog is the platform's and opens from the first tap; the kit in it is an island that
 * hydrates when the dialog first opens, and loads its code (the QR code's library with it) then.
 */
export function ReviewKitDialog() {
  return (
    <Modal id={REVIEW_KIT_DIALOG_ID} title={copy.title}>
      <p className="mb-6 text-ink-muted">{copy.intro}</p>
      <Island name="reviewKit" when="opened">
        <ReviewKit />
      </Island>
    </Modal>
  )
}
