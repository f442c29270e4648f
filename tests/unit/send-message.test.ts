import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildTemplateParams, sendContactMessage, SendError } from '../../src/contact/send-message'
import { SEND_TIMEOUT_MS } from '../../src/contact/send-state'

const values = {
  name: ' Ana ',
  email: 'ana@casaverde.com ',
  subject: ' Menu site ',
  message: ' Hi <b>there</b> 🌮 ',
}

describe('buildTemplateParams', () => {
  it('maps the form to the EmailJS template parameters, trimmed', () => {
    expect(buildTemplateParams(values, 'build', 'Brightpath Studio')).toEqual({
      from_name: 'Ana',
      from_email: 'ana@casaverde.com',
      subject: 'Menu site',
      message: 'Hi <b>there</b> 🌮',
      to_name: 'Brightpath Studio',
    })
  })

  it('falls back to a subject by form type when it is empty', () => {
    expect(buildTemplateParams({ ...values, subject: ' ' }, 'build', 'S').subject).toBe(
      'Website Build Request',
    )
    expect(buildTemplateParams({ ...values, subject: '' }, 'general', 'S').subject).toBe('General Inquiry')
  })
})

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  send: vi.fn<(...args: unknown[]) => Promise<unknown>>(),
}))
vi.mock('@emailjs/browser', () => sdk)

describe('sendContactMessage', () => {
  const params = buildTemplateParams(values, 'build', 'Test Studio')

  beforeEach(() => {
    sdk.init.mockReset()
    sdk.send.mockReset()
  })

  it('configures the SDK from the config module and sends with send(), once', async () => {
    sdk.send.mockResolvedValue({ status: 200, text: 'OK' })
    await sendContactMessage(params)
    expect(sdk.init).toHaveBeenCalledWith({ publicKey: 'unit-public-key' }, 'https://api.emailjs.com')
    expect(sdk.send).toHaveBeenCalledTimes(1)
    expect(sdk.send).toHaveBeenCalledWith('unit_service', 'unit_template', params)
  })

  it('turns an EmailJS reply into a SendError with its status and text', async () => {
    sdk.send.mockRejectedValue({ status: 403, text: 'Forbidden' })
    const error = await sendContactMessage(params).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendError)
    expect(error).toMatchObject({ status: 403, text: 'Forbidden' })
  })

  it('turns a network failure into status 0, Network Error', async () => {
    sdk.send.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(sendContactMessage(params)).rejects.toMatchObject({ status: 0, text: 'Network Error' })
  })

  it('gives up after SEND_TIMEOUT_MS without a reply', async () => {
    vi.useFakeTimers()
    sdk.send.mockReturnValue(new Promise(() => undefined))
    const outcome = sendContactMessage(params).catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
    expect(sdk.send).toHaveBeenCalledTimes(1)
    let settled = false
    void outcome.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ status: 0, text: 'No reply within 15 s' })
    expect(SEND_TIMEOUT_MS).toBe(15_000)
  })
})
