import { describe, expect, it } from 'vitest'
import { EXAMPLE_QUESTIONS } from '../../src/assistant/example-questions'
import { buildKnowledge, planChoices } from '../../src/assistant/knowledge'
import { offTopicStems } from '../../src/assistant/learned-words'
import { createRetriever } from '../../src/assistant/retrieval'
import { createReplier } from '../../src/assistant/reply'
import { searchTerms } from '../../src/assistant/words'
import { suggestedQuestions } from '../../src/content/es/assistant'
import { faq } from '../../src/content/es/faq'
import * as spanish from '../../src/content/es/index.ts'
import { spanishQuestionSets } from '../assistant/es/questions'
import { entryOf, testParts, type PartFloors, type QuestionPart } from '../assistant/graded-parts'
import { unbroken } from '../../src/content/unbroken'

/**
 * What each part measured when the plan finder and the rivals' hand-off came (issue 31's closing
 * note; held-out-5 to held-out-41 once each, on the assistant as the tuning before each left it),
 * as floors against regressions. The held-out floors are never raised by tuning on them.
 */
const FLOORS: Record<QuestionPart, PartFloors> = {
  // 2 of 53 answered (of 39, before the examples on pausing, prorating, guarantees, financing and
  // WhatsApp): a question on Our work, once off-topic, is now on-topic (README, "The targets").
  tuning: { right: 0.73, wrong: 0.085, offTopicAnswered: 0.052, planFit: 1, long: 0 },
  'held-out': { right: 0.75, wrong: 0.1, offTopicAnswered: 0.14, long: 0 },
  'held-out-4': { right: 0.86, wrong: 0.134, offTopicAnswered: 0.084, planFit: 0.93, long: 0 },
  'held-out-5': { right: 0.711, wrong: 0.112, offTopicAnswered: 0.125, planFit: 0.8, long: 0 },
  'held-out-6': { right: 0.711, wrong: 0.089, offTopicAnswered: 0.125, planFit: 0.85, long: 0 },
  'held-out-7': { right: 0.822, wrong: 0.067, offTopicAnswered: 0.063, planFit: 0.85, long: 0 },
  'held-out-8': { right: 0.8, wrong: 0.089, offTopicAnswered: 0.063, planFit: 1, long: 0 },
  'held-out-9': { right: 0.733, wrong: 0.089, offTopicAnswered: 0.125, planFit: 0.85, long: 0 },
  'held-out-10': { right: 0.755, wrong: 0.112, offTopicAnswered: 0.063, planFit: 1, long: 0 },
  'held-out-11': { right: 0.733, wrong: 0.067, offTopicAnswered: 0.125, planFit: 0.9, long: 0 },
  'held-out-12': { right: 0.8, wrong: 0.067, offTopicAnswered: 0, planFit: 1, long: 0 },
  'held-out-13': { right: 0.822, wrong: 0.112, offTopicAnswered: 0.063, planFit: 0.9, long: 0 },
  'held-out-14': { right: 0.755, wrong: 0.067, offTopicAnswered: 0.063, planFit: 0.95, long: 0 },
  'held-out-15': { right: 0.866, wrong: 0.045, offTopicAnswered: 0.125, planFit: 0.85, long: 0 },
  'held-out-16': { right: 0.711, wrong: 0.089, offTopicAnswered: 0, planFit: 0.9, long: 0 },
  'held-out-17': { right: 0.844, wrong: 0.089, offTopicAnswered: 0.063, planFit: 0.9, long: 0 },
  'held-out-18': { right: 0.955, wrong: 0.023, offTopicAnswered: 0.125, planFit: 0.9, long: 0 },
  'held-out-19': { right: 0.777, wrong: 0.045, offTopicAnswered: 0.188, planFit: 0.65, long: 0 },
  'held-out-20': { right: 0.888, wrong: 0.023, offTopicAnswered: 0.188, planFit: 0.9, long: 0 },
  'held-out-21': { right: 0.844, wrong: 0.023, offTopicAnswered: 0.125, planFit: 0.85, long: 0 },
  'held-out-22': { right: 0.844, wrong: 0.023, offTopicAnswered: 0.25, planFit: 0.9, long: 0 },
  'held-out-23': { right: 0.866, wrong: 0.067, offTopicAnswered: 0.125, planFit: 0.95, long: 0 },
  'held-out-24': { right: 0.888, wrong: 0, offTopicAnswered: 0.188, planFit: 0.95, long: 0 },
  'held-out-25': { right: 0.822, wrong: 0.023, offTopicAnswered: 0.188, planFit: 0.9, long: 0 },
  'held-out-26': { right: 0.822, wrong: 0.023, offTopicAnswered: 0.188, planFit: 0.85, long: 0 },
  'held-out-27': { right: 0.8, wrong: 0.023, offTopicAnswered: 0.188, planFit: 0.8, long: 0 },
  'held-out-28': { right: 0.911, wrong: 0.023, offTopicAnswered: 0.188, planFit: 0.95, long: 0 },
  'held-out-29': { right: 0.866, wrong: 0.023, offTopicAnswered: 0.188, planFit: 0.85, long: 0 },
  'held-out-30': { right: 0.777, wrong: 0.045, offTopicAnswered: 0.188, planFit: 0.75, long: 0 },
  'held-out-31': { right: 0.755, wrong: 0.045, offTopicAnswered: 0.188, planFit: 0.95, long: 0 },
  'held-out-32': { right: 0.844, wrong: 0.067, offTopicAnswered: 0.188, planFit: 0.8, long: 0 },
  'held-out-33': { right: 0.955, wrong: 0.023, offTopicAnswered: 0.125, planFit: 0.8, long: 0 },
  'held-out-34': { right: 0.933, wrong: 0, offTopicAnswered: 0.125, planFit: 0.9, long: 0 },
  'held-out-35': { right: 0.888, wrong: 0, offTopicAnswered: 0.063, planFit: 0.8, long: 0 },
  'held-out-36': { right: 0.8, wrong: 0.023, offTopicAnswered: 0.063, planFit: 0.95, long: 0 },
  'held-out-37': { right: 0.911, wrong: 0.023, offTopicAnswered: 0.188, planFit: 0.9, long: 0 },
  'held-out-38': { right: 0.777, wrong: 0.112, offTopicAnswered: 0.313, planFit: 0.95, long: 0 },
  'held-out-39': { right: 0.822, wrong: 0, offTopicAnswered: 0.188, planFit: 0.9, long: 0 },
  'held-out-40': { right: 0.822, wrong: 0.045, offTopicAnswered: 0, planFit: 0.9, long: 0 },
  'held-out-41': { right: 0.711, wrong: 0.112, offTopicAnswered: 0.25, planFit: 0.95, long: 0 },
}
/** The studio's address in .env.example and the browser tests' build, which the question sets' facts name. */
const entries = buildKnowledge(
  spanish,
  { contactEmail: 'hello@brightpath.studio', analytics: false },
  EXAMPLE_QUESTIONS.es,
)
const knowledge = {
  entries,
  offTopicStems: offTopicStems(EXAMPLE_QUESTIONS.es),
  plans: planChoices(spanish),
  situations: spanish.situationWords,
}
const { retrieve } = createRetriever(knowledge.entries, knowledge.offTopicStems)
const reply = createReplier(knowledge)
/** The entry a question is answered with, if it is answered with one. */
const answerTo = (question: string) => entryOf(reply(question))

testParts(spanishQuestionSets, FLOORS, reply, knowledge.plans)

describe('the assistant in Spanish', () => {
  it('answers a question about results from Our work and the reviews, and only such a question', () => {
    expect(answerTo('¿Cuántas citas extra llenó el consultorio dental?')?.answer).toContain(
      '14 citas de limpieza',
    )
    // "Un asistente" is an article, not a count; "qué tanto" asks for one.
    expect(answerTo('el chatbot de la clinica dental cuantas preguntas resuelve')?.answer).toContain(
      'la mitad de las preguntas de rutina',
    )
    expect(
      answerTo('¿Qué tanto de las preguntas resolvía el chatbot de la clínica dental?')?.tellsResults,
    ).toBe(true)
    expect(
      answerTo('en el sistema de reservas del spa cuantas reservas se hacen fuera de horario')?.answer,
    ).toContain('40%')
    expect(answerTo('¿qué resultados tuvieron sus clientes de restaurantes?')?.answer).toContain(
      '+38% de pedidos en línea en 90\u00a0días',
    )
    expect(answerTo('¿me pueden enseñar ejemplos de su trabajo?')).toMatchObject({ id: 'work' })
    // A plan's card, named by its price, tells no client's results.
    expect(answerTo('¿la panadería que paga $150 al mes qué resultados tuvo con el catering?')?.id).not.toBe(
      'plan-allInclusive',
    )
    // What was done to the visitor ("ya me clavaron") is no client's result.
    expect(
      answerTo('¿hay contrato en el plan de 150 al mes? ya me clavaron una vez con uno de 2 años')?.id,
    ).not.toMatch(/^review/)
    // How it went for a client, and what a client said, are results too.
    expect(answerTo('Dirijo un colegio, ¿cómo les fue a las escuelas con sus sitios web?')?.id).not.toBe(
      'industries',
    )
    // Asked in the preterite: what a project or a client got, accents or not.
    expect(answerTo('¿cuántos miembros nuevos consiguió el gimnasio?')?.answer).toContain(
      '19 miembros nuevos',
    )
    expect(answerTo('que lograron los sitios de escuelas')?.answer).toContain('+35%')
    expect(answerTo('¿a qué hora abre Casa Verde Taqueria los domingos?')).toBeUndefined()
    expect(reply('quiero agendar un facial en Lotus Day Spa para el sábado').kind).toBe('handOff')
    // A preterite that tells of the visitor's own customers is no question about results.
    expect(
      answerTo('ustedes le dan seguimiento por telefono a los que me pidieron cotizacion?')?.id ?? '',
    ).not.toMatch(/^(work|review)/)
  })

  it('joins a plan’s lines into its sentences in lower case, acronyms and names as they are (issue 53)', () => {
    expect(entries.find(({ id }) => id === 'plan-grow')?.answer).toContain(
      ', chatbot con IA 24/7, captura de clientes potenciales y estadísticas, diseño para celulares, hosting + 1 actualización de contenido al mes, configuración de SEO local.',
    )
    expect(entries.find(({ id }) => id === 'plan-scale')?.answer).toContain(', SEO completo,')
    expect(answerTo(spanish.assistantCopy.placeholder)?.id, 'the field’s example question').toBe('plan-grow')
  })

  it('answers a question about privacy with the footer’s note', () => {
    expect(answerTo('¿esta página usa cookies o guarda mis datos?')?.answer).toContain(
      'Este sitio no usa cookies',
    )
  })

  it('hands off a question for a number, or a phone number, that its best entry does not state', () => {
    expect(answerTo('¿cuántos clientes tienen?')).toBeUndefined()
    expect(answerTo('¿cuál es su número de WhatsApp?')).toBeUndefined()
    expect(answerTo('¿cuánto cuesta una página extra en Grow?')).toBeUndefined()
    expect(answerTo('¿Quién es el dueño de Brightpath?')).toBeUndefined()
    expect(answerTo('Oigan, el All-Inclusive ¿cuánto sale al mes?')?.answer).toContain('$150 al mes')
    expect(answerTo('¿cuánto cuesta cada página extra en el plan Grow?')).toBeUndefined()
    expect(answerTo('cuanto cobran por pagina extra en el plan grow')).toBeUndefined()
    // The FAQ tells of rush delivery, and no price: the list of prices is no answer.
    expect(answerTo('¿Cuánto cuesta la entrega urgente?')).toBeUndefined()
    expect(answerTo('¿Cuánto cuestan las campañas de texto y correo al mes?')).toBeUndefined()
    // A plan's name counts nothing: All-Inclusive's card states no page count.
    expect(answerTo('¿Cuántas páginas incluye el plan All-Inclusive?')).toBeUndefined()
    expect(answerTo('¿cuántas páginas incluye grow?')?.answer).toContain(unbroken('3–5 páginas'))
    expect(answerTo('¿Cuánto cuestan todos sus planes?')?.listsEveryPrice).toBe(true)
    expect(answerTo('¿cuánto debo invertir al mes en anuncios de Google?')).toBeUndefined()
    expect(answerTo('si agarro el launch y le agrego el bot, ¿cuánto es extra?')?.answer).toContain('$100')
    expect(answerTo('¿las reseñas se piden por whatsapp o cómo?')).toBeDefined()
    expect(answerTo('¿cuántas actualizaciones me tocan al mes con Grow?')?.answer).toContain(
      '1 actualización de contenido al mes',
    )
    // A number after what it counts: "cambios estándar ilimitados".
    expect(answerTo('¿cuántos cambios puedo pedir con All-Inclusive?')?.answer).toMatch(
      /cambios estándar ilimitados/i,
    )
    // The list of industries says "un" and "una", but counts no appointments.
    expect(answerTo('¿cuántas citas de limpieza extra llenó el consultorio dental?')?.id).not.toBe(
      'industries',
    )
  })

  it('answers each FAQ question with its answer, and each suggested question', () => {
    for (const { question, answer } of faq) expect(answerTo(question)?.answer).toBe(answer)
    for (const question of suggestedQuestions()) expect(answerTo(question), question).toBeDefined()
  })

  it('reads Spanish words: accents folded, stems, everyday words for the page’s', () => {
    expect(searchTerms('cotización')).toEqual(searchTerms('cotizacion'))
    expect(searchTerms('precios')).toEqual(searchTerms('precio'))
    expect(searchTerms('¿cuánto cuesta?')).toEqual(searchTerms('precio'))
    expect(searchTerms('quiero agendar una cita')).toEqual(searchTerms('reservas reservas'))
    expect(searchTerms('dentista')).toEqual(searchTerms('dentales'))
  })

  it('finds a term in every phrase of the visitor’s words, learned ones too', () => {
    const phrases = entries.flatMap((entry) => entry.visitorWords.split(', ').filter(Boolean))
    expect(phrases.length).toBeGreaterThan(100)
    expect(phrases.filter((phrase) => searchTerms(phrase).length === 0)).toEqual([])
  })

  it('reads any word, also the names of an object’s own properties', () => {
    for (const question of ['soy constructor de casas', 'toString valueOf __proto__ hasOwnProperty'])
      expect(() => retrieve(question), question).not.toThrow()
  })

  it('answers a question about one plan with that plan, two plans with both, and a general price question with the list', () => {
    expect(answerTo('¿Cuánto cuesta el plan Grow?')?.answer).toContain('$500 de instalación + $49/mes')
    const both = answerTo('diferencia entre grow y scale')
    expect(both?.answer).toContain('$49/mes')
    expect(both?.answer).toContain('$75/mes')
    expect(answerTo('cuanto cobran')?.id).toBe('pricing')
    expect(answerTo('¿me podría pasar la lista de precios completa?')?.id).toBe('pricing')
    expect(answerTo('cuanto sale cada uno de los 5 planes')?.id).toBe('pricing')
    // "Lista" is also "ready", "cada mes" how often, and "todos los cambios" no prices.
    const allChanges = reply('quiero que me hagan todos los cambios por un precio mensual y sin contrato')
    expect(allChanges.kind === 'plans' && allChanges.plans.map(({ name }) => name)).toEqual(['All-Inclusive'])
    expect(answerTo('¿en cuánto tiempo tienen lista la página?')?.id).not.toBe('pricing')
    expect(answerTo('¿cuánto cuesta el all inclusive cada mes?')?.id).toBe('plan-allInclusive')
    // The Enterprise plan by its Spanish name.
    expect(answerTo('el precio del plan empresarial es fijo o me tienen que cotizar?')?.id).toBe(
      'plan-enterprise',
    )
  })

  it('hands off a question with a word only questions the page does not answer use, a plan named or not', () => {
    expect(knowledge.offTopicStems).toEqual(expect.arrayContaining(['paus', 'prorrat', 'garantiz']))
    expect(reply('¿Puedo pausar el plan Grow en temporada baja?').kind).toBe('handOff')
    expect(reply('si cambio de Grow a Scale a mitad de mes, ¿me lo prorratean?').kind).toBe('handOff')
    expect(reply('¿cuánto cuesta el plan Grow al mes?').kind).toBe('answer')
  })

  it('hands off a question about a plan’s contract that its card and terms do not state', () => {
    expect(reply('¿El plan Grow tiene permanencia mínima de un año?').kind).toBe('handOff')
    expect(reply('¿El plan Grow o el Scale tienen permanencia mínima?').kind).toBe('handOff')
    expect(answerTo('¿puedo cancelar el All-Inclusive cuando quiera?')?.answer).toContain('sin contrato')
  })

  it('takes a price of one plan’s for its name, but not a budget nor a team’s size', () => {
    expect(answerTo('con el de $150 cuantos cambios le puedo pedir al sitio')?.id).toBe('plan-allInclusive')
    expect(answerTo('en el plan de 49 al mes me actualizan el contenido?')?.id).toBe('plan-grow')
    const team = reply('somos 150 empleados y necesitamos una aplicación a la medida')
    expect(team.kind === 'plans' && team.plans.map(({ name }) => name)).toEqual(['Enterprise Custom'])
  })

  it('hands off a question whether a service works with a name the page never uses', () => {
    expect(answerTo('¿la integración con CRM del Scale funciona con Zoho?')).toBeUndefined()
    expect(answerTo('¿Con qué CRM se integran, HubSpot o Zoho?')).toBeUndefined()
    expect(answerTo('¿las reservas se conectan con mi calendario?')?.id).toBe('service-2')
    expect(answerTo('¿el chatbot puede contestar en portugués?')).toBeUndefined()
    // The page never names WhatsApp: a text message is no WhatsApp message.
    expect(answerTo('¿El chatbot puede contestar por WhatsApp?')).toBeUndefined()
    expect(reply('¿Se conecta el sistema de reservas con mi CRM?').kind).not.toBe('plans')
    expect(answerTo('¿el chatbot contesta en la noche cuando ya cerramos?')?.id).toBe('service-1')
  })

  it('tells why a plan fits once for each line of its card, however many needs that line meets', () => {
    // The plans, after the service that booking online is (issue 54).
    const replied = reply('quiero chatbot y reservas en línea, 7 páginas')
    const fit = replied.kind === 'service' ? replied.plans : replied
    expect(fit).toMatchObject({ plans: [{ name: 'Scale' }] })
    const why = fit && 'text' in fit ? fit.text.slice(0, fit.text.indexOf('Scale cuesta')) : ''
    expect(why.match(/chatbot \+ reservas con calendario/g)).toHaveLength(1)
  })

  it('knows the studio’s products in their plural and spelled out, and the SSL certificate', () => {
    expect(searchTerms('chatbots')).toEqual(searchTerms('chatbot'))
    expect(searchTerms('apps')).toEqual(searchTerms('app'))
    expect(answerTo('¿Ustedes hacen chatbots con inteligencia artificial?')?.id).toBe('service-1')
    expect(answerTo('¿Hacen asistentes de inteligencia artificial para negocios?')?.id).toBe('service-1')
    expect(answerTo('¿Tienen certificados SSL?')?.answer).toContain('SSL')
  })

  it('answers whether the studio does something, when the site is live and the free launch call', () => {
    expect(answerTo('¿Hacen chatbots de IA para negocios?')?.id).toBe('service-1')
    expect(answerTo('¿Cuándo estará mi sitio en línea?')?.answer).toContain(unbroken('1–2 semanas'))
    expect(answerTo('¿El lanzamiento incluye una llamada gratis?')?.id).toBe('plan-launch')
  })
})
