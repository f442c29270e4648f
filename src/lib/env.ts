/**
 * The one place that reads and validates the build-time environment.
 * `vite.config.ts` runs it at build time (so a bad value fails the build),
 * and `config.ts` runs it on `import.meta.env` for the page.
 */

import { DEFAULT_EMAILJS_ORIGIN } from '../../scripts/settings.mjs'
import type { PlanId } from '../content/types'

export interface SiteConfig {
  studioName: string
  contactEmail: string
  siteUrl: string
  emailjs: {
    publicKey: string
    serviceId: string
    templateId: string
    origin: string
  }
  /** Card-payment checkout link per plan; undefined when the studio has not set one. */
  checkoutUrls: Record<PlanId, string | undefined>
}

export type Env = Record<string, string | boolean | undefined>

export const REQUIRED_VARS = [
  'VITE_STUDIO_NAME',
  'VITE_CONTACT_EMAIL',
  'VITE_SITE_URL',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const

export const CHECKOUT_VARS: Record<PlanId, string> = {
  launch: 'VITE_CHECKOUT_URL_LAUNCH',
  grow: 'VITE_CHECKOUT_URL_GROW',
  scale: 'VITE_CHECKOUT_URL_SCALE',
  allInclusive: 'VITE_CHECKOUT_URL_ALL_INCLUSIVE',
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Site configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set these variables in the environment or in .env.production.local ' +
        '(every variable is described in .env.example and in README.md, section Configuration).',
    )
    this.name = 'ConfigError'
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function text(env: Env, name: string): string {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

function isWebUrl(value: string): boolean {
  const url = parseUrl(value)
  return url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:')
}

export function resolveConfig(env: Env): SiteConfig {
  const problems: string[] = []

  const missing = REQUIRED_VARS.filter((name) => text(env, name) === '')
  if (missing.length > 0) problems.push(`missing or empty: ${missing.join(', ')}`)

  const contactEmail = text(env, 'VITE_CONTACT_EMAIL')
  if (contactEmail && !EMAIL_PATTERN.test(contactEmail)) {
    problems.push(`VITE_CONTACT_EMAIL is not an e-mail address: "${contactEmail}"`)
  }

  const siteUrl = text(env, 'VITE_SITE_URL').replace(/\/+$/, '')
  if (siteUrl && !isWebUrl(siteUrl)) {
    problems.push(`VITE_SITE_URL must be an http(s) URL: "${siteUrl}"`)
  }

  const origin = (text(env, 'VITE_EMAILJS_ORIGIN') || DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, '')
  if (!isWebUrl(origin)) {
    problems.push(`VITE_EMAILJS_ORIGIN must be an http(s) URL: "${origin}"`)
  }

  const checkoutUrls = {} as Record<PlanId, string | undefined>
  for (const [plan, name] of Object.entries(CHECKOUT_VARS) as [PlanId, string][]) {
    const value = text(env, name)
    if (value && parseUrl(value)?.protocol !== 'https:') {
      problems.push(`${name} must be an https:// URL: "${value}"`)
    }
    checkoutUrls[plan] = value || undefined
  }

  if (problems.length > 0) throw new ConfigError(problems)

  return {
    studioName: text(env, 'VITE_STUDIO_NAME'),
    contactEmail,
    siteUrl,
    emailjs: {
      publicKey: text(env, 'VITE_EMAILJS_PUBLIC_KEY'),
      serviceId: text(env, 'VITE_EMAILJS_SERVICE_ID'),
      templateId: text(env, 'VITE_EMAILJS_TEMPLATE_ID'),
      origin,
    },
    checkoutUrls,
  }
}
