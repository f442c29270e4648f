import { scatterDots } from '../../lib/random'

export const DOT_COUNT = 50
const dots = scatterDots(DOT_COUNT, 2025)

/** The hero's 50 decorative pulsing dots (animated in CSS, still with reduced motion). */
export function PulsingDots() {
  return (
    // The dots take their fill from here: said once, not fifty times in the page's HTML.
    <svg
      aria-hidden="true"
      fill="currentColor"
      className="pointer-events-none absolute inset-0 size-full text-brand-soft"
    >
      {dots.map((dot, i) => (
        <circle key={i} className="hero-dot" cx={`${dot.x}%`} cy={`${dot.y}%`} r={dot.r} />
      ))}
    </svg>
  )
}
