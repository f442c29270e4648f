import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { BOOKING_WORDS, bookingControls } from './booking-helpers'
import { contactForm, expectOutcome, expectReadable, fillForm, SAMPLE } from './contact-helpers'
import { expect, test } from './fixtures'
import { ENGLISH, PAGES, SPANISH } from './languages'
import {
  addressField,
  checkButton,
  checkSection,
  dialogNamed,
  fault,
  flushTasks,
  navButton,
  stopClock,
} from './page-helpers'
import type { PageSpeedReply } from './pagespeed-fake'

// The free website check (issue 30) against a fake of Google's PageSpeed Insights API at its real
// address, answering with real Lighthouse reports (tests/fixtures/pagespeed/).

interface Report {
  lighthouseResult: {
    categories: Record<string, { score: number }>
    audits: Record<string, { title: string }>
  }
  loadingExperience: { metrics: Record<string, { category: string }> }
}

const report = (name: 'fast' | 'slow', language: 'en' | 'es'): Report =>
  JSON.parse(
    readFileSync(new URL(`../fixtures/pagespeed/reports/${name}.${language}.json`, import.meta.url), 'utf8'),
  )

/** The four scores as the report gives them, 0–100, in the meters' order. */
const scoresOf = (fixture: Report) =>
  ['performance', 'accessibility', 'best-practices', 'seo'].map((id) =>
    Math.round((fixture.lighthouseResult.categories[id]?.score ?? NaN) * 100),
  )

/** CrUX's categories, as the result names them. */
const RATINGS: Record<'en' | 'es', Record<string, string>> = {
  en: { FAST: 'Good', AVERAGE: 'Needs improvement', SLOW: 'Poor' },
  es: { FAST: 'Bueno', AVERAGE: 'Necesita mejorar', SLOW: 'Deficiente' },
}

const meters = (page: Page, language = ENGLISH): Locator => checkSection(page, language).getByRole('meter')

/** Types an address and presses Check my website, as a visitor does the moment the section shows. */
async function check(page: Page, address: string, language = ENGLISH): Promise<void> {
  await addressField(page, language).fill(address)
  await checkButton(page, language).click()
}

/** The meters show exactly these scores, each named by its category and drawn with its number. */
async function expectScores(page: Page, scores: number[], language = ENGLISH): Promise<void> {
  await expect(meters(page, language)).toHaveCount(4)
  for (const [i, name] of language.check.meters.entries()) {
    const meter = checkSection(page, language).getByRole('meter', { name, exact: true })
    await expect(meter).toHaveAttribute('aria-valuenow', String(scores[i]))
    await expectReadable(meter.getByText(String(scores[i]), { exact: true }))
  }
}

test.use({ viewport: { width: 1280, height: 900 } })

for (const language of PAGES) {
  test(`${language.path}: a visitor checks an address, sees the scores, the field data and the three findings, and sends the check to the studio`, async ({
    page,
    pagespeed,
    inbox,
    calendar,
  }) => {
    const typed = language === ENGLISH ? 'www.Joes-Diner.com/menu' : 'HTTP://Restaurante-Lupita.com'
    const checked =
      language === ENGLISH ? 'https://www.joes-diner.com/menu' : 'https://restaurante-lupita.com/'
    const fixture = report('slow', language.language)
    await page.goto(language.path)
    await expect(checkSection(page, language).getByRole('heading', { level: 2 })).toHaveText(
      language.check.heading,
    )

    await test.step('while the check runs: progress in words, Cancel, one request however often Check is pressed, and the page stays usable', async () => {
      const held = pagespeed.holdNext()
      await check(page, typed, language)
      const progress = checkSection(page, language).getByRole('progressbar')
      await expect(progress).toBeVisible()
      await expect(progress).toHaveAccessibleName(
        language === ENGLISH ? `Checking ${checked}` : `Revisando ${checked}`,
      )
      await expectReadable(checkSection(page, language).getByText(/0 (seconds|segundos)/))
      await expect(
        checkSection(page, language).getByRole('button', { name: language.check.cancel }),
      ).toBeVisible()

      // While a check runs the button says it does nothing (aria-disabled), and Playwright waits
      // for an enabled control: a visitor's tap goes through all the same.
      await checkButton(page, language).click({ force: true })
      await addressField(page, language).press('Enter')
      await flushTasks(page)
      expect(pagespeed.requests).toHaveLength(1)
      const request = pagespeed.requests[0]?.searchParams
      expect(request?.get('url')).toBe(checked)
      expect(request?.get('strategy')).toBe('MOBILE')
      expect(request?.getAll('category')).toEqual(['PERFORMANCE', 'ACCESSIBILITY', 'BEST_PRACTICES', 'SEO'])
      expect(request?.get('locale')).toBe(language.locale)
      expect(request?.get('fields')).toBeTruthy()

      // Another part of the page works meanwhile.
      await navButton(page, language.dialogs.faq, language).click()
      await expect(dialogNamed(page, language.dialogs.faq)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialogNamed(page, language.dialogs.faq)).toBeHidden()

      held.release({ report: 'slow' })
    })

    await test.step('the result: the four scores, what real Chrome users saw, and the three costliest findings, each with the plan that fixes it', async () => {
      await expectScores(page, scoresOf(fixture), language)
      await expect(checkSection(page, language).getByRole('progressbar')).toHaveCount(0)
      await expectReadable(checkSection(page, language).getByText(checked, { exact: true }))

      const metrics = fixture.loadingExperience.metrics
      for (const [name, metric] of [
        [/LCP/, 'LARGEST_CONTENTFUL_PAINT_MS'],
        [/INP/, 'INTERACTION_TO_NEXT_PAINT'],
        [/CLS/, 'CUMULATIVE_LAYOUT_SHIFT_SCORE'],
      ] as const) {
        const entry = checkSection(page, language).getByRole('term').filter({ hasText: name })
        await expectReadable(entry)
        const rating = RATINGS[language.language][metrics[metric]?.category ?? '']
        await expect(entry.locator('xpath=..')).toContainText(rating ?? 'no rating')
      }

      const findings = checkSection(page, language).getByRole('heading', { level: 5 })
      await expect(findings).toHaveCount(3)
      for (const finding of await findings.all()) await expectReadable(finding)
      // Lighthouse's own words back them, in the page's language: the page has no meta description.
      const audit = fixture.lighthouseResult.audits['meta-description']?.title ?? 'no title'
      await expectReadable(checkSection(page, language).getByText(audit).first())
      // Lighthouse's markdown shows as code and text: no backtick and no link's brackets.
      await expectReadable(checkSection(page, language).locator('code').first())
      await expect(checkSection(page, language)).not.toContainText('`')
      await expect(checkSection(page, language)).not.toContainText('](')
      const planLinks = checkSection(page, language).getByRole('link', { name: /plan/i })
      await expect(planLinks).toHaveCount(3)
      const target = (await planLinks.first().getAttribute('href')) ?? ''
      await planLinks.first().click()
      await expect(page.locator(target)).toBeInViewport()
    })

    await test.step('Book a free call beside the result opens the booking dialog', async () => {
      const words = BOOKING_WORDS[language.language]
      await expect(bookingControls(checkSection(page, language), words)).toHaveCount(1)
      await checkSection(page, language).getByRole('button', { name: words.button }).click()
      await expect(page.getByRole('dialog', { name: words.dialog }).getByRole('radio').first()).toBeVisible()
      expect(calendar.slots.requests).toHaveLength(1)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: words.dialog })).toBeHidden()
    })

    await test.step('Send this check to the studio opens the contact form with the address and the scores, and the visitor sends it', async () => {
      const handOff = checkSection(page, language).getByRole('button', { name: language.check.handOff })
      await handOff.click()
      const form = contactForm(page, language)
      await expect(form.dialog).toBeVisible()
      await expect(form.dialog).toHaveAccessibleName(language.build)
      await expect(form.fields.subject).toHaveValue(
        new RegExp(checked.replace('https://', '').replace(/\/$/, '')),
      )
      const scores = scoresOf(fixture)
      for (const [i, name] of language.check.meters.entries())
        await expect(form.fields.message).toHaveValue(new RegExp(`${name} ${scores[i]}\\b`))
      await expect(form.fields.message).toHaveValue(new RegExp(checked.replaceAll('.', '\\.')))
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
      await form.send.click()
      await expectOutcome(form, language.messages.success)
      const sent = inbox.payloads().at(-1) as { template_params: { subject: string; message: string } }
      expect(sent.template_params.message).toContain(checked)
    })
  })
}

test('without field data the result says so, and each score shows in its colour band', async ({
  page,
  pagespeed,
}) => {
  pagespeed.replyNext({ report: 'fast', fieldData: false })
  await page.goto('/')
  await check(page, 'joes-diner.com')
  const fixture = report('fast', 'en')
  await expectScores(page, scoresOf(fixture))
  await expectReadable(checkSection(page).getByText(/no measurements from real Chrome users/))
  await expect(checkSection(page).getByRole('term')).toHaveCount(0)

  // Lighthouse's bands: 0–49, 50–89, 90–100, each in its own colour and word.
  const colour = (name: string) =>
    checkSection(page)
      .getByRole('meter', { name, exact: true })
      .evaluate((meter) => getComputedStyle(meter).color)
  const bandOf = (score: number) => (score >= 90 ? 'Good' : score >= 50 ? 'Needs work' : 'Poor')
  const scores = scoresOf(fixture)
  const byBand = new Map<string, Set<string>>()
  for (const [i, name] of ENGLISH.check.meters.entries()) {
    const band = bandOf(scores[i] ?? NaN)
    await expect(checkSection(page).getByRole('listitem').filter({ hasText: name })).toContainText(band)
    byBand.set(band, (byBand.get(band) ?? new Set()).add(await colour(name)))
  }
  // One colour per band, and a different one for each band.
  for (const colours of byBand.values()) expect(colours.size).toBe(1)
  expect(new Set([...byBand.values()].map((colours) => [...colours][0])).size).toBe(byBand.size)
})

test('an address that cannot be checked is refused before any request, with its own message, and kept', async ({
  page,
  pagespeed,
}) => {
  await page.goto('/')
  const messages = new Set<string>()
  for (const typed of [
    '',
    'joes diner',
    'ftp://joes-diner.com',
    'javascript:alert(1)',
    'localhost:3000',
    '192.168.1.10',
    'printer.local',
    'wiki.corp.internal',
  ]) {
    await check(page, typed)
    await expect(fault(page)).not.toBeEmpty()
    await expectReadable(fault(page))
    messages.add((await fault(page).textContent()) ?? '')
    await expect(addressField(page)).toHaveValue(typed)
    await expect(addressField(page)).toHaveAttribute('aria-invalid', 'true')
  }
  // Empty, not an address, another scheme, a machine Google cannot reach.
  expect(messages.size).toBe(4)
  expect(pagespeed.requests).toHaveLength(0)
})

/** Each fault of a check sent; only the API's refusal of the address marks the field invalid. */
const FAULTS: { reply: PageSpeedReply; message: RegExp; console: string; addressAtFault?: true }[] = [
  {
    reply: { error: 'invalid-url' },
    message: /could not check that address/,
    console: 'status of 400',
    addressAtFault: true,
  },
  { reply: { error: 'FAILED_DOCUMENT_REQUEST' }, message: /could not be reached/, console: 'status of 400' },
  {
    reply: { error: 'ERRORED_DOCUMENT_REQUEST', status: 500 },
    message: /could not be reached/,
    console: 'status of 500',
  },
  { reply: { error: 'DNS_FAILURE' }, message: /could not be reached/, console: 'status of 400' },
  { reply: { error: 'NO_FCP' }, message: /did not show anything/, console: 'status of 400' },
  { reply: { error: 'quota' }, message: /checks are busy/, console: 'status of 429' },
  {
    reply: { abort: 'internetdisconnected' },
    message: /could not reach Google/,
    console: 'ERR_INTERNET_DISCONNECTED',
  },
]

test('each fault of the API gets its message next to the field, keeps the address, marks it invalid only for the address’s own fault, and a retry sends exactly one request', async ({
  page,
  pagespeed,
  problems,
}) => {
  await page.goto('/')
  for (const { reply, message, console: logged, addressAtFault } of FAULTS) {
    problems.expectProblem(logged)
    await test.step(JSON.stringify(reply), async () => {
      const sent = pagespeed.requests.length
      pagespeed.replyNext(reply)
      await check(page, 'joes-diner.com')
      await expect(fault(page)).toHaveText(message)
      await expectReadable(fault(page))
      await expect(addressField(page)).toHaveValue('joes-diner.com')
      // The field is marked invalid for a fault of the address alone, not of the network or Google.
      if (addressAtFault) await expect(addressField(page)).toHaveAttribute('aria-invalid', 'true')
      else await expect(addressField(page)).not.toHaveAttribute('aria-invalid')
      expect(pagespeed.requests).toHaveLength(sent + 1)
    })
  }
  await test.step('the retry: the same button, one request, the result', async () => {
    const sent = pagespeed.requests.length
    await checkButton(page).click()
    await expectScores(page, scoresOf(report('fast', 'en')))
    await expect(fault(page)).toBeHidden()
    expect(pagespeed.requests).toHaveLength(sent + 1)
  })
})

test('when checks are busy (429), the visitor can send the address to the studio for a check by hand', async ({
  page,
  pagespeed,
  problems,
}) => {
  problems.expectProblem('status of 429')
  pagespeed.replyNext({ error: 'quota' })
  await page.goto('/')
  await check(page, 'joes-diner.com/menu')
  await expect(fault(page)).toHaveText(/checks are busy/)
  await checkSection(page).getByRole('button', { name: 'Ask the studio to check it by hand' }).click()
  const form = contactForm(page)
  await expect(form.dialog).toBeVisible()
  await expect(form.fields.subject).toHaveValue('Manual website check: joes-diner.com/menu')
  await expect(form.fields.message).toHaveValue(/https:\/\/joes-diner\.com\/menu/)
  expect(pagespeed.requests).toHaveLength(1)
})

test('a check stops after 90 s on the page’s clock with a message, and the retry sends one request', async ({
  page,
  pagespeed,
}) => {
  await page.goto('/')
  await stopClock(page)
  pagespeed.replyNext({ hang: true })
  await check(page, 'joes-diner.com')
  await expect(checkSection(page).getByRole('progressbar')).toBeVisible()
  await page.clock.runFor(12_000)
  await expectReadable(checkSection(page).getByText(/^12 seconds so far/))
  await page.clock.runFor(77_999)
  await flushTasks(page)
  await expect(checkSection(page).getByRole('progressbar')).toBeVisible()
  await expect(fault(page)).toBeHidden()
  await page.clock.runFor(1)
  await expect(fault(page)).toHaveText(/took longer than 90 seconds/)
  await expect(checkSection(page).getByRole('progressbar')).toHaveCount(0)
  await expect(addressField(page)).toHaveValue('joes-diner.com')

  await checkButton(page).click()
  await expectScores(page, scoresOf(report('fast', 'en')))
  expect(pagespeed.requests).toHaveLength(2)
})

test('Cancel stops the check at once, keeps the address, and a new check sends one request', async ({
  page,
  pagespeed,
}) => {
  await page.goto('/')
  pagespeed.replyNext({ hang: true })
  await check(page, 'joes-diner.com')
  await checkSection(page).getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(checkSection(page).getByRole('progressbar')).toHaveCount(0)
  await expectReadable(checkSection(page).getByText('Check cancelled.', { exact: false }))
  await expect(addressField(page)).toBeFocused()
  await expect(addressField(page)).toHaveValue('joes-diner.com')
  await expect(fault(page)).toBeHidden()

  await checkButton(page).click()
  await expectScores(page, scoresOf(report('fast', 'en')))
  expect(pagespeed.requests).toHaveLength(2)
})

test('everything in the response is shown as text, never as markup', async ({ page, pagespeed }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  pagespeed.replyNext({ markup: true })
  await page.goto('/')
  await check(page, 'joes-diner.com')
  await expect(meters(page)).toHaveCount(4)
  // The checked address and Lighthouse's strings carry the markup; it shows as written.
  await expectReadable(checkSection(page).getByText('<img src=x onerror', { exact: false }).first())
  await expect(checkSection(page).locator('img, script, iframe')).toHaveCount(0)
  await expect(checkSection(page).locator('a[href^="javascript:"]')).toHaveCount(0)
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
  expect(dialogs).toBe(0)
})

test.describe(() => {
  test.use({ javaScriptEnabled: false })

  test('without JavaScript the form opens PageSpeed Insights’ own page with the address, in a new tab', async ({
    page,
    context,
  }) => {
    await context.route('https://pagespeed.web.dev/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>PageSpeed Insights</title>' }),
    )
    await page.goto(SPANISH.path)
    await expectReadable(checkSection(page, SPANISH).getByText('Se abre en una pestaña nueva.'))
    await addressField(page, SPANISH).fill('restaurante-lupita.com')
    const opened = context.waitForEvent('page')
    await checkButton(page, SPANISH).click()
    const tab = await opened
    await tab.waitForLoadState()
    expect(tab.url()).toBe('https://pagespeed.web.dev/analysis?url=restaurante-lupita.com')
    expect(page.url()).toMatch(/\/es\/$/)
  })
})
