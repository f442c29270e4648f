import { cn } from '../lib/cn'
import { Icon } from './Icon'
import type { IconName } from '../content/icon-names'

/** A list whose items each start with the same small icon: a plan's features, a card's proof points. */
export function IconList({
  items,
  icon = 'check',
  iconClassName = 'text-brand-soft',
  className,
  itemClassName = 'gap-2',
}: {
  items: string[]
  icon?: IconName
  iconClassName?: string
  className: string
  itemClassName?: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex', itemClassName)}>
          <Icon name={icon} className={cn('mt-0.5 size-4', iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  )
}
