import type { SendStatus } from '../content/types'

/**
 * The contact form's send state (spec §4, `SendStatus`). Each submission has an attempt number; a
 * reply for an older attempt changes nothing.
 */
export interface SendState {
  status: SendStatus
  attempt: number
}

export type SendAction =
  | { type: 'submit' }
  | { type: 'succeeded'; attempt: number }
  | { type: 'failed'; attempt: number }
  | { type: 'reset' }

export const initialSendState: SendState = { status: 'idle', attempt: 0 }

export function sendReducer(state: SendState, action: SendAction): SendState {
  switch (action.type) {
    case 'submit':
      return state.status === 'sending' ? state : { status: 'sending', attempt: state.attempt + 1 }
    case 'succeeded':
    case 'failed':
      if (state.status !== 'sending' || action.attempt !== state.attempt) return state
      return { ...state, status: action.type === 'succeeded' ? 'success' : 'error' }
    case 'reset':
      return { ...state, status: 'idle' }
  }
}

/** How long the success message shows before the dialog closes (spec §9). */
export const SUCCESS_CLOSE_MS = 2000
/** A request with no reply by then counts as failed. */
export const SEND_TIMEOUT_MS = 15000
