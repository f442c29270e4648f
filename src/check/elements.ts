/**
 * The check's address field, which the check's form labels and a link to the check (the Visibility
 * Engine card's, or its copy in the assistant's answer) puts the visitor in.
 */
export const CHECK_FIELD_ID = 'check-address'
