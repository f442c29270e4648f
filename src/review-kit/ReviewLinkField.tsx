import { useRef, useState } from 'react'
import { Button } from '../components/Button'
import { Icon } from '../components/Icon'
import { reviewKit as copy } from '@content/review-kit'

/** The review link, and Copy link, which says Copied once it is on the clipboard. */
export function ReviewLinkField({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  const copyLink = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      // Without the clipboard (a browser's setting), the link is selected for the visitor to copy.
      () => field.current?.select(),
    )
  return (
    <div>
      <label htmlFor="review-kit-link" className="block font-semibold">
        {copy.link.title}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={field}
          id="review-kit-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-field bg-canvas px-4 text-base text-ink"
        />
        <Button variant="secondary" size="lg" onClick={() => void copyLink()}>
          <Icon name={copied ? 'check' : 'copy'} className="size-4" />
          {copy.link.copy}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-accent-emerald empty:mt-0">
        {copied ? copy.link.copied : ''}
      </p>
    </div>
  )
}
