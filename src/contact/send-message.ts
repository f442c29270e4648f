import { contactDialog } from '@content/contact'
import type { ContactType } from '../content/types'
import { config } from '../lib/config'
import type { ContactValues } from './fields'
import { SEND_TIMEOUT_MS } from './send-state'

/** The template parameters the studio's EmailJS template receives (spec §3). */
export interface TemplateParams extends Record<string, string> {
  from_name: string
  from_email: string
  subject: string
  message: string
  to_name: string
}

export function buildTemplateParams(
  values: ContactValues,
  type: ContactType,
  studioName: string,
): TemplateParams {
  return {
    from_name: values.name.trim(),
    from_email: values.email.trim(),
    subject: values.subject.trim() || contactDialog.fallbackSubjects[type],
    message: values.message.trim(),
    to_name: studioName,
  }
}

/** A failed send, as status and text (EmailJS replies, network failure as 0 / Network Error, timeouts). */
export class SendError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`EmailJS send failed: ${status} ${text}`)
    this.name = 'SendError'
  }
}

function toSendError(error: unknown): SendError {
  if (error instanceof SendError) return error
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    return new SendError(Number(error.status), String(error.text))
  }
  if (error instanceof TypeError) return new SendError(0, 'Network Error')
  return new SendError(0, error instanceof Error ? error.message : String(error))
}

/**
 * Sends one message through the official EmailJS SDK (loaded on first use). Rejects with a
 * SendError on any failure, including no reply within SEND_TIMEOUT_MS.
 */
export async function sendContactMessage(params: TemplateParams): Promise<void> {
  let timer = 0
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(
      () => reject(new SendError(0, `No reply within ${SEND_TIMEOUT_MS / 1000} s`)),
      SEND_TIMEOUT_MS,
    )
  })
  const { emailjs } = config
  try {
    const sdk = await Promise.race([import('@emailjs/browser'), timeout])
    sdk.init({ publicKey: emailjs.publicKey }, emailjs.origin)
    await Promise.race([sdk.send(emailjs.serviceId, emailjs.templateId, params), timeout])
  } catch (error) {
    throw toSendError(error)
  } finally {
    window.clearTimeout(timer)
  }
}
