import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { E2E_ANALYTICS, PORTS } from '../../scripts/settings.mjs'
import {
  contactForm,
  fillForm,
  heroButton,
  MESSAGES,
  openForm,
  SAMPLE,
  SEND_OUTCOME,
} from './contact-helpers'
import { NOW, openFromServices } from './booking-helpers'
import { KIT_WORDS, openKit, readQrCode } from './review-kit-helpers'
import { expect, networkSettled, test, watchRequests } from './fixtures'
import { SPANISH } from './languages'
import { ask, conversation, handOff, launcher, navButton } from './page-helpers'

/** The build with analytics configured (its domain 127.0.0.1), and the same page under another name. */
const ANALYTICS_SITE = `http://127.0.0.1:${PORTS.e2eAnalytics}/`
const OTHER_HOSTNAME = `http://localhost:${PORTS.e2eAnalytics}/`
/** The build without analytics, as every other browser test sees it. */
const PLAIN_SITE = `http://127.0.0.1:${PORTS.e2e}/`

const ENDPOINT = E2E_ANALYTICS.env.VITE_ANALYTICS_ENDPOINT
/** Text only Plausible's tracker holds: a script that has it is the tracker. */
const TRACKER_TEXT = 'plausible.init()'

/** Longer than the tracker waits after the load and the first paint (SETTLE_MS in analytics.ts). */
const TRACKER_START_MS = 2000

/** An event as Plausible's endpoint receives it: its name, and its props when it has some. */
type Received = [name: string, props?: Record<string, string>]

/**
 * Plausible's event endpoint, faked: it records every request to the endpoint's origin, and the
 * body of each event, and answers 202 as Plausible does.
 */
async function fakePlausible(context: BrowserContext) {
  const bodies: string[] = []
  await context.route(`${new URL(ENDPOINT).origin}/**`, async (route) => {
    bodies.push(route.request().postData() ?? '')
    await route.fulfill({ status: 202, body: 'ok' })
  })
  const events = () =>
    bodies.map((body): Received => {
      const { n, p } = JSON.parse(body) as { n: string; p?: Record<string, string> }
      return p ? [n, p] : [n]
    })
  return { bodies, events }
}

/** The bytes of Plausible's tracker that the page downloads, once every script's body is read. */
function trackerBytes(page: Page): () => Promise<number> {
  const sizes: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const size = response.body().then(
      (body) => (body.includes(TRACKER_TEXT) ? body.length : 0),
      () => 0,
    )
    sizes.push(size)
  })
  return async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
}

const ANSWERED = 'How much is the Grow plan?'
const OFF_TOPIC = 'What is the weather in Paris tomorrow?'

test.describe('analytics', () => {
  test('sends each event of a visitor’s path once, with its props and nothing the visitor typed', async ({
    page,
    context,
    inbox,
    problems,
  }) => {
    // A visitor's whole path, every dialog and the assistant: about 25 s alone, and beside other
    // runs it took more than the default 90 s once.
    test.slow()
    const endpoint = await fakePlausible(context)
    await context.route('https://checkout.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
    )
    const sent: Received[] = []
    const expectSent = async (...events: Received[]) => {
      sent.push(...events)
      await expect.poll(() => endpoint.events().filter(([name]) => name !== 'engagement')).toEqual(sent)
    }
    const form = contactForm(page)

    await test.step('the load, and See Our Work: pageview, CTA Click', async () => {
      await page.goto(ANALYTICS_SITE)
      await expectSent(['pageview'])
      await page.getByRole('link', { name: 'See Our Work' }).click()
      await expectSent(['CTA Click', { cta: 'See Our Work', section: 'home' }])
    })

    await test.step('Build My Website, typing, a successful send: CTA Click, Contact Form Start once, Lead from the form', async () => {
      await heroButton(page).click()
      await expectSent(['CTA Click', { cta: 'Build My Website', section: 'home' }])
      await fillForm(form, SAMPLE)
      await expectSent(['Contact Form Start'])
      await form.send.click()
      await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
      await expectSent(['Lead', { source: 'form' }])
      await page.keyboard.press('Escape')
    })

    await test.step('Contact in the header and two failed sends: CTA Click, Contact Form Error with EmailJS’s status, then 0 for a lost connection', async () => {
      problems.expectProblem('status of 500')
      problems.expectProblem('Contact message not sent (status 500)')
      problems.expectProblem('net::ERR_CONNECTION_FAILED')
      problems.expectProblem('Contact message not sent (status 0)')
      inbox.replyNext({ status: 500, text: 'Server error' })
      inbox.replyNext({ abort: 'connectionfailed' })
      await navButton(page, 'Contact').click()
      await expectSent(['CTA Click', { cta: 'Contact', section: 'header' }])
      await fillForm(form, SAMPLE)
      await form.send.click()
      await expect(form.status).toContainText(MESSAGES.error, SEND_OUTCOME)
      await expectSent(['Contact Form Error', { status: '500' }])
      await form.send.click()
      await expectSent(['Contact Form Error', { status: '0' }])
      await page.keyboard.press('Escape')
    })

    await test.step('a plan’s checkout: CTA Click and Checkout Click with the plan’s id', async () => {
      const checkout = page.waitForEvent('popup')
      await page.getByRole('link', { name: 'Get Started with Launch (opens in a new tab)' }).click()
      await (await checkout).close()
      await expectSent(
        ['CTA Click', { cta: 'Get Started', section: 'pricing' }],
        ['Checkout Click', { plan: 'launch' }],
      )
    })

    await test.step('an answered question, a handed-off one, and its message sent: Assistant Question twice, Lead from the assistant', async () => {
      await launcher(page).click()
      await ask(page, ANSWERED)
      await expectSent(['Assistant Question', { outcome: 'answered' }])
      await ask(page, OFF_TOPIC)
      await expectSent(['Assistant Question', { outcome: 'handed off' }])
      await handOff(page).click()
      // After the message the failed send left in the form.
      await expect.poll(() => form.fields.message.inputValue()).toContain(OFF_TOPIC)
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
      await form.send.click()
      await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
      await expectSent(['Lead', { source: 'assistant' }])
    })

    await test.step('every event is for this page and domain, and none holds what the visitor typed', async () => {
      const typed = [...Object.values(SAMPLE).flatMap((value) => value.split('\n')), ANSWERED, OFF_TOPIC]
      for (const body of endpoint.bodies) {
        expect(JSON.parse(body)).toMatchObject({
          d: '127.0.0.1',
          u: expect.stringMatching(new RegExp(`^${ANALYTICS_SITE.replaceAll('.', '\\.')}`)),
        })
        for (const text of typed) expect(body).not.toContain(text)
      }
      expect(inbox.requests).toHaveLength(4)
    })
  })

  test('a booking sends Booking with its outcome, and a Lead from the booking, never who or when', async ({
    page,
    context,
    calendar,
    problems,
  }) => {
    problems.expectProblem('status of 500')
    calendar.setNow(NOW)
    await page.clock.install({ time: NOW })
    const endpoint = await fakePlausible(context)
    const sent: Received[] = []
    const expectSent = async (...events: Received[]) => {
      sent.push(...events)
      await expect.poll(() => endpoint.events().filter(([name]) => name !== 'engagement')).toEqual(sent)
    }
    await page.goto(ANALYTICS_SITE)
    await expectSent(['pageview'])
    const booking = await openFromServices(page)
    await expectSent(['CTA Click', { cta: 'Book a free call', section: 'services' }])
    await booking.time('3:00 PM').check()
    await booking.name.fill(SAMPLE.name)
    await booking.email.fill(SAMPLE.email)
    calendar.bookings.replyNext({ error: 'server' })
    await booking.confirm.click()
    await expectSent(['Booking', { outcome: 'failed' }])
    await booking.confirm.click()
    await expectSent(['Booking', { outcome: 'booked' }], ['Lead', { source: 'booking' }])
    for (const body of endpoint.bodies) {
      for (const text of [SAMPLE.name, SAMPLE.email, '2027', '3:00']) expect(body).not.toContain(text)
    }
  })

  test('the website check sends Website Check with its outcome, and a Lead from the check, never the address', async ({
    page,
    context,
    inbox,
    pagespeed,
    problems,
  }) => {
    problems.expectProblem('status of 429')
    const endpoint = await fakePlausible(context)
    const sent: Received[] = []
    const expectSent = async (...events: Received[]) => {
      sent.push(...events)
      await expect.poll(() => endpoint.events().filter(([name]) => name !== 'engagement')).toEqual(sent)
    }
    const address = 'joes-diner.com/menu'
    const section = page.getByRole('region', { name: 'Free website check' })
    const checkButton = section.getByRole('button', { name: 'Check my website', exact: true })
    await page.goto(ANALYTICS_SITE)
    await expectSent(['pageview'])

    // Issue 54: the assistant's copy of the check's link is counted as the link, from the assistant.
    await launcher(page).click()
    await ask(page, 'nobody can find us on google')
    await expectSent(['Assistant Question', { outcome: 'answered' }])
    await conversation(page).getByRole('link', { name: 'Check your website for free' }).click()
    await expectSent(['CTA Click', { cta: 'Check your website for free', section: 'assistant-dialog' }])

    await section.getByRole('textbox', { name: 'Your website' }).fill(address)
    await checkButton.click()
    await expectSent(['Website Check', { outcome: 'done' }])

    pagespeed.replyNext({ error: 'quota' })
    await checkButton.click()
    await expectSent(['Website Check', { outcome: 'failed' }])

    pagespeed.replyNext({ hang: true })
    await checkButton.click()
    await section.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expectSent(['Website Check', { outcome: 'cancelled' }])

    await checkButton.click()
    await expectSent(['Website Check', { outcome: 'done' }])
    await section.getByRole('button', { name: 'Send this check to the studio' }).click()
    const form = contactForm(page)
    await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
    await expectSent(['Contact Form Start'])
    await form.send.click()
    await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
    await expectSent(['Lead', { source: 'check' }])

    for (const body of endpoint.bodies) expect(body).not.toContain('joes-diner')
    expect(inbox.requests).toHaveLength(1)
  })

  test('the review kit made by hand, in a build without a Places key, sends Review Kit and a Lead from its hand-off, never the business or its link', async ({
    page,
    context,
    inbox,
    places,
  }) => {
    const endpoint = await fakePlausible(context)
    const sent: Received[] = []
    const expectSent = async (...events: Received[]) => {
      sent.push(...events)
      await expect.poll(() => endpoint.events().filter(([name]) => name !== 'engagement')).toEqual(sent)
    }
    // A review page on Google (a Yelp kit offers no automatic requests: Yelp's rules forbid asking).
    const link = 'https://g.page/r/corner-cup-maplewood/review'
    await page.goto(ANALYTICS_SITE)
    await expectSent(['pageview'])
    const kit = await openKit(page)
    // Without a key the find form is Google Maps' own search, and the kit is made by hand at once.
    await expect(kit.dialog.getByText('Opens Google Maps in a new tab.')).toBeVisible()
    await kit.dialog.getByRole('textbox', { name: KIT_WORDS.en.name }).fill('Corner Cup')
    await kit.dialog.getByRole('textbox', { name: KIT_WORDS.en.reviewPage }).fill(link)
    await kit.dialog.getByRole('button', { name: KIT_WORDS.en.make }).click()
    await expectSent(['Review Kit', { outcome: 'manual' }])
    const downloading = page.waitForEvent('download')
    await kit.dialog.getByRole('link', { name: KIT_WORDS.en.download }).click()
    expect(await readQrCode(page, readFileSync(await (await downloading).path(), 'utf8'))).toBe(link)

    await kit.dialog.getByRole('button', { name: KIT_WORDS.en.handOff }).click()
    const form = contactForm(page)
    await expect(form.fields.subject).toHaveValue('Automatic review requests for Corner Cup')
    await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
    await expectSent(['Contact Form Start'])
    await form.send.click()
    await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
    await expectSent(['Lead', { source: 'review-kit' }])

    for (const body of endpoint.bodies)
      for (const text of ['Corner', 'g.page']) expect(body).not.toContain(text)
    expect(places.requests).toHaveLength(0)
    expect(inbox.requests).toHaveLength(1)
  })

  test('the Spanish page sends the same events, with the controls’ English labels', async ({
    page,
    context,
    inbox,
  }) => {
    const endpoint = await fakePlausible(context)
    await page.goto(new URL(SPANISH.path, ANALYTICS_SITE).href)
    const events = () => endpoint.events().filter(([name]) => name !== 'engagement')
    await expect.poll(events).toEqual([['pageview']])
    const form = await openForm(page, SPANISH)
    await fillForm(form, SAMPLE)
    await form.send.click()
    await expect(form.status).toHaveText(SPANISH.messages.success, SEND_OUTCOME)
    await expect
      .poll(events)
      .toEqual([
        ['pageview'],
        ['CTA Click', { cta: 'Build My Website', section: 'home' }],
        ['Contact Form Start'],
        ['Lead', { source: 'form' }],
      ])
    expect(inbox.payloads()).toHaveLength(1)
    // Each event is from the Spanish page's address.
    for (const body of endpoint.bodies) expect(JSON.parse(body).u).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/es\//)
  })

  test('the endpoint’s origin is in connect-src of the build with analytics only, from nginx and in _headers', async ({
    request,
  }) => {
    const connectSrc = (policy: string | null | undefined) =>
      policy?.split(';').find((directive) => directive.trim().startsWith('connect-src'))
    const analyticsOrigin = new URL(ENDPOINT).origin
    const withAnalytics = await request.get(ANALYTICS_SITE)
    expect(connectSrc(withAnalytics.headers()['content-security-policy'])).toContain(analyticsOrigin)
    const plain = await request.get(PLAIN_SITE)
    expect(connectSrc(plain.headers()['content-security-policy'])).not.toContain(analyticsOrigin)
    const headersFile = (dir: string) =>
      readFileSync(new URL(`../../${dir}/_headers`, import.meta.url), 'utf8')
    expect(headersFile(E2E_ANALYTICS.dir)).toContain(
      connectSrc(withAnalytics.headers()['content-security-policy']),
    )
    expect(headersFile('dist')).not.toContain(analyticsOrigin)
  })

  const quietCases = [
    { name: 'the build without analytics', url: PLAIN_SITE, init: () => {} },
    {
      name: 'Do Not Track',
      url: ANALYTICS_SITE,
      init: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    },
    {
      name: 'Global Privacy Control',
      url: ANALYTICS_SITE,
      init: () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    },
    { name: 'another hostname (localhost)', url: OTHER_HOSTNAME, init: () => {} },
  ]

  test('sends nothing and downloads no tracker without analytics, under DNT or GPC, and on another hostname', async ({
    browser,
  }) => {
    /** A short visit that would send three events: the load, Build My Website and a letter typed. */
    const visit = async (url: string, init: () => void) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      await context.addInitScript(init)
      watchRequests(context)
      const endpoint = await fakePlausible(context)
      const page = await context.newPage()
      await page.clock.install()
      const tracker = trackerBytes(page)
      await page.goto(url)
      await heroButton(page).click()
      await contactForm(page).fields.name.pressSequentially('A')
      // The tracker loads a second after the load and the first paint, at an idle moment: on the
      // page's clock, run past that, it has started loading wherever it would. A busy machine
      // reports the first paint late, after the clock has run: it runs again, up to five times.
      for (let round = 0; round < 5 && endpoint.bodies.length === 0; round += 1) {
        await page.clock.runFor(TRACKER_START_MS)
        await networkSettled(page)
      }
      const seen = { requests: endpoint.bodies.length, trackerBytes: await tracker() }
      await context.close()
      return seen
    }

    await test.step('the same visit on the build with analytics sends its events and downloads the tracker', async () => {
      const seen = await visit(ANALYTICS_SITE, () => {})
      expect(seen.requests).toBe(3)
      expect(seen.trackerBytes).toBeGreaterThan(1000)
    })

    for (const { name, url, init } of quietCases) {
      await test.step(name, async () => {
        expect(await visit(url, init)).toEqual({ requests: 0, trackerBytes: 0 })
      })
    }
  })
})
