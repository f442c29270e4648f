import { unbroken } from '../unbroken.ts'
import type { PageContent } from '../page-content.ts'
import type {
  AddressProblem,
  Category,
  CheckFailure,
  FieldMetric,
  FieldRating,
  FindingKind,
  PlanId,
  SectionIntro,
  ScoreBand,
} from '../types'

/**
 * The free website check's copy: the section, the check's progress, its result and its faults. The
 * result's findings speak an owner's language; Lighthouse's own words only back them up.
 */
export const websiteCheck = {
  intro: {
    eyebrow: 'El Motor de visibilidad en acción',
    title: 'Revisión gratuita de su sitio web',
    intro:
      'PageSpeed Insights de Google abre su sitio como un teléfono y lo califica en velocidad, accesibilidad, prácticas recomendadas y SEO. Gratis y en un minuto.',
    visitorWords: [
      'revisar mi sitio actual',
      'revisen mi pagina',
      'auditoria',
      'mi pagina es lenta',
      'velocidad de mi sitio',
      'que le falla a mi sitio',
      'analisis gratis',
      'calificacion seo',
    ],
  } satisfies SectionIntro,
  fieldLabel: 'Su sitio web',
  placeholder: 'p. ej. lupita.com',
  submit: 'Revisar mi sitio web',
  hint: 'Solo se envía la dirección, a PageSpeed Insights de Google.',
  noScriptHint: 'Se abre en una pestaña nueva.',
  progress: {
    label: (address: string) => `Revisando ${address}`,
    doing: 'Google está cargando la página en un teléfono simulado y analizándola con Lighthouse.',
    elapsed: (seconds: number) =>
      `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} hasta ahora. La mayoría de las revisiones tardan de 10 a 60 segundos.`,
    cancel: 'Cancelar',
    cancelled: 'Revisión cancelada. Su dirección sigue en el campo.',
  },
  result: {
    heading: 'Sus resultados',
    checked: 'Revisado en un teléfono:',
    categories: {
      performance: 'Rendimiento',
      accessibility: 'Accesibilidad',
      'best-practices': 'Prácticas recomendadas',
      seo: 'SEO',
    } satisfies Record<Category, string>,
    bands: { poor: 'Deficiente', average: 'Mejorable', good: 'Bueno' } satisfies Record<ScoreBand, string>,
    score: (score: number, band: string) => `${score} de 100, ${band}`,
    fieldHeading: 'Lo que vivieron sus visitantes reales',
    fieldIntro: `Usuarios de Chrome en esta página durante los últimos ${unbroken('28 días')}, según las mediciones de Google.`,
    fieldIntroWholeSite: `Usuarios de Chrome en todo el sitio durante los últimos ${unbroken('28 días')}, según las mediciones de Google.`,
    noFieldData:
      'Google aún no tiene mediciones de usuarios reales de Chrome para este sitio: primero necesita más visitas. Las calificaciones de arriba vienen del teléfono simulado.',
    fieldMetrics: {
      lcp: 'Contenido principal visible (LCP)',
      inp: 'Respuesta a los toques (INP)',
      cls: 'Estabilidad del diseño (CLS)',
    } satisfies Record<FieldMetric, string>,
    ratings: { good: 'Bueno', needsImprovement: 'Necesita mejorar', poor: 'Deficiente' } satisfies Record<
      FieldRating,
      string
    >,
    findingsHeading: 'Lo que más le cuesta a su sitio',
    noFindings: 'Nada que le cueste puntos de verdad. Su sitio está en buena forma.',
    evidence: 'En el informe de Google:',
    fixedBy: 'Lo resuelve',
    planLink: (plan: string) => `Plan ${plan}`,
  },
  findings: {
    slowToShow: {
      title: 'Su sitio tarda en aparecer en un teléfono',
      explanation:
        'Los visitantes esperan frente a una pantalla en blanco o a medio dibujar. Muchos se van a los tres segundos, a menudo a la competencia.',
      service: 'Diseño web inmersivo',
      plan: 'launch',
    },
    slowToRespond: {
      title: 'Su sitio se congela mientras carga',
      explanation:
        'Los toques en botones y menús no hacen nada por un momento, y los visitantes creen que el sitio no funciona.',
      service: 'Diseño web inmersivo',
      plan: 'launch',
    },
    layoutShifts: {
      title: 'Su página salta mientras carga',
      explanation: 'El texto y los botones se mueven bajo el dedo del visitante, que toca lo que no quería.',
      service: 'Diseño web inmersivo',
      plan: 'launch',
    },
    hardToUse: {
      title: 'Algunos visitantes no pueden leer o usar partes de su sitio',
      explanation:
        'El texto tenue, las imágenes sin descripción o los botones sin nombre dejan fuera a personas mayores y a quienes usan un lector de pantalla.',
      service: 'Diseño web inmersivo',
      plan: 'grow',
    },
    browserWarnings: {
      title: 'Su sitio muestra señales de descuido',
      explanation:
        'El código anticuado, los errores o las fallas de seguridad hacen que navegadores y visitantes confíen menos en el sitio. Un sitio necesita cuidado.',
      service: 'la gestión del sitio',
      plan: 'allInclusive',
    },
    hiddenFromSearch: {
      title: 'A Google le cuesta leer su sitio',
      explanation:
        'Las descripciones o títulos que faltan y los enlaces que Google no puede seguir lo bajan en los resultados de búsqueda, donde los clientes cercanos nunca miran.',
      service: 'Motor de visibilidad',
      plan: 'grow',
    },
  } satisfies Record<FindingKind, { title: string; explanation: string; service: string; plan: PlanId }>,
  handOff: 'Enviar esta revisión al estudio',
  handOffOnPhone: 'Enviar esta revisión',
  handOffSubject: (address: string) => `Revisión de sitio web: ${address}`,
  handOffMessage: (address: string, scores: string) =>
    `Por favor, revisen mi resultado.\nDirección: ${address}\nCalificaciones en un teléfono: ${scores}.`,
  scoreInMessage: (category: string, score: number) => `${category} ${score}`,
  manualCheck: 'Pedir al estudio que lo revise a mano',
  manualSubject: (address: string) => `Revisión manual de sitio web: ${address}`,
  manualMessage: (address: string) =>
    `La revisión gratuita estaba ocupada. Por favor, revisen mi sitio web a mano: ${address}`,
  errors: {
    empty: 'Escriba primero la dirección de su sitio, por ejemplo restaurante-lupita.com.',
    notAnAddress: 'Eso no parece la dirección de un sitio web. Pruebe con algo como restaurante-lupita.com.',
    scheme: 'Solo se pueden revisar direcciones web: una que empiece con https:// o con el nombre del sitio.',
    private:
      'Esa dirección solo funciona dentro de su propia red, así que Google no puede llegar a ella. Escriba la dirección que usan sus clientes.',
    invalidUrl: 'Google no pudo revisar esa dirección. Revise que esté bien escrita e inténtelo de nuevo.',
    quota:
      'Las revisiones están ocupadas en este momento. Inténtelo de nuevo en unos minutos, o envíenos la dirección y la revisaremos a mano.',
    unreachable:
      'No se pudo acceder al sitio. Revise la dirección, asegúrese de que el sitio esté en línea e inténtelo de nuevo.',
    blank: 'La página no mostró nada. Google la cargó, pero se quedó en blanco en el teléfono.',
    failed: 'Google no pudo terminar de revisar esta página. Inténtelo de nuevo en un minuto.',
    network: 'La revisión no pudo comunicarse con Google. Revise su conexión e inténtelo de nuevo.',
    timeout:
      'La revisión tardó más de 90 segundos y se detuvo. Inténtelo de nuevo: el segundo intento suele ser más rápido.',
  } satisfies Record<AddressProblem | CheckFailure, string>,
} satisfies PageContent['websiteCheck']
