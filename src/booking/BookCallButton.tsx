import { booking as copy } from '@content/booking'
import { countsAsCta } from '../analytics/page-events'
import { CTA_LABELS } from '../analytics/events'
import { config } from '../lib/config'
import { BOOKING_DIALOG_ID, opensDialog } from '../lib/dialog-commands'
import { Button, ButtonLink } from '../components/Button'
import { ButtonWords } from '../components/ButtonWords'
import { phoneWordsLabel } from '../lib/phone-words'
import type { ButtonSize, ButtonVariant } from '../components/button-styles'
import { Icon } from '../components/Icon'
import { cn } from '../lib/cn'

/**
 * "Book a free call": a button that opens the booking dialog by itself (an invoker command), from
 * the first tap. Without script it is a link to the studio's public booking page on cal.com, in a
 * new tab. Nothing at all in a build without booking (no VITE_CAL_LINK).
 */
export function BookCallButton({
  variant,
  size,
  className,
}: {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}) {
  if (!config.booking) return null
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={cn(className, 'only-with-script')}
        aria-label={phoneWordsLabel(copy.button, copy.buttonOnPhone)}
        {...opensDialog(BOOKING_DIALOG_ID)}
        {...countsAsCta(CTA_LABELS.bookCall)}
      >
        <Icon name="phone" className="size-4" />
        <ButtonWords full={copy.button} onPhone={copy.buttonOnPhone} />
      </Button>
      <ButtonLink
        variant={variant}
        size={size}
        className={cn(className, 'only-without-script')}
        href={config.booking.publicPage}
        target="_blank"
        rel="noopener"
        aria-label={phoneWordsLabel(copy.button, copy.buttonOnPhone)}
      >
        <Icon name="phone" className="size-4" />
        <ButtonWords full={copy.button} onPhone={copy.buttonOnPhone} />
      </ButtonLink>
    </>
  )
}
