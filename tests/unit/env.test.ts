import { describe, expect, it } from 'vitest'
import { DEFAULT_EMAILJS_ORIGIN } from '../../scripts/settings.mjs'
import { ConfigError, resolveConfig, type Env } from '../../src/lib/env'

const valid: Env = {
  VITE_STUDIO_NAME: 'Brightpath Studio',
  VITE_CONTACT_EMAIL: 'hello@brightpath.studio',
  VITE_SITE_URL: 'https://brightpath.studio/',
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
}

function problemsOf(env: Env): string[] {
  try {
    resolveConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('resolveConfig', () => {
  it('reads a valid environment, trimming values and the trailing slash', () => {
    const config = resolveConfig({ ...valid, VITE_STUDIO_NAME: '  Brightpath Studio ' })
    expect(config).toEqual({
      studioName: 'Brightpath Studio',
      contactEmail: 'hello@brightpath.studio',
      siteUrl: 'https://brightpath.studio',
      emailjs: {
        publicKey: 'pk',
        serviceId: 'service',
        templateId: 'template',
        origin: DEFAULT_EMAILJS_ORIGIN,
      },
      checkoutUrls: { launch: undefined, grow: undefined, scale: undefined, allInclusive: undefined },
    })
  })

  it('uses a configured EmailJS origin', () => {
    expect(resolveConfig({ ...valid, VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4174/' }).emailjs.origin).toBe(
      'http://127.0.0.1:4174',
    )
  })

  it('names every missing or empty required variable', () => {
    const problems = problemsOf({
      ...valid,
      VITE_EMAILJS_PUBLIC_KEY: '',
      VITE_EMAILJS_TEMPLATE_ID: undefined,
    })
    expect(problems).toEqual(['missing or empty: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID'])
  })

  it('says where to set the variables', () => {
    expect(() => resolveConfig({})).toThrow(/\.env\.production\.local.*README/s)
  })

  it('accepts https checkout links per plan', () => {
    const config = resolveConfig({ ...valid, VITE_CHECKOUT_URL_GROW: 'https://pay.example.com/grow' })
    expect(config.checkoutUrls.grow).toBe('https://pay.example.com/grow')
    expect(config.checkoutUrls.scale).toBeUndefined()
  })

  it('rejects a checkout link that is not https, naming the variable', () => {
    expect(problemsOf({ ...valid, VITE_CHECKOUT_URL_SCALE: 'http://pay.example.com/scale' })).toEqual([
      'VITE_CHECKOUT_URL_SCALE must be an https:// URL: "http://pay.example.com/scale"',
    ])
    expect(problemsOf({ ...valid, VITE_CHECKOUT_URL_ALL_INCLUSIVE: 'pay.example.com' })[0]).toMatch(
      /^VITE_CHECKOUT_URL_ALL_INCLUSIVE /,
    )
  })

  it('rejects a malformed contact email, site URL or EmailJS origin', () => {
    expect(
      problemsOf({
        ...valid,
        VITE_CONTACT_EMAIL: 'hello',
        VITE_SITE_URL: 'brightpath',
        VITE_EMAILJS_ORIGIN: 'ftp://x',
      }),
    ).toHaveLength(3)
  })
})
