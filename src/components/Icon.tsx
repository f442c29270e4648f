import { cn } from '../lib/cn'
import type { IconName } from './icons'

/** The id of an icon's symbol in the sprite. */
export const iconId = (name: IconName) => `icon-${name}`

/** A decorative icon from the page's sprite (see icons.tsx): sized and coloured by its classes. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('shrink-0', className)}>
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}
