import { contactForm, expectedPayload, fillForm, openForm, SAMPLE, SEND_OUTCOME } from './contact-helpers'
import { chooseServer } from '../../scripts/setup.mjs'
import { expect, test } from './fixtures'
import { ENGLISH, PAGES, SPANISH } from './languages'
import {
  ask,
  conversation,
  expectScrolledTo,
  handOff,
  launcher,
  layoutShifts,
  recordLayoutShifts,
  siteRoot,
  stopClock,
} from './page-helpers'

test.use({ reducedMotion: 'reduce' })

for (const language of PAGES) {
  const other = language === ENGLISH ? SPANISH : ENGLISH

  test.describe(`${language.path} in its language`, () => {
    test('says its language, its address and the other language’s to browsers and search engines', async ({
      page,
      baseURL,
    }) => {
      await page.goto(language.path)
      const root = siteRoot(baseURL).replace(/\/$/, '')
      // Spanish as written in the United States and Latin America (es-US), declared as such.
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${root}${language.path}`)
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        )
      // The bare language as well as the variant, so that every Spanish speaker is matched.
      expect(alternates).toEqual([
        ['en', `${root}/`],
        ['en-US', `${root}/`],
        ['es', `${root}/es/`],
        ['es-US', `${root}/es/`],
        ['x-default', `${root}/`],
      ])
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        language.locale.replace('-', '_'),
      )
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as {
        '@graph': { '@type': string; inLanguage?: string; image?: string }[]
      }
      expect(data['@graph'].find((node) => node['@type'] === 'WebSite')?.inLanguage).toBe(language.locale)
      // The share image with the page's own words, in the Open Graph tags and the structured data.
      const image = `${root}${language === ENGLISH ? '/og-image.png' : '/og-image-es.png'}`
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image)
      expect(data['@graph'].find((node) => node['@type'] === 'ProfessionalService')?.image).toBe(image)
    })

    test('links to the other language from where the visitor is: #pricing leads to #pricing', async ({
      page,
    }) => {
      await page.goto(`${language.path}#pricing`)
      const link = page.getByRole('banner').getByRole('link', { name: language.languageSwitch, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('hreflang', other.language)
      await expect(link).toHaveAttribute('lang', other.language)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${other.path.replace(/\//g, '\\/')}#pricing$`))
      await expect(page.locator('html')).toHaveAttribute('lang', other.locale)
      await expectScrolledTo(page, 'pricing')
    })

    test('sends the contact form as EmailJS expects, in the page’s words, and closes 2 s after', async ({
      page,
      inbox,
    }) => {
      await page.goto(language.path)
      await stopClock(page)
      const form = await openForm(page, language)
      await fillForm(form, SAMPLE)
      await expect(form.dialog.getByText(language.messageCount(SAMPLE.message.length))).toBeVisible()
      const held = inbox.holdNext()
      await form.send.click()
      await expect(form.sending).toBeDisabled()
      await expect(form.status).toHaveText(language.messages.sending)
      held.release()
      await expect(form.status).toHaveText(language.messages.success, SEND_OUTCOME)
      expect(inbox.payloads()).toEqual([expectedPayload(SAMPLE)])
      // The success closes the form 2 s later (spec §4).
      await page.clock.runFor(1999)
      await expect(form.dialog).toBeVisible()
      await page.clock.runFor(1)
      await expect(form.dialog).toBeHidden()
    })

    test('answers a question from the page in its language, and hands the rest to the studio, all in the width of a phone', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(language.path)
      await launcher(page, language).click()
      const [priceQuestion, offTopic] =
        language === ENGLISH
          ? ['How much is the Grow plan?', 'Can you change my car’s oil?']
          : ['¿Cuánto cuesta el plan Grow?', '¿Me pueden arreglar el carro?']
      await ask(page, priceQuestion, language)
      await expect(conversation(page, language)).toContainText('$500')
      await expect(conversation(page, language)).toContainText('$49')
      // Its example and its hand-off fit the field and keep one line at every width: the layout check's.
      await ask(page, offTopic, language)
      await handOff(page, language).click()
      const form = contactForm(page, language)
      await expect(form.dialog).toBeVisible()
      await expect(form.fields.message).toHaveValue(new RegExp(offTopic.replace(/[?¿]/g, '.')))
    })
  })
}

test.describe('the suggestion of the Spanish page', () => {
  test.describe(() => {
    test.use({ locale: 'es-US' })

    test('shows on / to a browser that prefers Spanish, moves nothing, and stays dismissed', async ({
      page,
    }) => {
      await recordLayoutShifts(page)
      await page.goto('/')
      const suggestion = page.getByRole('complementary', { name: 'Esta página también está en español.' })
      await expect(suggestion).toBeVisible()
      await expect(suggestion.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/')
      expect(await layoutShifts(page)).toEqual([])
      await suggestion.getByRole('button', { name: 'Cerrar sugerencia' }).click()
      await expect(suggestion).toBeHidden()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(suggestion).toBeHidden()
    })

    test('is not on the Spanish page, and nobody is redirected', async ({ page }) => {
      const response = await page.goto('/es/')
      expect(response?.status()).toBe(200)
      expect(response?.request().redirectedFrom()).toBeNull()
      await expect(page.getByText('Esta página también está en español.')).toHaveCount(0)
    })
  })

  test('does not show to a browser that prefers English', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.request().redirectedFrom()).toBeNull()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('complementary', { name: 'Esta página también está en español.' }),
    ).toBeHidden()
  })
})

test('nginx serves /es/ with the same headers and caching as /, and /es leads to /es/', async ({
  baseURL,
}) => {
  test.skip(!chooseServer({ install: false }).nginx, 'needs nginx, whose configuration sends /es on')
  const root = siteRoot(baseURL)
  const [english, spanish] = await Promise.all([fetch(root), fetch(new URL('/es/', root))])
  expect(spanish.status).toBe(200)
  for (const header of [
    'content-security-policy',
    'cache-control',
    'strict-transport-security',
    'content-type',
  ]) {
    expect(spanish.headers.get(header), header).toBe(english.headers.get(header))
  }
  const bare = await fetch(new URL('/es', root), { redirect: 'manual' })
  expect(bare.status).toBe(301)
  expect(bare.headers.get('location')).toBe('/es/')
})

test('the sitemap lists both pages, each with the other as its alternate', async ({ baseURL }) => {
  const root = siteRoot(baseURL).replace(/\/$/, '')
  const sitemap = await (await fetch(`${root}/sitemap.xml`)).text()
  expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
    `${root}/`,
    `${root}/es/`,
  ])
  for (const path of ['/', '/es/']) {
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="${path === '/' ? 'en' : 'es'}" href="${root}${path}" />`,
    )
  }
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${root}/" />`)
})
