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
  /** Position in percent of the area. */
  x: number
  y: number
  /** Radius in pixels. */
  r: number
}

/** `count` dots scattered over an area, placed by a fixed seed so prerendered HTML and hydration agree. */
export function scatterDots(count: number, seed: number): Dot[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => ({
    x: Math.round(random() * 1000) / 10,
    y: Math.round(random() * 1000) / 10,
    r: 1 + Math.round(random() * 15) / 10,
  }))
}
