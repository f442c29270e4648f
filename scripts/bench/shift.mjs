// How far apart two builds' runs of one metric are, and whether noise could explain it: the
// Hodges–Lehmann shift (the median of every difference between a run of one build and a run of
// the other) with its distribution-free confidence interval from the exact Mann–Whitney
// distribution. An interval that holds 0 means these runs cannot tell the builds apart.

/**
 * @typedef {object} Shift
 * @property {number} shift how much larger `a`'s values are than `b`'s (negative: smaller)
 * @property {number} low the interval's lower end
 * @property {number} high the interval's upper end
 * @property {'within noise' | 'higher' | 'lower'} verdict `higher` when even `low` is above 0
 */

/**
 * The largest Mann–Whitney U whose lower tail P(U ≤ u) is at most `tail`, for samples of n and m
 * values (-1 when even U = 0 is more likely than that, so no interval is that sure).
 * @param {number} n
 * @param {number} m
 * @param {number} tail
 */
export function criticalU(n, m, tail) {
  /** @type {Map<string, number>} */
  const memo = new Map()
  // How many orderings of i values of one sample and j of the other give U = u, where U counts,
  // for each value of the first sample, the values of the second that come before it.
  /** @type {(i: number, j: number, u: number) => number} */
  const arrangements = (i, j, u) => {
    if (u < 0) return 0
    if (i === 0 || j === 0) return u === 0 ? 1 : 0
    const key = `${i} ${j} ${u}`
    const known = memo.get(key)
    if (known !== undefined) return known
    const count = arrangements(i - 1, j, u - j) + arrangements(i, j - 1, u)
    memo.set(key, count)
    return count
  }
  let total = 1
  for (let k = 1; k <= n; k++) total = (total * (m + k)) / k
  let below = 0
  for (let u = 0; u <= n * m; u++) {
    below += arrangements(n, m, u)
    if (below / total > tail) return u - 1
  }
  return n * m
}

/**
 * @param {number[]} a one build's runs
 * @param {number[]} b the other build's runs
 * @param {number} [confidence]
 * @returns {Shift}
 */
export function shiftBetween(a, b, confidence = 0.95) {
  const differences = a.flatMap((x) => b.map((y) => x - y)).sort((p, q) => p - q)
  const count = differences.length
  const middle =
    (differences[Math.floor((count - 1) / 2)] ?? NaN) + (differences[Math.ceil((count - 1) / 2)] ?? NaN)
  const c = criticalU(a.length, b.length, (1 - confidence) / 2)
  const low = c < 0 ? -Infinity : (differences[c] ?? NaN)
  const high = c < 0 ? Infinity : (differences[count - 1 - c] ?? NaN)
  return { shift: middle / 2, low, high, verdict: low > 0 ? 'higher' : high < 0 ? 'lower' : 'within noise' }
}
