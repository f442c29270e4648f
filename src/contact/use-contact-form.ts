import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react'
import { sendEvent } from '../analytics/analytics'
import type { ContactType } from '../content/types'
import { sendLead } from '../crm/hubspot'
import { contactMessage } from '../crm/submission'
import { config } from '../lib/config'
import { restoreDraft, saveDraft } from './draft-storage'
import { leadSource } from './lead-source'
import {
  CONTACT_FIELDS,
  EMPTY_VALUES,
  fieldElement,
  HONEYPOT_FIELD,
  isContactField,
  readValues,
} from './fields'
import { buildTemplateParams, sendContactMessage, SendError } from './send-message'
import { initialSendState, sendReducer, SUCCESS_CLOSE_MS } from './send-state'
import { validateContact, validateField, type FieldErrors } from './validation'

/**
 * The contact form's state: field errors, the message's length and the send state machine. The
 * fields themselves are uncontrolled: what the visitor typed, before or after the island hydrated,
 * lives in the form, and the page's early script keeps it as a draft.
 */
export function useContactForm(type: ContactType) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [send, dispatch] = useReducer(sendReducer, initialSendState)
  const [messageLength, setMessageLength] = useState(0)
  const inFlight = useRef(false)

  // Take over the form as the page holds it: a saved draft, or text typed before the island hydrated.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    restoreDraft(form)
    setMessageLength(readValues(form).message.length)
  }, [])

  // Success: the message shows for SUCCESS_CLOSE_MS, then the dialog closes; closing it sooner
  // ends the success state at once, and its timer with it. A layout effect, so both start in the
  // task that shows the message: a passive effect may run after the visitor has closed the dialog
  // and opened it again, and its timer would then close the form they are typing in.
  useLayoutEffect(() => {
    if (send.status !== 'success') return
    const dialog = formRef.current?.closest('dialog')
    let timer = 0
    const reset = () => {
      window.clearTimeout(timer)
      dialog?.removeEventListener('close', reset)
      dispatch({ type: 'reset' })
    }
    dialog?.addEventListener('close', reset)
    timer = window.setTimeout(() => {
      reset()
      dialog?.close()
    }, SUCCESS_CLOSE_MS)
    return () => {
      window.clearTimeout(timer)
      dialog?.removeEventListener('close', reset)
    }
  }, [send.status])

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { target } = event
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return
    const field = target.name
    if (!isContactField(field)) return
    if (field === 'message') setMessageLength(target.value.length)
    setErrors((current) =>
      current[field] ? { ...current, [field]: validateField(field, target.value) } : current,
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    const values = readValues(form)
    const found = validateContact(values)
    setErrors(found)
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field])
    if (firstInvalid) {
      fieldElement(form, firstInvalid)?.focus()
      return
    }

    inFlight.current = true
    const attempt = send.attempt + 1
    dispatch({ type: 'submit' })
    try {
      // A filled honeypot means a bot: pretend success, send nothing.
      if ((fieldElement(form, HONEYPOT_FIELD)?.value ?? '') === '') {
        const params = buildTemplateParams(values, type, config.studioName)
        await sendContactMessage(params)
        if (__ANALYTICS__) sendEvent({ name: 'Lead', props: { source: leadSource() } })
        // The studio has the message: its CRM gets it too, and the visitor's success never waits.
        if (__CRM__) {
          const message = contactMessage(params.subject, params.message)
          const lead = { name: params.from_name, email: params.from_email, message, source: leadSource() }
          void sendLead(__CRM__, lead)
        }
      }
      dispatch({ type: 'succeeded', attempt })
      form.reset()
      saveDraft(EMPTY_VALUES)
      setMessageLength(0)
    } catch (error) {
      const { status, text } = error instanceof SendError ? error : new SendError(0, String(error))
      console.error(`Contact message not sent (status ${status}): ${text}`, error)
      if (__ANALYTICS__) sendEvent({ name: 'Contact Form Error', props: { status: String(status) } })
      dispatch({ type: 'failed', attempt })
    } finally {
      inFlight.current = false
    }
  }

  return { formRef, errors, status: send.status, messageLength, onInput, submit }
}
