import type { PageContent } from '../page-content.ts'
import { unbroken } from '../unbroken.ts'

export const faqDialog = {
  title: 'Preguntas frecuentes',
  intro: 'Respuestas directas sobre plazos, pagos y lo que pasa después de que su sitio esté en línea.',
} satisfies PageContent['faqDialog']

export const faq = [
  {
    question: '¿Cuánto tarda en estar listo mi sitio web?',
    answer: `La mayoría de los sitios se lanzan en ${unbroken('1–2 semanas')} desde el arranque, según el número de páginas y qué tan rápido recibamos su contenido. ¿Lo necesita antes? Ofrecemos entrega urgente — solo díganos su fecha límite cuando nos contacte.`,
    visitorWords: [
      'cuanto se tardan',
      'cuando estara listo',
      'cuando sale mi pagina',
      'en cuanto tiempo',
      'que tan rapido',
      'tengo prisa',
      'es urgente',
      'lo antes posible',
      'fecha limite',
      'abro la proxima semana',
      'gran inauguracion',
      'cuantas semanas',
      'que lo retrasa',
      'tardar mas',
    ],
  },
  {
    question: '¿Cómo funciona el pago?',
    answer:
      'Los planes de pago único, como Launch, se pagan por adelantado antes de empezar el trabajo. Los planes mensuales, como All-Inclusive, solo requieren el pago del primer mes para comenzar.',
    visitorWords: [
      'anticipo',
      'deposito',
      'enganche',
      'cuando pago',
      'pagar antes de empezar',
      'formas de pago',
      'condiciones de pago',
      'cobro',
      'factura',
      'pagos en partes',
      'a plazos',
      'pagar todo de una vez',
      'dinero por adelantado',
    ],
  },
  {
    serviceId: 'siteCare',
    question: '¿Qué incluyen el hosting y los cambios?',
    answer:
      'Los planes con hosting mantienen su sitio en línea, seguro y rápido. Grow incluye 1 actualización de contenido al mes, Scale incluye actualizaciones mensuales y All-Inclusive cubre cambios estándar ilimitados con soporte prioritario. Los cambios estándar son ajustes cotidianos, como textos, fotos, precios, horarios y menús.',
    visitorWords: [
      'ya que este hecho',
      'despues de lanzar',
      'despues',
      'mantenimiento',
      'quien lo mantiene actualizado',
      'hacer cambios despues',
      'cambiar mis precios',
      'cambiar el menu',
      'cambiar el horario',
      'fotos nuevas',
      'soporte',
      'si se cae el sitio',
      'actualizaciones de seguridad',
    ],
  },
  {
    question: '¿El sitio web y el dominio son míos?',
    answer:
      'Sí. Su dominio se registra a su nombre, y su contenido, logotipo y fotos siempre son suyos. Si algún día decide irse, le ayudamos a llevárselos.',
    visitorWords: [
      'de quien es el sitio',
      'quien es el dueño',
      'propiedad',
      'mi dominio',
      'cambiarme a otra compañia',
      'dejarlos despues',
      'me tienen amarrado',
      'quedarme con mi contenido',
      'transferir mi sitio',
      'llevarme mi pagina',
    ],
  },
  {
    question: '¿Cómo aprende el chatbot con IA sobre mi negocio?',
    answer:
      'Lo configuramos con sus servicios, precios, horarios, ubicación y las preguntas que más hacen sus clientes. Responde con esa información y, cuando algo cambia, usted nos avisa y lo actualizamos.',
    visitorWords: [
      'entrenarlo',
      'enseñarle',
      'que aprende',
      'de donde saca las respuestas',
      'como sabe de mi negocio',
      'respuestas equivocadas',
      'si contesta mal',
      'cambiar lo que dice',
      'como sabe el bot',
      'si cambian mis horarios o precios',
      'mantener el bot al dia',
    ],
  },
  {
    question: '¿Puedo cancelar?',
    answer:
      'Sí. El plan All-Inclusive es sin contrato, así que puede cancelar en cualquier momento. Los planes de pago único no tienen cobros recurrentes, así que no hay nada que cancelar.',
    visitorWords: [
      'cancelar',
      'darme de baja',
      'quedo amarrado',
      'cobros recurrentes',
      'cargos sorpresa despues',
      'compromiso',
      'contrato a largo plazo',
      'dejarlo cuando quiera',
      'salirme',
      'terminar mi plan',
      'ya no lo quiero',
    ],
  },
] satisfies PageContent['faq']
