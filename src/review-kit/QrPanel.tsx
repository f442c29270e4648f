import { useMemo } from 'react'
import { createPortal } from 'react-dom'
import { Button, ButtonLink } from '../components/Button'
import { Icon } from '../components/Icon'
import { reviewKit as copy } from '@content/review-kit'
import { qrCode, qrSvgDataUrl, type QrCode } from './qr-code'
import type { KitBusiness } from './use-review-kit'

/** The code drawn in the page: black modules on white, whatever the page's colours. */
function QrDrawing({ code, label, className }: { code: QrCode; label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  )
}

/**
 * The QR code of the review link, drawn in the page; Download QR code (an SVG file), and Print the
 * card: a 10 × 15 cm counter card with the business's name, the code and one neutral line, which
 * only the printer sees (styles.css, `review-card`).
 */
export function QrPanel({ business }: { business: KitBusiness }) {
  const code = useMemo(() => qrCode(business.link), [business.link])
  const label = copy.qr.label(business.name)
  const print = () => {
    document.documentElement.dataset.printing = 'review-card'
    window.addEventListener('afterprint', () => delete document.documentElement.dataset.printing, {
      once: true,
    })
    window.print()
  }
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <QrDrawing code={code} label={label} className="size-40 shrink-0 rounded-lg" />
      <div className="flex flex-col items-start gap-3">
        <ButtonLink variant="secondary" href={qrSvgDataUrl(code)} download={copy.qr.fileName}>
          <Icon name="download" className="size-4" />
          {copy.qr.download}
        </ButtonLink>
        <Button variant="secondary" onClick={print}>
          <Icon name="printer" className="size-4" />
          {copy.card.print}
        </Button>
      </div>
      {/* At the body's top level, outside the dialog, so that it prints on a page of its own size. */}
      {createPortal(
        <div className="review-card" aria-hidden="true">
          <p className="review-card-name">{business.name}</p>
          <QrDrawing code={code} label={label} className="review-card-code" />
          <p className="review-card-line">{business.place ? copy.card.line : copy.card.lineByHand}</p>
          <p className="review-card-scan">{copy.card.scan}</p>
        </div>,
        document.body,
      )}
    </div>
  )
}
