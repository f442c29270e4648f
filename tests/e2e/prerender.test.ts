import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { siteRoot, waitForIsland } from './page-helpers'

const SECTION_TEXTS = [
  'Websites that sell.',
  'Immersive Web Design',
  'Reputation Catalyst',
  'Modern Restaurant Platform',
  'Home and Electric Websites',
  'All-Inclusive',
  'Enterprise Custom',
  // On one line: word joiners hold its en dash to its neighbours.
  '$1,000–\u2060$10,000+',
  'Most Popular',
  'Free website check',
  '© 2025',
  'hello@brightpath.studio',
]

/** The HTML nginx serves at the site's root. */
const servedHtml = async (baseURL: string | undefined) => (await fetch(siteRoot(baseURL))).text()

test.describe('prerendered page', () => {
  test('serves dist/index.html as it is, with every section’s text', async ({ baseURL }) => {
    const html = await servedHtml(baseURL)

    await test.step('serves index.html with every section’s text before any script runs', async () => {
      // A title's last words are held together by a no-break space (src/lib/lone-words.ts).
      const words = html.replaceAll('\u00a0', ' ')
      for (const text of SECTION_TEXTS) expect(words).toContain(text.replace('&', '&amp;'))
      for (const id of ['home', 'services', 'work', 'check', 'pricing', 'reviews'])
        expect(html).toContain(`id="${id}"`)
    })

    await test.step('holds no script in its head: the entry is the last thing in its body, where nothing waits for it', async () => {
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).not.toContain('<script')
      expect(html).toMatch(
        /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>\s*<\/body>/,
      )
    })

    await test.step('matches the file in dist/', async () => {
      const file = await readFile(new URL('../../dist/index.html', import.meta.url), 'utf8')
      expect(html).toBe(file)
    })
  })

  test.describe(() => {
    test.use({ javaScriptEnabled: false })

    test('reads the same with JavaScript off', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('AI that speaks.')
      for (const id of ['services', 'work', 'check', 'pricing', 'reviews']) {
        await expect(page.locator(`#${id} h2`)).toBeVisible()
      }
      for (const text of ['Reputation Catalyst', 'Smart School Websites', 'Enterprise Custom']) {
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
      }
    })
  })

  test('hydrates its islands without warnings or errors', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Build My Website' }).click()
    await expect(page.getByRole('dialog', { name: 'Build My Website' })).toBeVisible()
    await waitForIsland(page, 'contact')
    await page.keyboard.press('Escape')
    await page.getByRole('region', { name: 'Client stories' }).scrollIntoViewIfNeeded()
    await waitForIsland(page, 'carousel')
    // No warning or error: the `problems` fixture fails the test on any.
  })
})
