import { describe, expect, it } from 'vitest'
import { scatterDots, seededRandom } from '../../src/lib/random'

describe('scatterDots', () => {
  it('places the same dots for the same seed (server and client agree)', () => {
    expect(scatterDots(50, 2025)).toEqual(scatterDots(50, 2025))
    expect(scatterDots(50, 2025)).not.toEqual(scatterDots(50, 7))
  })

  it('keeps every dot inside the area with a small radius', () => {
    const dots = scatterDots(50, 2025)
    expect(dots).toHaveLength(50)
    for (const dot of dots) {
      expect(dot.x).toBeGreaterThanOrEqual(0)
      expect(dot.x).toBeLessThanOrEqual(100)
      expect(dot.y).toBeGreaterThanOrEqual(0)
      expect(dot.y).toBeLessThanOrEqual(100)
      expect(dot.r).toBeGreaterThanOrEqual(1)
      expect(dot.r).toBeLessThanOrEqual(2.5)
    }
  })

  it('spreads values over [0, 1)', () => {
    const random = seededRandom(1)
    const values = Array.from({ length: 1000 }, random)
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(400)
  })
})
