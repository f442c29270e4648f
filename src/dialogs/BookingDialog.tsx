import { booking as copy } from '@content/booking'
import { BookingForm } from '../booking/BookingForm'
import { Modal } from '../components/Modal'
import { Island } from '../islands/Island'
import { config } from '../lib/config'
import { BOOKING_DIALOG_ID } from '../lib/dialog-commands'

/**
 * The booking dialog, in a build with booking configured (VITE_CAL_LINK). The dialog is the
 * platform's and opens from the first tap; the form in it is an island that hydrates, and asks for
 * the free times, when the dialog first opens; until then the dialog says they are loading. Without script no control opens it: the buttons are
 * links to the public booking page.
 */
export function BookingDialog() {
  if (!config.booking) return null
  return (
    <Modal id={BOOKING_DIALOG_ID} title={copy.title}>
      <Island name="booking" when="opened">
        <BookingForm />
      </Island>
    </Modal>
  )
}
