import { decimal, percent } from '../numbers.ts'
import type { PageContent } from '../page-content.ts'
import { PLAN_PRICES, usd } from '../plan-prices.ts'

export const reviewsIntro = {
  eyebrow: 'Reseñas',
  title: 'Pequeños negocios, resultados reales',
  intro: 'Dueños y gerentes cuentan, en sus propias palabras, qué cambió después del lanzamiento.',
} satisfies PageContent['reviewsIntro']

/** The carousel's name and its controls' names (pause and play name what pressing does). */
export const carouselLabels = {
  region: 'Historias de clientes',
  pause: 'Pausar rotación',
  play: 'Reanudar rotación',
  previous: 'Testimonio anterior',
  next: 'Testimonio siguiente',
  /** A slide's name: "2 de 3". */
  slide: (position: number, count: number) => `${position} de ${count}`,
} satisfies PageContent['carouselLabels']

/** The text alternative of a review's stars. */
export const ratingLabel = ((rating: number) =>
  `Calificación: ${rating} de 5`) satisfies PageContent['ratingLabel']

/**
 * The badge on each review of the grid. English declares its badge as a bare `const`, so its type
 * is the literal 'Verified', which no translation can satisfy: this one is checked as a string.
 */
export const verifiedBadge: string = 'Verificado'

/** Rotating carousel: exactly three. */
export const featuredReviews = [
  {
    quote:
      'Antes perdíamos pedidos todos los viernes en la noche porque nadie alcanzaba a contestar el teléfono. Desde que salió el sitio nuevo con pedidos en línea, cerca de un tercio de los pedidos llegan por internet y la cocina los recibe todos por escrito. Se pagó solo en el primer mes.',
    author: 'Maria G.',
    role: 'Dueña',
    business: 'Casa Verde Taqueria',
    rating: 5,
  },
  {
    quote:
      'El asistente de IA responde preguntas sobre horarios y seguros a medianoche, así que mi recepción empieza el día al corriente. Los pacientes agendan justo después de chatear, y llenamos 14 citas de limpieza extra en las primeras seis semanas. El precio final fue exactamente lo que nos cotizaron.',
    author: 'Priya S.',
    role: 'Gerente de consultorio',
    business: 'Brightside Family Dental',
    rating: 5,
  },
  {
    quote: `Fuera de nuestro propio código postal casi no aparecíamos en Google Maps. Con el trabajo de SEO local y las solicitudes automáticas de reseñas, pasamos de 23 reseñas a más de 110 en cinco meses, y las llamadas desde las búsquedas subieron cerca de un ${percent(40, 'es')} en la temporada alta del verano.`,
    author: 'Derek W.',
    role: 'Dueño',
    business: 'Summit Heating & Air',
    rating: 5,
  },
] satisfies PageContent['featuredReviews']

/** Verified reviews grid: exactly six. */
export const reviews = [
  {
    quote:
      'Ahora nuestros clientes reservan faciales a las 11 de la noche en vez de llamar en la mañana. Las reservas en línea llenaron los huecos de los sábados, y las inasistencias bajaron cerca de una cuarta parte.',
    author: 'Jenna R.',
    role: 'Dueña',
    business: 'Lotus Day Spa',
    rating: 5,
  },
  {
    quote:
      'El chatbot responde todo el día preguntas sobre horarios de clases y membresías. Inscribimos a 19 miembros nuevos en el primer mes con contactos que captó fuera de horario.',
    author: 'Marcus T.',
    role: 'Entrenador principal',
    business: 'Ironline Fitness',
    rating: 5,
  },
  {
    quote: `Ahora los padres encuentran el calendario de eventos y los formularios de inscripción en segundos. Las solicitudes de visita subieron un ${percent(30, 'es')} este otoño, y por fin el teléfono de la oficina está más tranquilo.`,
    author: 'Angela P.',
    role: 'Directora',
    business: 'Little Oaks Montessori',
    rating: 5,
  },
  {
    quote: `Las solicitudes de reseña salen solas después de cada reparación. Nuestra calificación en Google subió de ${decimal(4.1, 1, 'es')} a ${decimal(4.8, 1, 'es')} en cuatro meses, y los clientes nuevos lo mencionan cuando llaman.`,
    author: 'Luis M.',
    role: 'Dueño',
    business: 'Eastside Auto Repair',
    rating: 5,
  },
  {
    quote: `Nuestra tienda nueva carga rápido y aparece en las búsquedas. El tráfico orgánico ha subido cerca de un ${percent(35, 'es')} desde el lanzamiento, y los filtros de productos facilitan encontrar el artículo correcto.`,
    author: 'Hannah K.',
    role: 'Fundadora',
    business: 'Fern & Field Goods',
    rating: 5,
  },
  {
    quote: `Por ${usd(PLAN_PRICES.allInclusive.monthly ?? 0, 'es')} al mes mando cambios al menú cuando quiero y simplemente quedan hechos. Las consultas de catering por el sitio web se han duplicado desde la primavera.`,
    author: 'Tom B.',
    role: 'Dueño',
    business: 'Corner Crust Bakery',
    rating: 5,
  },
] satisfies PageContent['reviews']
