import type { PageContent } from '../page-content.ts'
import type { BookingFault } from '../types'

/** Booking a free call on Cal.com: its button, its dialog and every state of it. */
export const booking = {
  button: 'Reservar una llamada gratis',
  buttonOnPhone: 'Reservar una llamada',
  title: 'Reserve una llamada gratuita de 30 minutos',
  intro: 'Elija la hora que le convenga. Hablaremos de su negocio y de su sitio, sin compromiso.',
  timeZone: 'Zona horaria',
  timeZoneHint: (name: string) => `Las horas se muestran en ${name}.`,
  days: 'Día',
  times: 'Hora',
  earlier: 'Anteriores',
  later: 'Siguientes',
  /** The week pager's words below 400 px, where both keep one row (their full words stay their names). */
  earlierOnPhone: 'Anteriores',
  laterOnPhone: 'Siguientes',
  loading: 'Cargando las horas libres…',
  noFreeTime: 'No hay horas libres en estas fechas. Pruebe fechas posteriores, o escríbanos.',
  writeInstead: 'Escribirnos',
  notes: '¿De qué le gustaría hablar? (opcional)',
  confirm: 'Confirmar reserva',
  booking: 'Reservando…',
  loadFaults: {
    busy: 'El calendario está ocupado en este momento y no pudo mostrar las horas libres.',
    unavailable:
      'El calendario no responde bien en este momento, así que no se pueden mostrar las horas libres.',
    network: 'No se pudieron cargar las horas libres: parece que su conexión está caída.',
    timeout: 'El calendario tardó más de 30 segundos en responder, así que no se muestran las horas libres.',
  } satisfies Record<BookingFault, string>,
  tryAgain: 'Reintentar',
  publicPage: 'O reserve en nuestra página de Cal.com (se abre en una pestaña nueva)',
  bookFaults: {
    busy: 'El calendario está ocupado en este momento, así que su llamada aún no está reservada. Confirme de nuevo en un momento.',
    unavailable: 'El calendario no pudo reservar su llamada ahora. Confirme de nuevo en un momento.',
    network:
      'Su llamada no está reservada: parece que su conexión está caída. Confirme de nuevo cuando vuelva.',
    timeout:
      'El calendario tardó más de 30 segundos en responder, así que su llamada no está reservada. Confirme de nuevo.',
  } satisfies Record<BookingFault, string>,
  taken: 'Lo sentimos, esa hora se acaba de reservar. Estas son las horas que siguen libres: elija otra.',
  booked: (when: string) => `Su llamada está reservada para el ${when}.`,
  when: (day: string, time: string, zone: string) => `${day}, ${time} (${zone})`,
  emailed: (email: string) => `Cal.com le enviará el enlace de la reunión y los detalles a ${email}.`,
  addToCalendar: 'Añadir al calendario',
  eventTitle: (studio: string) => `Llamada gratuita de 30 minutos con ${studio}`,
  fileName: 'llamada-gratis',
} satisfies PageContent['booking']
