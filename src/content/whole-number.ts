/**
 * "5,000": a whole number with US thousands separators, as the page writes prices and character
 * counts. Written out rather than with `toLocaleString`: the page's first Intl number format sets
 * up the locale's data, which took 130 ms of the page's start-up in a CPU 4× profile.
 */
export function wholeNumber(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
