import { describe, expect, it } from 'vitest'
import { findPlans, planChoices } from '../../src/assistant/plan-finder'
import { readNeeds } from '../../src/assistant/plan-needs'
import * as spanish from '../../src/content/es/index.ts'

/** The plans the finder names for a Spanish question, or the closest when none fits. */
function find(question: string) {
  const needs = readNeeds(question)
  const finding = needs && findPlans(needs, planChoices(spanish))
  if (!finding) return null
  return 'fits' in finding ? finding.fits.map(({ name }) => name) : `closest: ${finding.closest.name}`
}

describe('the plan finder in Spanish', () => {
  it('reads pages in digits and words, where "una página" is any website', () => {
    expect(readNeeds('necesitamos como ocho páginas, qué plan')?.pages).toBe(8)
    expect(readNeeds('un sitio de una página, ¿qué plan?')?.pages).toBe(1)
    expect(readNeeds('quiero una página de 3 o 4 secciones, ¿cuál me sirve?')?.pages).toBe(4)
  })

  it('names the plans that fit, and hands off when the facts conflict', () => {
    expect(find('necesito unas 8 páginas y reservas con calendario, ¿qué plan?')).toEqual(['Scale'])
    expect(find('qué plan se paga una sola vez')).toEqual(['Launch'])
    expect(find('qué planes traen el chatbot incluido, no como extra')).toEqual(['Grow', 'Scale'])
    expect(find('somos 250 empleados, qué plan es para nosotros')).toEqual(['Enterprise Custom'])
    expect(find('necesito 6 páginas pero solo puedo pagar $50 al mes')).toBe('closest: Scale')
  })
})
