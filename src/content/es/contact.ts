import type { PageContent } from '../page-content.ts'
import type { ContactField, ContactType, SendStatus } from '../types'

/** Every control that opens the contact form opens it with the default type (spec §4). */
export const CONTACT_TYPE = 'build' satisfies PageContent['CONTACT_TYPE']

/** The contact dialog's copy: its title by form type, the form, the send states and the no-script offer. */
export const contactDialog = {
  titles: { build: 'Crear mi sitio web', general: 'Contáctenos' } satisfies Record<ContactType, string>,
  intro: 'Cuéntenos sobre su negocio y lo que necesita. Le respondemos en un día hábil.',
  /** How visitors ask how to reach the studio (searched by the assistant, never shown). */
  visitorWords: [
    'como me comunico',
    'hablar con alguien',
    'hablar con una persona',
    'llamarles',
    'numero de telefono',
    'su correo',
    'direccion de email',
    'pedir una cotizacion',
    'cuanto tardan en contestar',
    'mandar un mensaje',
    'respuesta',
    'llenar un formulario',
    'empezar un proyecto',
    'quiero contratarlos',
    'registrarme',
  ],
  labels: {
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
  } satisfies Record<ContactField, string>,
  /** Before the Book a free call button, in a build with booking. */
  ratherTalk: '¿Prefiere hablar?',
  /** The hidden field only bots fill in. */
  honeypotLabel: 'Sitio web',
  send: 'Enviar mensaje',
  /**
   * With a CRM whose form asks consent to process (VITE_HUBSPOT_CONSENT=process, docs/crm.md): the
   * sentence beside the send button and the booking's Confirm, sent with the lead as the consent given.
   */
  consentToProcess: (studio: string) =>
    `Al enviar esto, acepta que ${studio} guarde y trate sus datos para responderle.`,
  /** Announced and shown for each send state (spec §4, §8). */
  status: {
    idle: '',
    sending: 'Enviando...',
    success: '¡Mensaje enviado con éxito!',
    error: 'No se pudo enviar el mensaje. Por favor, inténtelo de nuevo.',
  } satisfies Record<SendStatus, string>,
  /** Under the error message, before the studio's address. */
  errorHelp: 'Su mensaje sigue aquí. También puede escribirnos a',
  /** Without JavaScript the dialog offers the studio's address instead of the form. */
  noScriptLead: 'Escríbanos por correo electrónico:',
  /** The subject sent when the visitor leaves it empty, and of the no-script e-mail link. */
  fallbackSubjects: { build: 'Solicitud de sitio web', general: 'Consulta general' } satisfies Record<
    ContactType,
    string
  >,
} satisfies PageContent['contactDialog']

/** What each field says when its value cannot be sent. */
export const fieldErrors = {
  empty: {
    name: 'Por favor, escriba su nombre.',
    email: 'Por favor, escriba su correo electrónico.',
    subject: 'Por favor, escriba un asunto.',
    message: 'Por favor, escriba un mensaje.',
  } satisfies Record<ContactField, string>,
  invalidEmail: 'Por favor, escriba un correo electrónico válido, como nombre@ejemplo.com.',
  tooLong: (limit: string, length: string) =>
    `Por favor, use ${limit} caracteres o menos (ahora tiene ${length}).`,
} satisfies PageContent['fieldErrors']
