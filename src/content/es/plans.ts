import { agencyUpfrontText, CHATBOT_ADD_ON_PRICE, ENTERPRISE_PRICE, PLAN_PRICES } from '../plan-prices.ts'
import { ENTERPRISE_FACTS, pageRangeText, PLAN_FACTS, PLAN_PAGES } from '../plan-facts.ts'
import type { PageContent } from '../page-content.ts'
import type { Plan, PlanId } from '../types'
import { unbroken } from '../unbroken.ts'

export const pricingIntro = {
  eyebrow: 'Precios',
  title: 'Precios claros, sin sorpresas',
  intro: `Elija un sitio con pago único o un plan mensual. Todos los precios están a la vista — sin una factura de agencia de ${agencyUpfrontText('es')} antes de ver una sola página.`,
  visitorWords: [
    'todos sus precios',
    'lista de precios',
    'cuanto cobran',
    'cuanto cuesta',
    'cuales son sus tarifas',
    'costos',
    'todos los planes',
    'comparar los planes',
    'paquetes',
    'opciones',
    'que me conviene',
    'cotizacion',
  ],
} satisfies PageContent['pricingIntro']

export const plans = [
  {
    id: 'launch',
    name: 'Launch',
    price: PLAN_PRICES.launch,
    ...PLAN_FACTS.launch,
    summary: 'Para negocios nuevos que necesitan un sitio profesional, rápido.',
    features: [
      `Sitio de ${pageRangeText(PLAN_PAGES.launch)} página adaptado a celulares`,
      'Formulario de contacto o enlace de reservas',
      'Integración con redes sociales y mapas',
      'Optimización de velocidad + SSL',
      `Llamada de lanzamiento gratis de ${unbroken('30 minutos')}`,
    ],
    addOn: { name: 'chatbot con IA', price: CHATBOT_ADD_ON_PRICE },
    visitorWords: [
      'apenas estoy empezando',
      'negocio nuevo',
      'acabo de abrir',
      'sitio sencillo',
      'algo basico',
      'una sola pagina',
      'poco presupuesto',
      'no tengo mucho dinero',
      'pagina de inicio',
      'para empezar',
      'consulta gratis',
    ],
  },
  {
    id: 'grow',
    name: 'Grow',
    price: PLAN_PRICES.grow,
    ...PLAN_FACTS.grow,
    summary: 'Para negocios en crecimiento, listos para atraer más clientes potenciales.',
    features: [
      `Sitio de ${unbroken(`${pageRangeText(PLAN_PAGES.grow)} páginas`)}`,
      'Chatbot con IA 24/7',
      'Captura de clientes potenciales y estadísticas',
      'Diseño para celulares',
      'Hosting + 1 actualización de contenido al mes',
      'Configuración de SEO local',
    ],
    visitorWords: [
      'negocio en crecimiento',
      'el negocio esta creciendo',
      'mas clientes',
      'mas prospectos',
      'unas cuantas paginas',
      'sitio con chatbot',
      'hosting incluido',
      'que me lo mantengan',
    ],
  },
  {
    id: 'scale',
    name: 'Scale',
    price: PLAN_PRICES.scale,
    ...PLAN_FACTS.scale,
    summary: 'Para negocios establecidos que quieren reservas, SEO y promoción en un solo lugar.',
    features: [
      unbroken(`${pageRangeText(PLAN_PAGES.scale)} páginas`),
      'Chatbot + reservas con calendario',
      'Actualizaciones mensuales y pruebas A/B',
      'SEO completo',
      '2 campañas de llamadas al mes',
      'Integración con CRM y formularios',
    ],
    visitorWords: [
      'negocio establecido',
      'tenemos años',
      'sitio mas grande',
      'muchas paginas',
      'reservas y seo juntos',
      'agendar citas y salir en google',
      'campañas de marketing',
      'llamar a clientes',
      'todo en un lugar',
    ],
  },
  {
    id: 'allInclusive',
    name: 'All-Inclusive',
    price: PLAN_PRICES.allInclusive,
    ...PLAN_FACTS.allInclusive,
    summary: 'Para dueños que quieren que todo se lo resuelvan por un solo precio mensual.',
    features: [
      'Sitio con hosting',
      'Cambios estándar ilimitados',
      'Soporte prioritario',
      'Cancele cuando quiera, sin contrato',
    ],
    mostPopular: true,
    visitorWords: [
      'que ustedes se encarguen de todo',
      'no tengo tiempo',
      'no tengo tiempo para manejarlo',
      'ayuda rapida si algo falla',
      'olvidarme del sitio',
      'todo incluido',
      'cambios ilimitados',
      'sin compromiso',
      'sin contrato',
      'soporte cuando lo necesite',
    ],
  },
] satisfies PageContent['plans']

export const enterprise = {
  name: 'Enterprise Custom',
  price: ENTERPRISE_PRICE,
  facts: ENTERPRISE_FACTS,
  summary: `Para empresas con más de ${ENTERPRISE_FACTS.minEmployees} empleados que necesitan desarrollos a la medida.`,
  features: ['Aplicaciones a la medida', 'Sitios web empresariales', 'Automatización de procesos'],
  visitorWords: [
    'somos una empresa grande',
    'corporativo',
    'muchos empleados',
    'cientos de trabajadores',
    'varias sucursales',
    'varias ubicaciones',
    'franquicia',
    'software a la medida',
    'una app propia',
    'automatizar procesos',
    'mucho papeleo',
    'herramientas internas',
    'algo personalizado',
  ],
} satisfies PageContent['enterprise']

/** A plan by its id. */
export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id)
  if (!plan) throw new Error(`No plan ${id}`)
  return plan
}

/** The pricing section's labels and the contact subjects its buttons fill in. */
export const pricingLabels = {
  mostPopular: 'Más popular',
  /** Completes Get Started's name for screen readers: "Comenzar con Grow". */
  withPlan: (plan: string) => ` con ${plan}`,
  newTab: ' (se abre en una pestaña nueva)',
  requestQuote: 'Solicitar cotización',
  planSubject: (plan: string) => `Plan ${plan}`,
  quoteSubject: (name: string) => `Solicitud de cotización: ${name}`,
} satisfies PageContent['pricingLabels']
