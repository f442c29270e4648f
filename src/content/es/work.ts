import { unbroken } from '../unbroken.ts'
import { percent } from '../numbers.ts'
import type { PageContent } from '../page-content.ts'

export const workIntro = {
  eyebrow: 'Nuestro trabajo',
  title: 'Hecho para negocios reales, medido en resultados reales',
  intro:
    'Una muestra de los sitios y sistemas que creamos, con los resultados que nuestros clientes suelen ver en sus primeros meses.',
  visitorWords: [
    'ejemplos de su trabajo',
    'portafolio',
    'sitios que han hecho',
    'proyectos anteriores',
    'casos de éxito',
  ],
} satisfies PageContent['workIntro']

/** The name of a work item's clip, for its play and pause button: "demostración de Sistema de reservas". */
export const workClipLabel = ((title: string) =>
  `demostración de ${title}`) satisfies PageContent['workClipLabel']

export const workItems = [
  {
    title: 'Plataforma moderna para restaurantes',
    type: 'Restaurante · Pedidos en línea',
    clip: 'restaurant',
    clipDescription:
      'Un cliente recorre el menú de un restaurante, agrega platillos al carrito y hace un pedido en línea para recoger.',
    metrics: [
      `+${percent(38, 'es')} de pedidos en línea en ${unbroken('90 días')}`,
      `Un pedido típico toma menos de ${unbroken('2 minutos')}`,
    ],
    tags: ['Menú en línea', 'Pedidos', 'Pensado para celular'],
  },
  {
    title: 'Sistema de reservas',
    type: 'Spa · Reservas en línea',
    clip: 'booking',
    clipDescription:
      'Un cliente abre un calendario de reservas, elige un horario disponible y confirma la cita.',
    metrics: [
      `+${percent(27, 'es')} de citas reservadas en ${unbroken('60 días')}`,
      `Cerca del ${percent(40, 'es')} de las reservas se hacen fuera de horario`,
    ],
    tags: ['Citas', 'Calendario', 'Autoservicio'],
  },
  {
    title: 'Chatbot con IA',
    type: 'Dental · Asistente de IA',
    clip: 'chatbot',
    clipDescription:
      'Un asistente de chat en el sitio web de una clínica dental responde la pregunta de un paciente sobre el horario y le ofrece agendar una cita.',
    metrics: [
      'El chat resuelve cerca de la mitad de las preguntas de rutina',
      `+${percent(22, 'es')} de clientes potenciales captados fuera de horario`,
    ],
    tags: ['Chatbot con IA', '24/7', 'Captura de clientes'],
  },
  {
    title: 'Tiendas en línea modernas con SEO',
    type: 'Comercio electrónico · Tienda en línea',
    clip: 'ecommerce',
    clipDescription:
      'Un comprador escribe en el buscador de una tienda en línea y filtra la cuadrícula de productos por categoría y precio.',
    metrics: [
      `+${percent(31, 'es')} de tráfico orgánico en ${unbroken('6 meses')}`,
      `+${percent(12, 'es')} de tasa de conversión tras el rediseño`,
    ],
    tags: ['SEO', 'Búsqueda de productos', 'Tienda virtual'],
  },
  {
    title: 'Sitios web inteligentes para escuelas',
    type: 'Escuela · Eventos e inscripciones',
    clip: 'school',
    clipDescription:
      'Un padre de familia revisa el calendario de eventos de una escuela y luego llena y envía un formulario de inscripción en línea.',
    metrics: [
      `+${percent(35, 'es')} de consultas de inscripción en línea`,
      `${percent(30, 'es')} menos de llamadas de rutina a la oficina`,
    ],
    tags: ['Calendario de eventos', 'Formularios de inscripción', 'Pensado para celular'],
  },
  {
    title: 'Sitios web para hogar y electricidad',
    type: 'Electricista · Solicitudes de cotización',
    clip: 'electric',
    clipDescription:
      'Un propietario llena el formulario de cotización de un electricista con los detalles del trabajo y sus datos de contacto, y lo envía.',
    metrics: [
      `+${percent(45, 'es')} de solicitudes de cotización en ${unbroken('90 días')}`,
      `+${percent(30, 'es')} de llamadas desde búsquedas locales`,
    ],
    tags: ['Formularios de cotización', 'SEO local', 'Llamar con un toque'],
  },
] satisfies PageContent['workItems']
