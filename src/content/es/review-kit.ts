import { unbroken } from '../unbroken.ts'
import { wholeNumber } from '../whole-number.ts'
import type { PageContent } from '../page-content.ts'
import { endingSentence } from '../review-requests.ts'

/** El kit de reseñas gratis (Impulso a su reputación en acción): su botón, su diálogo y cada estado. */
export const reviewKit = {
  button: 'Obtenga su enlace de reseñas gratis',
  buttonOnPhone: 'Enlace de reseñas gratis',
  title: 'Su kit de reseñas gratis',
  intro:
    'Su enlace de reseñas, un código QR, una tarjeta para el mostrador y mensajes para sus clientes. Gratis, sin registro.',
  find: {
    label: 'Su negocio',
    hint: 'Nombre y ciudad, como aparece en Google.',
    noScriptHint: 'Se abre Google Maps en una pestaña nueva.',
    submit: 'Buscar mi negocio',
    searching: 'Buscando…',
    results: 'Negocios encontrados',
    tooShort: 'Escriba al menos 3 caracteres: el nombre de su negocio y su ciudad.',
    noMatch: (query: string) =>
      `Nada en Google coincide con “${query}”. Pruebe a agregar la ciudad, o escriba usted su negocio.`,
    faults: {
      unavailable: 'La búsqueda no está disponible en este momento. Escriba usted su negocio.',
      busy: 'Hay demasiadas búsquedas en este momento. Espere unos segundos y vuelva a intentarlo.',
      google: 'La búsqueda de Google tuvo un problema de su lado. Vuelva a intentarlo.',
      network: 'La búsqueda no pudo llegar a Google: parece que no tiene conexión.',
      timeout: 'Google no respondió en 15 segundos. Vuelva a intentarlo.',
    },
    tryAgain: 'Reintentar',
  },
  rating: (rating: string, reviews: string, count: number) =>
    `${unbroken(`${rating} ★`)} · ${reviews} ${count === 1 ? 'reseña' : 'reseñas'}`,
  noReviews: 'Aún sin reseñas',
  manual: {
    open: 'Escríbalo usted',
    name: 'Nombre del negocio',
    page: 'Página de reseñas',
    pageHint: 'La dirección https:// de su página de reseñas en Google, Yelp, Facebook o Tripadvisor.',
    submit: 'Crear mi kit',
    nameMissing: 'Escriba el nombre de su negocio.',
    problems: {
      empty: 'Pegue la dirección de su página de reseñas.',
      tooLong: `Esa dirección tiene más de ${wholeNumber(2000, 'es')} caracteres: pegue el enlace corto que le da su sitio de reseñas.`,
      notHttps: 'La página de reseñas debe ser una dirección segura que empiece por https://.',
      notAnAddress: 'Eso no es una dirección web. Pegue el enlace completo, empezando por https://.',
    },
  },
  standing: {
    title: 'Cómo se compara',
    chart: 'Reseñas de su negocio y de sus vecinos más cercanos del mismo tipo',
    you: 'Usted',
    summary: (count: number, medianReviews: string, medianRating: string) =>
      `Los ${count} negocios de su tipo más cercanos tienen una mediana de ${medianReviews} reseñas con ${unbroken(`${medianRating} ★`)}.`,
    yours: (count: number, reviews: string, rating: string) =>
      `Usted tiene ${reviews} ${count === 1 ? 'reseña' : 'reseñas'} con ${unbroken(`${rating} ★`)}.`,
    yoursNone: 'Usted aún no tiene reseñas.',
    tooFew: 'Hay menos de dos negocios de su tipo cerca, así que no hay con qué comparar.',
    failed: 'No se pudieron cargar sus vecinos en este momento. Todo lo demás de su kit está listo.',
  },
  link: { title: 'Su enlace de reseñas', copy: 'Copiar enlace', copied: 'Copiado' },
  qr: {
    title: 'Código QR',
    label: (business: string) => `Código QR del enlace de reseñas de ${business}`,
    download: 'Descargar código QR',
    fileName: 'codigo-qr-resenas.svg',
  },
  card: {
    print: 'Imprimir la tarjeta',
    lines: {
      google: ['¿Qué tal lo hicimos?', 'Cuéntenos en Google.'],
      yelp: ['Encuéntrenos en Yelp.'],
      other: ['¿Qué tal lo hicimos?', 'Déjenos una reseña.'],
    },
    scan: 'Escanee con la cámara de su teléfono',
  },
  messages: {
    title: 'Mensajes para sus clientes',
    language: 'Idioma de los mensajes',
    sms: 'Mensaje de texto',
    segments: (count: number) => `${count} ${count === 1 ? 'segmento' : 'segmentos'}`,
    emailSubject: 'Asunto del correo',
    emailBody: 'Correo',
    textMyself: 'Enviármelo por SMS',
    emailMyself: 'Enviármelo por correo',
  },
  rules: {
    google:
      'Las reglas de Google: pida reseñas a todos sus clientes, no solo a los contentos, y no ofrezca nada a cambio.',
    yelp: 'Las reglas de Yelp: no pida reseñas a sus clientes ni ofrezca nada a cambio de una. Hágales saber que está en Yelp, como hace la tarjeta, y deje que ellos decidan.',
    other:
      'Cada sitio de reseñas tiene sus propias reglas: léalas antes de pedir reseñas, y no ofrezca nada a cambio de una.',
  },
  handOff: 'Envíelas automáticamente después de cada visita',
  handOffShort: 'Envíelas automáticamente',
  handOffSubject: (business: string) => `Solicitudes de reseña automáticas para ${business}`,
  handOffMessage: (business: string, link: string) =>
    `Hola, quisiera que se enviaran solicitudes de reseña automáticamente después de cada visita para ${endingSentence(business)} Nuestro enlace de reseñas es ${link}.`,
  startOver: 'Otro negocio',
} satisfies PageContent['reviewKit']
