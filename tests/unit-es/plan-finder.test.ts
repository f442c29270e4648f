import { describe, expect, it } from 'vitest'
import { findPlans, onePlanOnly } from '../../src/assistant/plan-finder'
import { planChoices } from '../../src/assistant/knowledge'
import { readNeeds } from '../../src/assistant/plan-needs'
import { ENTERPRISE_FACTS } from '../../src/content/plan-facts'
import * as spanish from '../../src/content/es/index.ts'

/** What a question describes, Enterprise Custom's size as the content states it. */
const read = (question: string) =>
  readNeeds(question, ENTERPRISE_FACTS.minEmployees, onePlanOnly(planChoices(spanish)))

/** The plans the finder names for a Spanish question, or the closest when none fits. */
function find(question: string) {
  const needs = read(question)
  const finding = needs && findPlans(needs, planChoices(spanish))
  if (!finding) return null
  return 'fits' in finding ? finding.fits.map(({ name }) => name) : `closest: ${finding.closest.name}`
}

describe('the plan finder in Spanish', () => {
  it('reads pages in digits and words, where "una página" is any website', () => {
    expect(read('necesitamos como ocho páginas, qué plan')?.pages).toBe(8)
    expect(read('un sitio de una página, ¿qué plan?')?.pages).toBe(1)
    expect(read('podemos gastar unos mil quinientos dólares en todo el primer año')?.upfrontBudget).toBe(1500)
    expect(read('nada de chatbot ni mensualidades, solo una página con formulario')).toMatchObject({
      pages: 1,
      payment: 'once',
    })
    expect(read('quiero una página de 3 o 4 secciones, ¿cuál me sirve?')?.pages).toBe(4)
  })

  it('names the plans that fit, and hands off when the facts conflict', () => {
    expect(find('necesito unas 8 páginas y reservas con calendario, ¿qué plan?')).toEqual(['Scale'])
    expect(find('qué plan se paga una sola vez')).toEqual(['Launch'])
    expect(find('qué planes traen el chatbot incluido, no como extra')).toEqual(['Grow', 'Scale'])
    expect(find('somos 250 empleados, qué plan es para nosotros')).toEqual(['Enterprise Custom'])
    expect(find('necesito 6 páginas pero solo puedo pagar $50 al mes')).toBe('closest: Scale')
    expect(find('3 páginas y seo local, una mensualidad de menos de 50 dólares')).toEqual(['Grow'])
    expect(find('reservas con calendario y seo completo, sin pagar instalación')).toBe('closest: Scale')
  })

  it('names the plan that alone has what the visitor says they want, and the most chosen', () => {
    expect(find('quiero campañas de llamadas para dar seguimiento a clientes')).toEqual(['Scale'])
    expect(find('no quiero campañas de llamadas')).toBeNull()
    expect(find('¿el plan de pago único se paga antes de empezar?')).toBeNull()
    expect(
      find('quiero pagar una sola vez, 1 página: ¿cuándo se paga, antes o después de hacerla?'),
    ).toBeNull()
    expect(find('¿cuál plan elige la mayoría?')).toEqual(['All-Inclusive'])
    expect(find('¿Cuál es el plan que más escoge la gente?')).toEqual(['All-Inclusive'])
    expect(find('¿cuál es el que más escoge la gente?')).toEqual(['All-Inclusive'])
    // What a service includes is asked of the search.
    expect(read('¿qué incluye el hosting de sus planes?')).toBeNull()
    expect(read('No pienso pagar nada de instalación, y necesito SEO completo')?.payment).toBe('noUpfront')
    expect(find('el soporte prioritario es indispensable para mí')).toEqual(['All-Inclusive'])
    expect(find('para mí el soporte prioritario es clave')).toEqual(['All-Inclusive'])
    // Enterprise Custom is for businesses of 100+ employees.
    expect(find('somos 10 personas en la empresa y queremos una app a la medida')).toBe(
      'closest: Enterprise Custom',
    )
    expect(find('en mi fonda cambio el menú cada semana, ocupo cambios ilimitados')).toEqual([
      'All-Inclusive',
    ])
    expect(find('me interesan campañas de llamadas para dar seguimiento a clientes')).toEqual(['Scale'])
    // No contract is a monthly plan's term; a plan paid once meets it for a visitor who pays once.
    expect(find('quiero un plan sin contrato que pueda cancelar cuando quiera')).toEqual(['All-Inclusive'])
    expect(find('sin contrato y quiero pagar una sola vez')).toEqual(['Launch'])
    // The studio's review automation is no business process automation.
    expect(read('¿qué plan trae reseñas automatizadas y chatbot?')?.includes).toEqual(['chatbot'])
    expect(read('¿qué plan trae la automatización de reseñas?')?.includes ?? []).toEqual([])
    expect(find('quiero seo local y pagar lo menos posible al mes')).toEqual(['Grow'])
    expect(find('quiero pagar una sola vez y ya, nada de mensualidades')).toEqual(['Launch'])
    expect(find('necesito 10 paginas por $300 en total')).toBe('closest: Scale')
    expect(find('maximo $100 al mes y no quiero pagar instalacion')).toMatch(/^closest: /)
    expect(find('seo local lo más barato posible, no necesito campañas de llamadas ni crm')).toEqual(['Grow'])
    // Without booking and call campaigns, which only Scale has, the cheaper of the two that fit.
    expect(find('5 páginas y chatbot; no me hacen falta reservas ni campañas de llamadas')).toEqual(['Grow'])
    expect(find('5 páginas y chatbot, con la mensualidad más baja')).toEqual(['Grow'])
    // Grow's 3–5 and Scale's 5–10 both hold five pages; "de 3 a 5" only Grow's.
    expect(find('necesito cinco páginas exactas con chatbot')).toEqual(['Grow', 'Scale'])
    expect(find('de 3 a 5 páginas con chatbot')).toEqual(['Grow'])
    expect(find('hay algun plan con hosting por 30 dolares al mes o menos?')).toBe('closest: Grow')
    // Todo lo que puede costar el sitio: All-Inclusive cuesta $1800 en su primer año.
    expect(find('tengo 400 dolares nada mas para la pagina, que me alcanza?')).toBe('closest: Launch')
    // A want after what the visitor does not want is a need: Grow has 4 pages, paid monthly.
    expect(find('no quiero cuotas mensuales y necesito 4 páginas con chatbot')).toBe('closest: Grow')
    expect(find('cinco páginas y un chatbot, ¿qué me recomienda?')).toEqual(['Grow'])
    expect(find('quiero pagar mensual sin nada de instalación al principio')).toEqual(['All-Inclusive'])
    expect(find('quiero el plan que más contrata la gente')).toEqual(['All-Inclusive'])
    expect(find('cambio el menú cada semana, así que necesito cambios ilimitados')).toEqual(['All-Inclusive'])
    expect(find('somos 300 empleados y necesitamos una app de reservas a la medida')).toEqual([
      'Enterprise Custom',
    ])
  })

  it('reads a way to pay that the visitor refuses as the other way', () => {
    expect(read('quiero cambios ilimitados pero no quiero pagar nada al mes')?.payment).toBe('once')
    expect(find('¿hay algo de menos de $400 en un solo pago?')).toBe('closest: Launch')
    expect(read('tres páginas pero nada de mensualidades, solo un pago')?.payment).toBe('once')
    expect(read('una sola página, sin chatbot y sin reservas, pago único')?.includes).toEqual([])
    expect(read('¿qué plan? una página, nada de chatbot ni reservas, pago único')?.includes).toEqual([])
    expect(read('un plan mensual sin contrato')?.includes).toEqual(['noContract'])
    expect(read('nada de cuota de instalación, pero necesito SEO completo')?.payment).toBe('noUpfront')
    expect(read('máximo cien dólares al mes y cero pago de instalación')).toMatchObject({
      monthlyBudget: 100,
      payment: 'noUpfront',
    })
  })

  it('reads amounts in words and bare amounts a month as budgets', () => {
    expect(read('10 páginas con seo completo y máximo 60 al mes')?.monthlyBudget).toBe(60)
    expect(find('10 páginas con seo completo y máximo 60 al mes')).toBe('closest: Scale')
    expect(read('tengo 120 dólares al mes para hosting')?.monthlyBudget).toBe(120)
    expect(read('puedo pagar doscientos al mes')?.monthlyBudget).toBe(200)
    expect(read('tres páginas y que la instalación no pase de $500')?.upfrontBudget).toBe(500)
    expect(read('mi tope es cien dólares al mes y necesito cambios ilimitados')?.monthlyBudget).toBe(100)
    // Launch and its chatbot add-on come to $550.
    expect(find('una página con el chatbot, pagando una sola vez, máximo 500 dólares todo')).toBe(
      'closest: Launch',
    )
  })
})
