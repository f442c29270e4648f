/** A small seeded pseudo-random generator (mulberry32): same seed, same numbers, on server and client. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Dot {
  /** Position in whole percent of the area. */
  x: number
  y: number
  /** Radius in pixels: 1, 1.5, 2 or 2.5. */
  r: number
}

/**
 * `count` dots scattered over an area, placed by a fixed seed so every build places them alike.
 * Whole percents and four sizes look as random as finer values, and their digits cost a third less
 * once compressed.
 */
export function scatterDots(count: number, seed: number): Dot[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => ({
    x: Math.round(random() * 100),
    y: Math.round(random() * 100),
    r: 1 + Math.round(random() * 3) / 2,
  }))
}

/** The hero's 50 decorative pulsing dots, placed once for every build. */
export const HERO_DOTS = scatterDots(50, 2025)

/**
 * The stylesheet's rules that place each dot by its place among them (SVG's cx, cy and r are CSS
 * properties): the page's HTML then holds 50 bare circles, not their 50 random places, which cost
 * the first round trip more than they cost the cached stylesheet (docs/performance.md).
 */
export function dotPlaces(selector: string, dots: Dot[]): string {
  return dots
    .map((dot, i) => `${selector}:nth-child(${i + 1}){cx:${dot.x}%;cy:${dot.y}%;r:${dot.r}px}`)
    .join('\n')
}
