import type { PageContent } from '../page-content.ts'
import { unbroken } from '../unbroken.ts'

// The services, twice told: five cards in the Services section, eight blurbs in the Services dialog.

export const servicesIntro = {
  eyebrow: 'Servicios',
  title: 'Todo lo necesario para convertir visitas en clientes',
  intro:
    'Un gran sitio web es el comienzo. Le sumamos asistentes, reservas, visibilidad en búsquedas y reseñas para que los clientes nuevos lo encuentren y sigan regresando.',
} satisfies PageContent['servicesIntro']

/** The Services section's five cards. */
export const serviceCards = [
  {
    icon: 'monitor-smartphone',
    title: 'Diseño web inmersivo',
    blurbTitle: 'Creación de sitios web',
    description:
      'Sitios web rápidos, pensados primero para el celular, que muestran lo mejor de su negocio y dejan claro el siguiente paso — llamar, reservar u ordenar.',
    accent: 'violet',
    points: [
      'Se ve bien en cualquier pantalla',
      'Optimización de velocidad y SSL',
      'Integración con redes sociales y mapas',
    ],
  },
  {
    icon: 'bot',
    title: 'Asistentes de IA conversacionales',
    blurbTitle: 'Asistentes de chat con IA',
    description:
      'Un asistente de chat que conoce sus servicios, horarios y precios, responde preguntas a toda hora y capta clientes potenciales mientras usted trabaja.',
    accent: 'cyan',
    points: [
      'Responde preguntas comunes 24/7',
      'Capta clientes fuera de horario',
      'Entrenado con los datos de su negocio',
    ],
  },
  {
    icon: 'calendar',
    title: 'Reservas sin complicaciones',
    blurbTitle: 'Reservas y citas',
    description:
      'Reservas en línea para que sus clientes elijan un horario en segundos y su agenda se mantenga llena sin llamadas de ida y vuelta.',
    accent: 'emerald',
    showsBooking: true,
    points: [
      'Reservas con calendario en tiempo real',
      'Un solo enlace para su sitio y sus redes',
      'Se conecta con su CRM y sus formularios',
    ],
  },
  {
    icon: 'search',
    title: 'Motor de visibilidad',
    blurbTitle: 'SEO local y anuncios',
    description:
      'SEO local y anuncios dirigidos que lo ponen frente a clientes cercanos justo cuando buscan lo que usted ofrece.',
    accent: 'amber',
    points: [
      'SEO local y configuración de mapas',
      'Anuncios en buscadores y redes sociales',
      'Estadísticas fáciles de entender',
    ],
    link: { label: 'Revise su sitio web gratis', target: 'check' },
  },
  {
    icon: 'star',
    title: 'Impulso a su reputación',
    blurbTitle: 'Reseñas automatizadas',
    description:
      'Solicitudes de reseña automáticas después de cada visita, para que sus clientes contentos dejen las reseñas que le ganan el próximo cliente.',
    accent: 'rose',
    showsReviewKit: true,
    points: [
      'Se envían por texto o correo',
      'Justo después de cada visita',
      'Reseñas nuevas de forma constante',
    ],
  },
] satisfies PageContent['serviceCards']

export const servicesDialog = {
  title: 'Servicios',
  intro:
    'Un solo estudio para las herramientas que atraen clientes y los hacen volver. Empiece con lo que necesita hoy y agregue más a medida que crece.',
  visitorWords: [
    'a que se dedican',
    'lista de servicios',
    'que servicios tienen',
    'mercadotecnia',
    'publicidad para mi negocio',
    'tipos de servicios',
    'en que me pueden ayudar',
    'que mas ofrecen',
  ],
} satisfies PageContent['servicesDialog']

/** The Services dialog's eight blurbs; the footer lists their titles. */
export const serviceBlurbs = [
  {
    serviceId: 'website',
    icon: 'globe',
    title: 'Creación de sitios web',
    description: `Sitios web adaptados a celulares, listos en ${unbroken('1–2 semanas')}, y luego con hosting, actualizaciones y mantenimiento a cargo nuestro, para que su sitio nunca se quede atrás de su negocio.`,
    visitorWords: [
      'pagina web nueva',
      'sitio nuevo',
      'rediseño',
      'mi pagina esta vieja',
      'sitio anticuado',
      'mantenerlo al dia',
      'todavia no tengo pagina',
      'no tengo web',
      'hagan mi pagina',
      'mi sitio se ve mal',
      'quiero una pagina para mi negocio',
    ],
  },
  {
    serviceId: 'chatbot',
    icon: 'bot',
    title: 'Asistentes de chat con IA',
    description:
      'Un asistente 24/7 que responde preguntas sobre sus servicios, horarios y precios, y convierte a quienes visitan su sitio de noche en clientes potenciales.',
    visitorWords: [
      'llamadas perdidas',
      'no alcanzo a contestar',
      'fuera de horario',
      'en la noche',
      'a medianoche',
      'nadie contesta',
      'contestar a los clientes automaticamente',
      'recepcionista virtual',
      'chat en mi pagina',
      'demasiadas llamadas',
      'siempre las mismas preguntas',
      'responder mensajes',
    ],
  },
  {
    serviceId: 'booking',
    icon: 'calendar',
    title: 'Reservas y citas',
    description:
      'Reservas en línea conectadas a su calendario, para que sus clientes elijan su horario solos y su equipo pase menos tiempo al teléfono.',
    visitorWords: [
      'citas',
      'agendar citas',
      'agendar en linea',
      'reservar mesa',
      'reservaciones',
      'clientes que no llegan',
      'llamadas de ida y vuelta',
      'que los clientes reserven solos',
      'calendario',
      'agenda',
    ],
  },
  {
    serviceId: 'localSeo',
    icon: 'search',
    title: 'SEO local y anuncios',
    description:
      'Campañas en buscadores, mapas y anuncios dirigidas a clientes cerca de usted, para que aparezca cuando buscan lo que usted ofrece.',
    visitorWords: [
      'salir en google',
      'aparecer en google maps',
      'que me encuentren en internet',
      'nadie nos encuentra',
      'salir mas arriba',
      'resultados de busqueda',
      'publicidad',
      'anuncios en facebook',
      'anuncios en instagram',
      'mas visitas',
      'clientes de la zona',
    ],
  },
  {
    serviceId: 'reviews',
    icon: 'star',
    title: 'Reseñas automatizadas',
    description:
      'Solicitudes de reseña automáticas después de cada visita, que le dan un flujo constante de reseñas recientes y auténticas.',
    visitorWords: [
      'mas reseñas',
      'reseñas malas',
      'malas calificaciones',
      'reseñas de google',
      'estrellas',
      'reputacion',
      'pedir reseñas a los clientes',
      'pocas reseñas',
      'comentarios de clientes',
    ],
  },
  {
    serviceId: 'campaigns',
    icon: 'mail',
    title: 'Campañas de texto y correo',
    description:
      'Ofertas, recordatorios y novedades por mensaje de texto y correo electrónico que hacen volver a sus clientes anteriores.',
    visitorWords: [
      'que los clientes regresen',
      'clientes frecuentes',
      'promociones',
      'boletin',
      'mensajes de texto',
      'marketing por sms',
      'especiales de la semana',
      'correos masivos',
      'recordar a los clientes',
      'ofertas',
    ],
  },
  {
    serviceId: 'phoneCalls',
    icon: 'phone',
    title: 'Campañas de llamadas',
    description:
      'Campañas de llamadas salientes que dan seguimiento a clientes potenciales, confirman citas y retoman el contacto con clientes que no ha visto en un tiempo.',
    visitorWords: [
      'llamar a mis clientes',
      'llamadas de seguimiento',
      'devolver llamadas',
      'no tengo tiempo de llamar',
      'confirmar citas',
      'clientes antiguos',
      'clientes que ya no vienen',
      'llamadas salientes',
      'llamadas en frio',
    ],
  },
  {
    serviceId: 'crm',
    icon: 'workflow',
    title: 'Integración con CRM',
    description:
      'Formularios, chats y reservas llegan directo a su CRM, para que cada cliente potencial quede registrado y nada se pierda en el camino.',
    visitorWords: [
      'base de datos de clientes',
      'dar seguimiento a prospectos',
      'organizar contactos',
      'lista de clientes',
      'se me pierden los clientes',
      'prospectos perdidos',
    ],
  },
] satisfies PageContent['serviceBlurbs']
