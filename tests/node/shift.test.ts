import { describe, expect, it } from 'vitest'
import { criticalU, shiftBetween } from '../../scripts/bench/shift.mjs'

describe('the shift between two builds’ runs', () => {
  it('uses the published critical values of the Mann–Whitney U (two-sided, 5 %)', () => {
    expect([criticalU(5, 5, 0.025), criticalU(6, 6, 0.025), criticalU(8, 8, 0.025)]).toEqual([2, 5, 13])
    expect([criticalU(10, 10, 0.025), criticalU(5, 10, 0.025), criticalU(3, 3, 0.025)]).toEqual([23, 8, -1])
  })

  it('cannot tell apart runs that overlap', () => {
    const result = shiftBetween([1022, 1122, 1035, 1118, 1164], [1023, 969, 1072, 1081, 905])
    expect(result).toEqual({ shift: 83, low: -46, high: 213, verdict: 'within noise' })
  })

  it('names the higher build when every run of it is above every run of the other', () => {
    const fast = [900, 950, 1000, 1010, 1040]
    const slow = fast.map((value) => value + 200)
    expect(shiftBetween(slow, fast)).toMatchObject({ shift: 200, verdict: 'higher' })
    expect(shiftBetween(fast, slow)).toMatchObject({ shift: -200, verdict: 'lower' })
    expect(shiftBetween(fast, slow).high).toBeLessThan(0)
  })

  it('gives no interval when there are too few runs to be that sure', () => {
    expect(shiftBetween([1, 2, 3], [7, 8, 9])).toMatchObject({
      low: -Infinity,
      high: Infinity,
      verdict: 'within noise',
    })
  })
})
