import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const VALID = {
  VITE_STUDIO_NAME: 'Config Test Studio',
  VITE_CONTACT_EMAIL: 'hello@config-test.example',
  VITE_SITE_URL: 'https://config-test.example',
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
}

/** A folder of its own: a build that wrongly goes through never overwrites dist/, which other tests check. */
const outDir = mkdtempSync(join(tmpdir(), 'build-config-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

/** Runs the production build with these variables (set in the environment, they win over .env files). */
function build(variables: Record<string, string>) {
  const result = spawnSync('node', ['scripts/build.mjs', '--out-dir', outDir], {
    env: { ...process.env, ...VALID, ...variables },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('production build configuration', () => {
  it('stops with a message naming every unset or empty EmailJS variable and where to set them', () => {
    const { status, output } = build({ VITE_EMAILJS_PUBLIC_KEY: '', VITE_EMAILJS_TEMPLATE_ID: '  ' })
    expect(status).toBe(1)
    expect(output).toContain('missing or empty: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_TEMPLATE_ID')
    expect(output).not.toContain('VITE_EMAILJS_SERVICE_ID')
    expect(output).toContain('.env.example and in README.md, section Configuration')
    expect(output).not.toMatch(/^\s+at /m)
  })

  it('stops on a checkout link that is not https, naming the variable', () => {
    const { status, output } = build({ VITE_CHECKOUT_URL_GROW: 'http://pay.example/grow' })
    expect(status).toBe(1)
    expect(output).toContain('VITE_CHECKOUT_URL_GROW must be an https:// URL: "http://pay.example/grow"')
  })

  it('stops when only one analytics variable is set, naming the missing one', () => {
    const { status, output } = build({ VITE_ANALYTICS_DOMAIN: 'config-test.example' })
    expect(status).toBe(1)
    expect(output).toContain(
      'VITE_ANALYTICS_ENDPOINT is missing: analytics needs it as well as VITE_ANALYTICS_DOMAIN',
    )
  })
})
