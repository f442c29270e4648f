import { describe, expect, it } from 'vitest'
import { EXAMPLE_QUESTIONS } from '../../src/assistant/example-questions'
import { gradeSituations } from '../../src/assistant/grading.mjs'
import { buildKnowledge, planChoices } from '../../src/assistant/knowledge'
import { offTopicStems } from '../../src/assistant/learned-words'
import { createReplier } from '../../src/assistant/reply'
import { createServiceFinder } from '../../src/assistant/service-finder'
import * as spanish from '../../src/content/es/index.ts'
import type { FreeTool, ServiceId } from '../../src/content/types'
import situations from '../../src/assistant/es/example-situations.json'
import { asRead } from '../assistant/graded-parts'

const reply = createReplier({
  entries: buildKnowledge(
    spanish,
    { contactEmail: 'hello@brightpath.studio', analytics: false },
    EXAMPLE_QUESTIONS.es,
  ),
  offTopicStems: offTopicStems(EXAMPLE_QUESTIONS.es),
  plans: planChoices(spanish),
  situations: spanish.situationWords,
})
const find = createServiceFinder(spanish.situationWords, [])

/** The names of the free tools' controls on the Spanish page. */
const TOOL_NAMES: Record<FreeTool, string> = {
  check: spanish.serviceCards.find(({ link }) => link?.target === 'check')?.link?.label ?? '',
  reviewKit: spanish.reviewKit.button,
  booking: spanish.booking.button,
}

/** A sample of situations per service, as owners type them in Spanish, and the tool that fits each. */
const SAMPLES: [string, ServiceId, FreeTool[]][] = [
  ['mi pagina esta lentisima en el celular', 'website', ['check']],
  ['el sitio de mi negocio se ve anticuado', 'website', ['check']],
  ['no tenemos pagina, solo facebook', 'website', []],
  ['no salgo en google cuando buscan dentista', 'localSeo', ['check']],
  ['tengo poquitas reseñas y malas', 'reviews', ['reviewKit']],
  ['me preguntan lo mismo todo el dia por mensajes', 'chatbot', []],
  ['en la noche me escriben y nadie contesta', 'chatbot', []],
  ['los clientes faltan a sus citas', 'booking', ['booking']],
  ['apuntamos las citas en una libreta', 'booking', ['booking']],
  ['mis clientes ya no vuelven', 'campaigns', []],
  ['quiero mandar promociones a mis clientas por correo', 'campaigns', []],
  ['no me da tiempo de llamar a los que pidieron cotizacion', 'phoneCalls', []],
  ['tengo los contactos de los clientes regados en libretas', 'crm', []],
  ['nadie me actualiza los precios de la pagina', 'siteCare', []],
  ['se cayo mi sitio ayer', 'siteCare', []],
]

describe('the service finder in Spanish', () => {
  it('finds the service a situation calls for, and the free tool that fits it, without accents and with typos', () => {
    for (const [question, service, tools] of SAMPLES)
      expect(find(question), question).toMatchObject({ service, tools })
    expect(find('nesecito mas reseñas, tengo muy pocas')).toMatchObject({ service: 'reviews' })
  })

  it('finds nothing in a plain question or in what a service does not do', () => {
    expect(find('¿Cómo funciona el pago?')).toBeNull()
    expect(find('¿pueden borrar una reseña mala?')).toBeNull()
  })

  it('answers with the service in the page’s words, its source and its tool; off-topic still goes to the studio', () => {
    expect(asRead(reply('nadie me encuentra en google maps'), TOOL_NAMES)).toMatchObject({
      source: 'Servicios: SEO local y anuncios',
      tools: ['Revise su sitio web gratis'],
    })
    expect(asRead(reply('los pacientes no llegan a sus citas'), TOOL_NAMES).tools).toEqual([
      'Reservar una llamada gratis',
    ])
    expect(reply('¿Qué tiempo hará mañana en Madrid?').kind).toBe('handOff')
  })

  it('names the plan that includes the service beside it', () => {
    const replied = reply('quiero chatbot y reservas en línea, 7 páginas')
    expect(replied).toMatchObject({ kind: 'service', plans: { plans: [{ name: 'Scale' }] } })
    expect(asRead(replied, TOOL_NAMES).text).toMatch(/^Reservas y citas: .*Scale/)
  })

  it('grades its situations by the service the answer comes from, and the tool it offers', async () => {
    const figures = await gradeSituations(situations, (question) => asRead(reply(question), TOOL_NAMES))
    expect(figures.total).toBeGreaterThanOrEqual(20)
    expect(figures.right / figures.total).toBeGreaterThanOrEqual(0.85)
  })
})
