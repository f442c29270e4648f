import { describe, expect, it } from 'vitest'
import { initialSendState, sendReducer } from '../../src/contact/send-state'

describe('sendReducer', () => {
  it('goes idle → sending → success → idle', () => {
    const sending = sendReducer(initialSendState, { type: 'submit' })
    expect(sending).toEqual({ status: 'sending', attempt: 1 })
    const success = sendReducer(sending, { type: 'succeeded', attempt: 1 })
    expect(success.status).toBe('success')
    expect(sendReducer(success, { type: 'reset' }).status).toBe('idle')
  })

  it('goes to error and allows a retry as a new attempt', () => {
    const failed = sendReducer(sendReducer(initialSendState, { type: 'submit' }), {
      type: 'failed',
      attempt: 1,
    })
    expect(failed.status).toBe('error')
    expect(sendReducer(failed, { type: 'submit' })).toEqual({ status: 'sending', attempt: 2 })
  })

  it('ignores a second submit while sending', () => {
    const sending = sendReducer(initialSendState, { type: 'submit' })
    expect(sendReducer(sending, { type: 'submit' })).toBe(sending)
  })

  it('ignores a late reply for an earlier attempt', () => {
    const first = sendReducer(initialSendState, { type: 'submit' })
    const failed = sendReducer(first, { type: 'failed', attempt: 1 })
    const retry = sendReducer(failed, { type: 'submit' })
    expect(sendReducer(retry, { type: 'succeeded', attempt: 1 })).toBe(retry)
    expect(sendReducer(failed, { type: 'succeeded', attempt: 1 })).toBe(failed)
  })
})
