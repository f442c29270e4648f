import { describe, expect, it } from 'vitest'
import { buildTemplateParams } from '../../src/contact/send-message'

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
