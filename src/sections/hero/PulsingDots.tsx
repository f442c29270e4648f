import { HERO_DOTS } from '../../lib/random'

/**
 * The hero's 50 decorative pulsing dots (animated in CSS, still with reduced motion). Each is placed
 * by the stylesheet (the `virtual:hero-dots.css` rules, vite.config.ts), so the HTML holds bare circles.
 */
export function PulsingDots() {
  return (
    // The dots take their fill from here: said once, not fifty times in the page's HTML.
    <svg
      aria-hidden="true"
      fill="currentColor"
      className="pointer-events-none absolute inset-0 size-full text-brand-soft"
    >
      {HERO_DOTS.map((_, i) => (
        <circle key={i} className="hero-dot" />
      ))}
    </svg>
  )
}
