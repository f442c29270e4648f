import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { chooseServer, findChromium, playwrightChromium, SERVERS } from '../../scripts/setup.mjs'

// What `npm test` does on a machine with no system Chromium, no apt-get and no nginx (a Mac or a Fedora
// laptop without them): CHROMIUM_PATH, NGINX_PATH and PATH all point at an empty folder.
describe('finding a Chromium and a server with nothing installed', () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-tools-'))
  const browsers = mkdtempSync(join(tmpdir(), 'playwright-browsers-'))
  const env = {
    PATH: empty,
    CHROMIUM_PATH: empty,
    NGINX_PATH: empty,
    PLAYWRIGHT_BROWSERS_PATH: browsers,
    // Playwright's download fails at once (nothing listens there) instead of fetching a browser.
    PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9',
  }
  const found = (find: (log: (line: string) => void) => unknown) => {
    const lines: string[] = []
    let result: unknown
    try {
      result = find((line) => lines.push(line))
    } catch (error) {
      result = error instanceof Error ? error.message : error
    }
    return { result, lines }
  }

  afterAll(() => {
    rmSync(empty, { recursive: true, force: true })
    rmSync(browsers, { recursive: true, force: true })
  })

  it('serves the browser tests with vite preview, saying so and how to install nginx', () => {
    const { result, lines } = found((log) => chooseServer({ env, log }))
    expect(result).toEqual({ server: SERVERS.preview, nginx: null })
    expect(lines).toEqual([
      `NGINX_PATH=${empty} is not an executable file: looking further`,
      expect.stringMatching(
        /^Server: vite preview with the site's headers, as there is no nginx; the tests that need nginx are skipped: install nginx .*apt-get install nginx.*brew install nginx/,
      ),
    ])
  })

  it('tries Playwright’s download, then stops with what to install, when there is no Chromium at all', () => {
    const { result, lines } = found((log) => findChromium({ env, log }))
    expect(result).toMatch(
      /^no Chromium for the browser tests: set CHROMIUM_PATH, or install Chromium .*npx playwright install chromium/,
    )
    expect(lines).toEqual([
      `CHROMIUM_PATH=${empty} is not an executable file: looking further`,
      'Chromium: none on this system; downloading Playwright’s own (playwright install chromium)…',
      'Chromium: Playwright’s download failed',
    ])
  })

  it('picks Playwright’s own Chromium once it is downloaded', () => {
    const own = playwrightChromium(env)
    expect(own.startsWith(browsers)).toBe(true)
    mkdirSync(dirname(own), { recursive: true })
    writeFileSync(own, '#!/bin/sh\n')
    chmodSync(own, 0o755)
    const { result, lines } = found((log) => findChromium({ env, log }))
    expect(result).toEqual({ path: own, source: 'Playwright’s own' })
    expect(lines).toEqual([
      `CHROMIUM_PATH=${empty} is not an executable file: looking further`,
      `Chromium: ${own} (Playwright’s own)`,
    ])
  })

  it('takes CHROMIUM_PATH first when it names an executable', () => {
    const { result, lines } = found((log) =>
      findChromium({ env: { ...env, CHROMIUM_PATH: process.execPath }, log }),
    )
    expect(result).toEqual({ path: process.execPath, source: 'CHROMIUM_PATH' })
    expect(lines).toEqual([`Chromium: ${process.execPath} (CHROMIUM_PATH)`])
  })
})
