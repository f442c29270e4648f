import { useMemo } from 'react'
import { createPortal } from 'react-dom'
import { BrandMark } from '../components/BrandMark'
import { Button, ButtonLink } from '../components/Button'
import { Icon } from '../components/Icon'
import { reviewKit as copy } from '@content/review-kit'
import { config } from '../lib/config'
import { withoutLoneWords } from '../lib/lone-words'
import { qrCode, qrSvgDataUrl, type QrCode } from './qr-code'
import { reviewSite } from './review-site'
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

/** The card's five stars, black: a path of their own, so that nothing has to load when it prints. */
function CardStars() {
  const star = 'M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5L7 14l-5.3-5 7.2-.9z'
  return (
    <svg viewBox="0 0 120 24" className="review-card-stars">
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={star} transform={`translate(${index * 24} 0)`} />
      ))}
    </svg>
  )
}

/** How large the card sets a name: a long one a size or two smaller, so that it keeps to three lines. */
export function cardNameSize(name: string): 'short' | 'medium' | 'long' {
  const length = name.trim().length
  return length <= 20 ? 'short' : length <= 40 ? 'medium' : 'long'
}

/**
 * The counter card, which only the printer sees (styles.css, `review-card`): 10 × 15 cm, black on
 * white, in a frame; five stars, the business's name, the code, the review site's line, how to
 * scan it, and the studio's mark, small. No line of it ends with one word alone.
 */
function ReviewCard({ business, code, label }: { business: KitBusiness; code: QrCode; label: string }) {
  return (
    <div className="review-card" aria-hidden="true">
      <div className="review-card-frame">
        <CardStars />
        <p className={`review-card-name review-card-name-${cardNameSize(business.name)}`}>
          {withoutLoneWords(business.name)}
        </p>
        <QrDrawing code={code} label={label} className="review-card-code" />
        <div className="review-card-lines">
          {copy.card.lines[reviewSite(business.link)].map((line) => (
            <p key={line}>{withoutLoneWords(line)}</p>
          ))}
        </div>
        <p className="review-card-scan">{withoutLoneWords(copy.card.scan)}</p>
        <p className="review-card-mark">
          <BrandMark />
          {config.studioName}
        </p>
      </div>
    </div>
  )
}

/**
 * The QR code of the review link, drawn in the page; Download QR code (an SVG file), and Print the
 * card (ReviewCard), a 10 × 15 cm counter card.
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
      {createPortal(<ReviewCard business={business} code={code} label={label} />, document.body)}
    </div>
  )
}
