import type { PageContent } from '../page-content.ts'

/**
 * The assistant's copy: its launcher and dialog, and the questions it suggests. It answers from
 * the page's own content (src/assistant/knowledge.ts), never from anywhere else.
 */
export const assistantCopy = {
  launcher: 'Haga una pregunta',
  title: 'Haga una pregunta',
  intro:
    'Respondo con la información de esta página: planes, precios, servicios y cómo trabajamos. Nada de lo que escribe sale de su navegador, a menos que nos lo envíe como mensaje.',
  fieldLabel: 'Su pregunta',
  placeholder: '¿Precio de Grow?',
  ask: 'Preguntar',
  suggestionsLabel: 'Preguntas sugeridas',
  logLabel: 'Conversación',
  followUpsLabel: 'También puede preguntar',
  /** Screen-reader prefixes that tell the two voices of the conversation apart. */
  you: 'Usted preguntó:',
  answerFrom: 'De',
  noAnswer:
    'No puedo responder eso con la información de esta página, y prefiero no adivinar. El estudio sí puede: envíele su pregunta y le responderá por correo electrónico.',
  handOff: 'Enviarla al estudio',
  /** The contact form's subject when a question is handed to the studio and the subject is empty. */
  handOffSubject: 'Una pregunta desde el sitio web',
  /** Shown instead of the suggestions, the log and the field when the browser runs no script. */
  noScript:
    'Con JavaScript desactivado no puedo responder aquí. Todo lo que uso para responder está en esta página, y el estudio responde cualquier otra cosa por correo electrónico:',
  loadFailed:
    'No se pudieron cargar las respuestas. Revise su conexión y vuelva a preguntar, o envíe su pregunta con el formulario de contacto.',
  /** The words around the page's facts in the assistant's answers. */
  answers: {
    /** Where an answer comes from: "Precios: Grow". */
    source: (part: string, entry: string) => `${part}: ${entry}`,
    planTitle: (plan: string) => `Plan ${plan}`,
    plan: (plan: string, price: string, summary: string, features: string[]) =>
      `${plan} cuesta ${price}. ${summary} Incluye: ${features.join(', ')}.`,
    mostPopular: (label: string) => `Es nuestro plan ${label.toLowerCase()}.`,
    enterprise: (plan: string, price: string, note: string, summary: string, features: string[]) =>
      `${plan} cuesta ${price}, según una ${note}. ${summary} Abarca: ${features.join(', ')}.`,
    industriesSource: 'Inicio',
    industriesTitle: 'Con quién trabajamos',
    contactSource: 'Contacto',
    contactTitle: 'Escriba al estudio por correo',
    contact: (email: string, intro: string) => `Escriba a ${email} o use el formulario de contacto. ${intro}`,
    work: (title: string, type: string, metrics: string[]) => `${title} (${type}): ${metrics.join('. ')}.`,
    review: (quote: string, author: string, role: string) => `“${quote}” — ${author}, ${role}`,
  },
  /** The plan finder's answers (src/assistant/plan-answer.ts): the plans that fit, and why. */
  planFinder: {
    fits: (plan: string, reasons: string) => `${plan} es el que le conviene: ${reasons}.`,
    bothFit: (first: string, second: string, reasons: string, prices: string) =>
      `${first} y ${second} le convienen por igual: ${reasons}. ${prices}.`,
    price: (plan: string, price: string) => `${plan} cuesta ${price}`,
    noFit: (closest: string, unmet: string) =>
      `Ningún plan de esta página cumple con todo eso: el más cercano es ${closest}, pero ${unmet}. El estudio puede sugerirle una solución: envíele su pregunta y le responderá por correo electrónico.`,
    and: ' y ',
    pages: (pages: string, most: number) => `un sitio de ${pages} página${most > 1 ? 's' : ''}`,
    pagesAsked: (fewest: number, most: number) =>
      fewest === most ? `${most} página${most > 1 ? 's' : ''}` : `de ${fewest} a ${most} páginas`,
    payment: {
      once: 'se paga una sola vez',
      monthly: 'se paga al mes',
      noUpfront: 'sin cuota de instalación',
    },
    asAnAddOn: (need: string) => `${need} como complemento`,
    addOnOf: (need: string, plan: string) => `${need} (en ${plan}, como complemento)`,
    withinBudget: 'dentro de su presupuesto',
    cheapest: 'el precio más bajo',
    mostPopular: 'nuestro plan más popular',
    needs: {
      chatbot: 'un chatbot con IA 24/7',
      booking: 'reservas con calendario',
      leadCapture: 'captura de clientes potenciales y estadísticas',
      hosting: 'hosting del sitio',
      contentUpdates: 'actualizaciones de contenido cada mes',
      unlimitedEdits: 'cambios estándar ilimitados',
      prioritySupport: 'soporte prioritario',
      localSeo: 'SEO local',
      fullSeo: 'SEO completo',
      splitTesting: 'pruebas A/B',
      phoneCampaigns: 'campañas de llamadas',
      crm: 'integración con CRM',
      noContract: 'ningún contrato que cancelar',
      customApp: 'aplicaciones a la medida',
      automation: 'automatización de procesos',
      locations: 'varias ubicaciones',
      bigTeam: 'un equipo de su tamaño',
    },
    unmet: {
      pages: (pages: string, most: number) => `su sitio tiene ${pages} página${most > 1 ? 's' : ''}`,
      noPageCount: 'no indica un número de páginas',
      price: (price: string) => `cuesta ${price}`,
      need: (need: string) => `no incluye ${need}`,
      payment: {
        once: 'se paga al mes',
        monthly: 'se paga una sola vez',
        noUpfront: 'tiene cuota de instalación',
      },
      size: (minEmployees: number) => `es para empresas con más de ${minEmployees} empleados`,
    },
  },
  /** Questions the assistant suggests; each has an answer on the page (tested). */
  questions: {
    pricing: '¿Cuáles son sus precios?',
    planPrice: (plan: string) => `¿Cuánto cuesta el plan ${plan}?`,
    services: '¿Qué servicios ofrecen?',
    timeline: '¿Cuánto tarda en estar listo mi sitio web?',
    payment: '¿Cómo funciona el pago?',
    cancelling: '¿Puedo cancelar en cualquier momento?',
    contact: '¿Cómo me comunico con ustedes?',
  },
} satisfies PageContent['assistantCopy']

/**
 * The first questions the dialog offers. A function, not a list, so that a bundle that
 * never shows them does not keep this module for a top-level property read.
 */
export const suggestedQuestions = (() => {
  const { questions } = assistantCopy
  return [questions.pricing, questions.timeline, questions.services, questions.cancelling]
}) satisfies PageContent['suggestedQuestions']

/** How visitors ask about any one plan (searched by the assistant, never shown). */
export const planWords = [
  'precio',
  'cuanto cuesta',
  'cuanto cobran',
  'costo',
  'tarifa',
  'que incluye',
  'que trae',
  'paquete',
] satisfies PageContent['planWords']

/** How visitors ask for the plan or plans with a trait (searched by the assistant, never shown). */
export const planTraitWords = {
  oneTime: [
    'un solo pago',
    'pago unico',
    'pagar una vez',
    'sin mensualidad',
    'sin pagos mensuales',
    'sin suscripcion',
    'que sea mio',
    'pagar y listo',
    'sin cobros cada mes',
  ],
  monthly: [
    'mensual',
    'al mes',
    'por mes',
    'cada mes',
    'mensualidad',
    'suscripcion',
    'pago recurrente',
    'cuota mensual',
    'pagar poco a poco',
  ],
  noSetupFee: [
    'sin cuota de instalacion',
    'sin pago inicial',
    'sin costo de instalacion',
    'sin enganche',
    'nada por adelantado',
    'sin costo inicial',
    'no tengo para pagar de golpe',
    'empezar sin pagar mucho',
  ],
  lowestPrice: [
    'el mas barato',
    'el mas economico',
    'precio mas bajo',
    'lo mas barato',
    'poco presupuesto',
    'presupuesto apretado',
    'precio inicial',
  ],
  mostPopular: [
    'el mas popular',
    'el mas vendido',
    'cual recomiendan',
    'el recomendado',
    'el que mas eligen',
    'el que mas conviene',
    'mejor valor',
    'el favorito',
    'que eligen los demas',
  ],
} satisfies PageContent['planTraitWords']
