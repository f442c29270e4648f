import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

import { baseURL, useBrowser, openPage } from './browser'

const SECTION_TEXTS = [
  'Websites that sell.',
  'Immersive Web Design',
  'Reputation Catalyst',
  'Modern Restaurant Platform',
  'Home and Electric Websites',
  'All-Inclusive',
  'Enterprise Custom',
  '$1,000–$10,000+',
  'Most Popular',
  '© 2025',
  'hello@brightpath.studio',
]

describe('prerendered page', () => {
  const browser = useBrowser()

  it('serves index.html with every section’s text before any script runs', async () => {
    const html = await (await fetch(baseURL())).text()
    for (const text of SECTION_TEXTS) expect(html).toContain(text.replace('&', '&amp;'))
    for (const id of ['home', 'services', 'work', 'pricing', 'reviews']) expect(html).toContain(`id="${id}"`)
  })

  it('matches the file in dist/', async () => {
    const file = await readFile(new URL('../../dist/index.html', import.meta.url), 'utf8')
    expect(await (await fetch(baseURL())).text()).toBe(file)
  })

  it('reads the same with JavaScript off', async () => {
    const { page, problems } = await openPage(browser(), { javaScriptEnabled: false })
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('AI that speaks.')
    for (const id of ['services', 'work', 'pricing', 'reviews']) {
      await expect(page.locator(`#${id} h2`).isVisible()).resolves.toBe(true)
    }
    for (const text of ['Reputation Catalyst', 'Smart School Websites', 'Enterprise Custom']) {
      await expect(page.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true)
    }
    expect(problems.filter((p) => !p.includes('404'))).toEqual([])
    await page.context().close()
  })

  it('hydrates without warnings or errors', async () => {
    const { page, problems } = await openPage(browser())
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Build My Website' }).click()
    // The dialogs' code loads on the first interaction: wait for the dialog rather than expect it at once.
    await page.getByRole('dialog', { name: 'Build My Website' }).waitFor({ state: 'visible' })
    expect(problems).toEqual([])
    await page.context().close()
  })
})
