import { describe, expect, it } from 'vitest'
import { translationProblems } from '../../src/content/translation-check'

const english = {
  id: 'grow',
  title: 'Pricing',
  plan: 'Grow',
  labels: { send: 'Send Message', count: 3 },
  features: ['Hosting', 'Local SEO'],
  visitorWords: ['how much', 'price list'],
  planPrice: (plan: string) => `How much is the ${plan} plan?`,
}

describe('translationProblems', () => {
  it('finds nothing in a whole translation that keeps only names, ids and figures', () => {
    const spanish = {
      id: 'grow',
      title: 'Precios',
      plan: 'Grow',
      labels: { send: 'Enviar mensaje', count: 3 },
      features: ['Alojamiento', 'SEO local'],
      visitorWords: ['cuanto cuesta'],
      planPrice: (plan: string) => `¿Cuánto cuesta el plan ${plan}?`,
    }
    expect(translationProblems(english, spanish)).toEqual([])
  })

  it('names each string left in English, missing, added or of another shape', () => {
    const spanish = {
      id: 'grow',
      title: 'Pricing',
      labels: { send: 'Enviar mensaje', count: 3, extra: 'Más' },
      features: ['Alojamiento'],
      visitorWords: ['cuanto cuesta'],
      planPrice: (plan: string) => `How much is the ${plan} plan?`,
    }
    expect(translationProblems(english, spanish)).toEqual([
      'title: the same as English ("Pricing")',
      'plan: missing',
      'labels.extra: not in the English copy',
      'features: 1 items where English has 2',
      'planPrice(): the same as English ("How much is the Sample0 plan?")',
    ])
  })

  it('lets other names through when asked to', () => {
    expect(translationProblems({ author: 'Maria G.' }, { author: 'Maria G.' }, ['Maria G.'])).toEqual([])
    expect(translationProblems({ author: 'Maria G.' }, { author: 'Maria G.' })).toHaveLength(1)
  })
})
