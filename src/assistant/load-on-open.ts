import { ASSISTANT_DIALOG_ID } from '../lib/dialog-commands'
import { ASSISTANT_FORM_ID, LOAD_FAILED_ID, QUESTION_ATTRIBUTE, QUESTION_FIELD } from './elements'

type Conversation = typeof import('./conversation')

let loading: Promise<Conversation> | undefined
/** One load for every question, so they are answered in the order asked; a failed load is retried. */
function loadConversation(): Promise<Conversation> {
  loading ??= import('./conversation').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * Installed by the page's entry: the assistant costs the first load nothing. Its conversation
 * (the search and the page's index) starts loading when its dialog first opens, and a question
 * asked before it arrives is answered as soon as it does, in the order asked. A suggested
 * question's button asks its question.
 */
export function loadAssistantOnOpen(): void {
  document.addEventListener(
    'command',
    (event) => {
      const { target, command } = event as CommandEvent
      if (target instanceof Element && target.id === ASSISTANT_DIALOG_ID && command === 'show-modal') {
        loadConversation().catch(() => undefined)
      }
    },
    { capture: true },
  )

  document.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.id !== ASSISTANT_FORM_ID) return
    event.preventDefault()
    const field = form.elements.namedItem(QUESTION_FIELD)
    if (!(field instanceof HTMLInputElement)) return
    const question = field.value.trim()
    if (question === '') return
    field.value = ''
    const failed = document.getElementById(LOAD_FAILED_ID)
    loadConversation().then(
      (conversation) => {
        if (failed) failed.hidden = true
        conversation.ask(question)
      },
      () => {
        // Nothing typed is lost: the question goes back into the field.
        if (field.value === '') field.value = question
        if (failed) failed.hidden = false
      },
    )
  })

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${QUESTION_ATTRIBUTE}]`) : null
    if (!button) return
    const form = document.getElementById(ASSISTANT_FORM_ID)
    const field = form instanceof HTMLFormElement ? form.elements.namedItem(QUESTION_FIELD) : null
    if (!(form instanceof HTMLFormElement) || !(field instanceof HTMLInputElement)) return
    field.value = button.getAttribute(QUESTION_ATTRIBUTE) ?? ''
    form.requestSubmit()
    field.focus()
  })
}
