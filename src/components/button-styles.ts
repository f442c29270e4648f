import { cn } from '../lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap ' +
  'transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-70'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-strong text-white shadow-glow hover:bg-brand-hover disabled:hover:bg-brand-strong',
  secondary: 'border border-line bg-surface/60 text-ink hover:border-brand-soft hover:bg-surface',
  ghost: 'text-ink-muted hover:bg-surface hover:text-ink',
}

const sizes: Record<ButtonSize, string> = {
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
