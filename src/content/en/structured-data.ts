/** The names of a plan's prices in the structured data (JSON-LD), which the cards write otherwise. */
export const priceNames = {
  oneTime: 'One-time price',
  setup: 'Setup fee',
  monthly: 'Monthly price',
}
