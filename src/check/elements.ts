/**
 * The check's address field, which the check's form labels and the copy of the link to the check in
 * the assistant's answer puts the visitor in (src/assistant/conversation.ts).
 */
export const CHECK_FIELD_ID = 'check-address'
