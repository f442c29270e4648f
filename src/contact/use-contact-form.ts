import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react'
import type { ContactType } from '../content/types'
import { config } from '../lib/config'
import { loadDraft, saveDraft } from './draft-storage'
import { CONTACT_FIELDS, EMPTY_VALUES, type ContactField, type ContactValues } from './fields'
import { buildTemplateParams, sendContactMessage, SendError } from './send-message'
import { initialSendState, sendReducer, SUCCESS_CLOSE_MS } from './send-state'
import { validateContact, validateField, type FieldErrors } from './validation'

interface ContactFormOptions {
  type: ContactType
  open: boolean
  /** Called SUCCESS_CLOSE_MS after a successful send, to close the dialog. */
  onDone: () => void
}

/** All contact form state: values (kept as a draft), field errors, and the send state machine. */
export function useContactForm({ type, open, onDone }: ContactFormOptions) {
  // The dialogs render only in the browser (after hydration), so the draft can be read at once.
  const [values, setValues] = useState<ContactValues>(() => loadDraft() ?? EMPTY_VALUES)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [send, dispatch] = useReducer(sendReducer, initialSendState)
  const [honeypot, setHoneypot] = useState('')
  const inFlight = useRef(false)
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  useEffect(() => saveDraft(values), [values])

  useEffect(() => {
    if (send.status !== 'success') return
    if (!open) {
      dispatch({ type: 'reset' })
      return
    }
    const timer = window.setTimeout(() => {
      dispatch({ type: 'reset' })
      onDone()
    }, SUCCESS_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [send.status, open, onDone])

  const setValue = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: validateField(field, value) } : current))
  }, [])

  const register = (field: ContactField) => ({
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = element
    },
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const found = validateContact(values)
    setErrors(found)
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field])
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus()
      return
    }

    inFlight.current = true
    const attempt = send.attempt + 1
    dispatch({ type: 'submit' })
    try {
      // A filled honeypot means a bot: pretend success, send nothing.
      if (honeypot === '') await sendContactMessage(buildTemplateParams(values, type, config.studioName))
      dispatch({ type: 'succeeded', attempt })
      setValues(EMPTY_VALUES)
      setHoneypot('')
    } catch (error) {
      const { status, text } = error instanceof SendError ? error : new SendError(0, String(error))
      console.error(`Contact message not sent (status ${status}): ${text}`, error)
      dispatch({ type: 'failed', attempt })
    } finally {
      inFlight.current = false
    }
  }

  return { values, errors, status: send.status, setValue, register, submit, honeypot, setHoneypot }
}
