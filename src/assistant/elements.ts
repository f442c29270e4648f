/**
 * The assistant's parts in the prerendered page, shared by its markup (AssistantDialog.tsx), the
 * page's early script (load-on-open.ts) and the conversation (conversation.ts).
 */
export const ASSISTANT_FORM_ID = 'assistant-form'
export const QUESTION_FIELD = 'question'
export const LOG_ID = 'assistant-log'
export const LOAD_FAILED_ID = 'assistant-load-failed'

/** On a suggested question's button: the question it asks. */
export const QUESTION_ATTRIBUTE = 'data-question'

/** The <template>s the conversation fills in, one per kind of message. */
export const TEMPLATE_IDS = {
  question: 'assistant-question-template',
  answer: 'assistant-answer-template',
  noAnswer: 'assistant-no-answer-template',
} as const

/** Inside a template: the element that takes a piece of the message. */
export const SLOT_ATTRIBUTE = 'data-slot'
export type Slot = 'text' | 'source' | 'follow-ups' | 'hand-off'
