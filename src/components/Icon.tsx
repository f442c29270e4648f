import { cn } from '../lib/cn'
import { symbolHref } from './icon-href'
import type { IconName } from '../content/icon-names'

/** A decorative icon from the page's sprites (see icons.ts): sized and coloured by its classes. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('shrink-0', className)}>
      <use href={symbolHref(name)} />
    </svg>
  )
}
