import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

interface Choice {
  value: string
  /** The choice's name, which a screen reader reads. */
  label: string
  /** What the pill shows in place of the label, where a shorter form fits better (a day's two lines). */
  face?: ReactNode
}

/**
 * A group of radio buttons shown as pills, named by its legend: the days, or the times of a day.
 * Uncontrolled, except for `checked`: the form holds the choice.
 */
export function Choices({
  legend,
  name,
  choices,
  checked,
  onChoose,
  required,
  className,
}: {
  legend: string
  name: string
  choices: Choice[]
  checked?: string
  onChoose?: (value: string) => void
  required?: boolean
  className?: string
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={cn('mt-2 grid gap-2', className)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'relative flex min-h-11 items-center justify-center rounded-xl border border-line bg-canvas px-2 py-2',
              'text-center text-sm font-semibold transition-colors hover:border-brand-soft',
              'has-checked:border-brand-strong has-checked:bg-brand-strong has-checked:text-white',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              // The whole pill is the radio: a tap anywhere on it is a tap on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl focus:outline-none"
              required={required}
              aria-label={choice.face ? choice.label : undefined}
              {...(onChoose
                ? { checked: checked === choice.value, onChange: () => onChoose(choice.value) }
                : { defaultChecked: checked === choice.value })}
            />
            {choice.face ?? choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
