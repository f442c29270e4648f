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

/**
 * On a plan's Get Started (PlanAction.tsx), the words that name its plan, for screen readers on
 * the card; the assistant shows them where it offers two plans' Get Started side by side.
 */
export const PLAN_NAMED_ATTRIBUTE = 'data-plan-named'
