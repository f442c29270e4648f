import spriteFile from 'virtual:icon-sprite'
import { cn } from '../lib/cn'
import { FIRST_SCREEN_ICONS, iconId } from './icon-sprites'
import type { IconName } from './icons'

/** Where an icon's symbol is: in the page for the first screen's icons, else in the sprite file. */
const symbolHref = (name: IconName) =>
  `${FIRST_SCREEN_ICONS.includes(name) ? '' : spriteFile}#${iconId(name)}`

/** A decorative icon from the page's sprites (see icons.ts): sized and coloured by its classes. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('shrink-0', className)}>
      <use href={symbolHref(name)} />
    </svg>
  )
}
