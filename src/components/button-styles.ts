import { cn } from '../lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'compact' | 'md' | 'lg'

/** Every button's shape, and its look by variant: styles.css's short classes, for the page's HTML. */
const base = 'button-base'

const variants: Record<ButtonVariant, string> = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  ghost: 'text-ink-muted hover:bg-surface hover:text-ink',
}

/** One size each: a padding given beside a size would lose to the size's own (the stylesheet's order). */
const sizes: Record<ButtonSize, string> = {
  /** A ghost button's words with the least room around them (the booking's week pager). */
  compact: 'min-h-11 px-2 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(base, variants[variant], sizes[size], className)
}
