import { describe, expect, it } from 'vitest'
import { dotPlaces, scatterDots, seededRandom } from '../../src/lib/random'

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

describe('dotPlaces', () => {
  it('places each dot by its place in the list, in percent of the area and a radius in pixels', () => {
    const rules = dotPlaces('.dot', [
      { x: 43, y: 61, r: 1.5 },
      { x: 0, y: 100, r: 2 },
    ])
    expect(rules.split('\n')).toEqual([
      '.dot:nth-child(1){cx:43%;cy:61%;r:1.5px}',
      '.dot:nth-child(2){cx:0%;cy:100%;r:2px}',
    ])
  })
})
