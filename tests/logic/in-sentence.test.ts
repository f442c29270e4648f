import { describe, expect, it } from 'vitest'
import { inSentence } from '../../src/assistant/in-sentence'

describe('a list item inside a sentence', () => {
  it('starts in lower case', () => {
    expect(inSentence('Lead capture and analytics')).toBe('lead capture and analytics')
    expect(inSentence('Mobile layout')).toBe('mobile layout')
    expect(inSentence('Diseño para celulares')).toBe('diseño para celulares')
    expect(inSentence('Integración con CRM y formularios')).toBe('integración con CRM y formularios')
  })

  it('keeps an acronym, a word with a capital inside, a name and a figure as they are', () => {
    for (const item of [
      'AI chatbot',
      'SEO completo',
      'CRM/form integration',
      'A/B testing',
      'SSL included',
      'IA para su negocio',
      'TikTok ads',
      'Grow plan',
      'Google Maps listing',
      '24/7 AI chatbot',
      '3–5 page site',
    ])
      expect(inSentence(item)).toBe(item)
  })

  it('lowers a word that only begins like a name', () => {
    expect(inSentence('Growing pains')).toBe('growing pains')
    expect(inSentence('Enterprise websites')).toBe('enterprise websites')
  })
})
