import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_ANALYTICS, PORTS } from '../../scripts/settings.mjs'
import { DEFAULT_HUBSPOT_API } from '../../scripts/hubspot/api.mjs'
import {
  contactForm,
  fillForm,
  heroButton,
  MESSAGES,
  openForm,
  SAMPLE,
  SEND_OUTCOME,
} from './contact-helpers'
import { BOOKING_WORDS, NOW, openFromServices } from './booking-helpers'
import { STUDIO_TIME_ZONE } from './calendar-fake'
import { KIT_WORDS, openKit, readQrCode } from './review-kit-helpers'
import { expect, networkSettled, test, watchRequests } from './fixtures'
import { SPANISH } from './languages'
import {
  callTime,
  CONSENT,
  CRM_FAULTS,
  expectCrmFaultHandled,
  expectSubmissions,
  leadOf,
  scriptCrmFault,
  type CrmFault,
  type ExpectedLead,
} from './crm-helpers'
import { ask, conversation, flushTasks, handOff, launcher, navButton } from './page-helpers'
import { ANALYTICS_SITE, ENDPOINT, fakePlausible, PLAIN_SITE } from './plausible-fake'

/** The same page as the build with analytics, under another name. */
const OTHER_HOSTNAME = `http://localhost:${PORTS.e2eAnalytics}/`

/** Text only Plausible's tracker holds: a script that has it is the tracker. */
const TRACKER_TEXT = 'plausible.init()'

/** Longer than the tracker waits after the load and the first paint (SETTLE_MS in analytics.ts). */
const TRACKER_START_MS = 2000

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
const OFF_TOPIC_ES = '¿Qué tiempo hará mañana en París?'

test.describe('analytics', () => {
  test('sends each event of a visitor’s path once, with its props and nothing the visitor typed; each lead goes to the CRM once, after EmailJS has it', async ({
    page,
    context,
    inbox,
    hubspot,
    problems,
  }) => {
    // A visitor's whole path, every dialog and the assistant: about 25 s alone, and beside other
    // runs it took more than the default 90 s once.
    test.slow()
    const { bodies, expectSent } = await fakePlausible(context)
    await context.route('https://checkout.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
    )
    const form = contactForm(page)
    const sentToCrm = ['CRM Sync', { outcome: 'sent' }] as const
    /**
     * Sends the form as it is filled in, its lead meeting `fault` at the CRM, and expects the same
     * success, the Lead from `source`, and the fault handled as its kind asks.
     */
    const sendLead = async (source: ExpectedLead['source'], fault: CrmFault) => {
      scriptCrmFault(hubspot, problems, fault)
      await form.send.click()
      await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
      await expectCrmFaultHandled(page, hubspot, problems, fault, { lead: ['Lead', { source }], expectSent })
      await page.keyboard.press('Escape')
    }

    await test.step('the load, and See Our Work: pageview, CTA Click', async () => {
      // The page's clock runs on, and the test moves it past the CRM's retry.
      await page.clock.install()
      await page.goto(ANALYTICS_SITE)
      await expectSent(['pageview'])
      // The privacy note says where a lead's details are kept.
      await expect(page.getByRole('contentinfo')).toContainText(
        'A message or booking you send is also kept, with your name and email, in the studio’s HubSpot CRM.',
      )
      await page.getByRole('link', { name: 'See Our Work' }).click()
      await expectSent(['CTA Click', { cta: 'See Our Work', section: 'home' }])
    })

    await test.step('Build My Website, typing, a successful send: CTA Click, Contact Form Start once, Lead from the contact form; the CRM’s submission only once EmailJS has the message, and the success never waits for it', async () => {
      await heroButton(page).click()
      await expectSent(['CTA Click', { cta: 'Build My Website', section: 'home' }])
      await expect(form.dialog.getByText(CONSENT.en, { exact: true })).toBeVisible()
      await expect(form.send).toHaveAccessibleDescription(CONSENT.en)
      await fillForm(form, SAMPLE)
      await expectSent(['Contact Form Start'])
      const email = inbox.holdNext()
      const crm = hubspot.holdNext()
      await form.send.click()
      await expect.poll(() => inbox.requests.length).toBe(1)
      await flushTasks(page)
      expect(hubspot.requests).toHaveLength(0)
      email.release()
      await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
      await expect.poll(() => hubspot.requests.length).toBe(1)
      await expectSent(['Lead', { source: 'contact' }])
      crm.release()
      await expectSent([...sentToCrm])
      await page.keyboard.press('Escape')
    })

    await test.step('Contact in the header and two failed sends: CTA Click, Contact Form Error with EmailJS’s status, then 0 for a lost connection; nothing to the CRM', async () => {
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
      expect(hubspot.requests).toHaveLength(1)
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

    await test.step('a plan’s Get Started without a checkout link, and Request a Quote, each sent: Lead from the plan, then from the quote; HubSpot refuses each (BLOCKED_EMAIL, REQUIRED_FIELD), which is not tried again', async () => {
      await page.getByRole('button', { name: 'Get Started with Scale', exact: true }).click()
      await expectSent(['CTA Click', { cta: 'Get Started', section: 'pricing' }])
      await sendLead('plan', CRM_FAULTS.blockedEmail)
      await page.getByRole('button', { name: 'Request a Quote', exact: true }).click()
      await expectSent(['CTA Click', { cta: 'Request a Quote', section: 'pricing' }])
      await fillForm(form, { name: 'Cher', email: 'cher@example.com', message: 'Forty locations.' })
      await sendLead('quote', CRM_FAULTS.requiredField)
    })

    await test.step('an answered question, a handed-off one, and its message sent: Assistant Question twice, Lead from the assistant; HubSpot refuses it (FIELD_NOT_IN_FORM_DEFINITION)', async () => {
      await launcher(page).click()
      await ask(page, ANSWERED)
      await expectSent(['Assistant Question', { outcome: 'answered' }])
      await ask(page, OFF_TOPIC)
      await expectSent(['Assistant Question', { outcome: 'handed off' }])
      await handOff(page).click()
      await expect.poll(() => form.fields.message.inputValue()).toContain(OFF_TOPIC)
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
      await sendLead('assistant', CRM_FAULTS.notInForm)
    })

    await test.step('each lead went to the CRM once, exactly as HubSpot takes it, the subject and message as EmailJS had them', async () => {
      const [contact, , , plan, quote, assistant] = inbox.payloads()
      await expectSubmissions(
        hubspot,
        page,
        [
          leadOf(contact, 'contact'),
          leadOf(plan, 'plan'),
          leadOf(quote, 'quote'),
          leadOf(assistant, 'assistant'),
        ],
        CONSENT.en,
      )
      expect(leadOf(quote, 'quote')).toMatchObject({ firstname: 'Cher', lastname: '' })
    })

    await test.step('every event is for this page and domain, and none holds what the visitor typed', async () => {
      const typed = [...Object.values(SAMPLE).flatMap((value) => value.split('\n')), ANSWERED, OFF_TOPIC]
      for (const body of bodies) {
        expect(JSON.parse(body)).toMatchObject({
          d: '127.0.0.1',
          u: expect.stringMatching(new RegExp(`^${ANALYTICS_SITE.replaceAll('.', '\\.')}`)),
        })
        for (const text of typed) expect(body).not.toContain(text)
      }
      expect(inbox.requests).toHaveLength(6)
    })
  })

  test('a booking sends Booking with its outcome, and a Lead from the booking, never who or when; the call goes to the CRM once booked, its time in the studio’s zone', async ({
    page,
    context,
    calendar,
    hubspot,
    problems,
  }) => {
    problems.expectProblem('status of 500')
    calendar.setNow(NOW)
    hubspot.setNow(NOW)
    await page.clock.install({ time: NOW })
    const endpoint = await fakePlausible(context)
    const { expectSent } = endpoint
    await page.goto(ANALYTICS_SITE)
    await expectSent(['pageview'])
    const booking = await openFromServices(page)
    await expectSent(['CTA Click', { cta: 'Book a free call', section: 'services' }])
    await booking.time('3:00 PM').check()
    await booking.name.fill(SAMPLE.name)
    await booking.email.fill(SAMPLE.email)
    await booking.notes.fill('Our menu changes weekly.')
    await expect(booking.confirm).toHaveAccessibleDescription(CONSENT.en)
    calendar.bookings.replyNext({ error: 'server' })
    await booking.confirm.click()
    await expectSent(['Booking', { outcome: 'failed' }])
    expect(hubspot.requests).toHaveLength(0)
    const crm = hubspot.holdNext()
    await booking.confirm.click()
    await expect(booking.dialog.getByRole('link', { name: BOOKING_WORDS.en.addToCalendar })).toBeVisible()
    await expectSent(['Booking', { outcome: 'booked' }], ['Lead', { source: 'booking' }])
    crm.release()
    await expectSent(['CRM Sync', { outcome: 'sent' }])
    const [call] = calendar.booked
    if (!call) throw new Error('no call booked')
    const when = callTime(call.start, call.end, STUDIO_TIME_ZONE)
    const lead = { email: SAMPLE.email, firstname: 'Ana', lastname: 'Ruiz', source: 'booking' } as const
    await expectSubmissions(
      hubspot,
      page,
      [{ ...lead, message: `${when}\n\nOur menu changes weekly.` }],
      CONSENT.en,
    )
    for (const body of endpoint.bodies) {
      for (const text of [SAMPLE.name, SAMPLE.email, '2027', '3:00']) expect(body).not.toContain(text)
    }
  })

  test('the website check sends Website Check with its outcome, and a Lead from the check, never the address; the CRM refuses the lead from the check (MISSING_PROCESSING_CONSENT), which is not tried again', async ({
    page,
    context,
    inbox,
    hubspot,
    pagespeed,
    problems,
  }) => {
    problems.expectProblem('status of 429')
    await page.clock.install()
    const endpoint = await fakePlausible(context)
    const { expectSent } = endpoint
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
    scriptCrmFault(hubspot, problems, CRM_FAULTS.noConsent)
    await form.send.click()
    await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
    await expectCrmFaultHandled(page, hubspot, problems, CRM_FAULTS.noConsent, {
      lead: ['Lead', { source: 'check' }],
      expectSent,
    })

    for (const body of endpoint.bodies) expect(body).not.toContain('joes-diner')
    expect(inbox.requests).toHaveLength(1)
    await expectSubmissions(hubspot, page, [leadOf(inbox.payloads()[0], 'check')], CONSENT.en)
  })

  test('the review kit made by hand, in a build without a Places key, sends Review Kit and a Lead from its hand-off, never the business or its link; the CRM refuses the lead from the kit (FORM_HAS_RECAPTCHA_ENABLED), which is not tried again', async ({
    page,
    context,
    inbox,
    hubspot,
    places,
    problems,
  }) => {
    await page.clock.install()
    const endpoint = await fakePlausible(context)
    const { expectSent } = endpoint
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
    scriptCrmFault(hubspot, problems, CRM_FAULTS.recaptcha)
    await form.send.click()
    await expect(form.status).toHaveText(MESSAGES.success, SEND_OUTCOME)
    await expectCrmFaultHandled(page, hubspot, problems, CRM_FAULTS.recaptcha, {
      lead: ['Lead', { source: 'review-kit' }],
      expectSent,
    })

    for (const body of endpoint.bodies)
      for (const text of ['Corner', 'g.page']) expect(body).not.toContain(text)
    expect(places.requests).toHaveLength(0)
    expect(inbox.requests).toHaveLength(1)
    await expectSubmissions(hubspot, page, [leadOf(inbox.payloads()[0], 'review-kit')], CONSENT.en)
  })

  test('the Spanish page sends the same events, with the controls’ English labels; each of its six ways and a booked call sends its lead to the CRM with the Spanish sentence of consent, whatever HubSpot answers', async ({
    page,
    context,
    inbox,
    hubspot,
    calendar,
    pagespeed,
    problems,
  }) => {
    // Seven leads, one of each way, through every dialog of the page.
    test.slow()
    calendar.setNow(NOW)
    hubspot.setNow(NOW)
    await page.clock.install({ time: NOW })
    const { bodies, expectSent } = await fakePlausible(context)
    const form = contactForm(page, SPANISH)
    /** Sends the form as it is filled in, its lead meeting `fault`: the same success, the Lead, the fault handled. */
    const sendLead = async (source: ExpectedLead['source'], fault: CrmFault) => {
      scriptCrmFault(hubspot, problems, fault)
      await form.send.click()
      await expect(form.status).toHaveText(SPANISH.messages.success, SEND_OUTCOME)
      await expectCrmFaultHandled(page, hubspot, problems, fault, { lead: ['Lead', { source }], expectSent })
      await page.keyboard.press('Escape')
    }
    /** The lead of the message EmailJS accepted last. */
    const lastLead = (source: ExpectedLead['source']) => leadOf(inbox.payloads().at(-1), source)
    const leads: ExpectedLead[] = []

    await test.step('the contact form, its sentence of consent beside Send: HubSpot’s 429 is tried once more', async () => {
      await page.goto(new URL(SPANISH.path, ANALYTICS_SITE).href)
      await expectSent(['pageview'])
      await openForm(page, SPANISH)
      await expectSent(['CTA Click', { cta: 'Build My Website', section: 'home' }])
      await expect(form.dialog.getByText(CONSENT.es, { exact: true })).toBeVisible()
      await expect(form.send).toHaveAccessibleDescription(CONSENT.es)
      await fillForm(form, SAMPLE)
      await expectSent(['Contact Form Start'])
      await sendLead('contact', CRM_FAULTS.tooMany)
      leads.push(lastLead('contact'), lastLead('contact'))
    })

    await test.step('a plan’s Get Started (HubSpot’s 500, tried once more) and Request a Quote (a lost connection, tried once more)', async () => {
      await page.getByRole('button', { name: SPANISH.getStartedWith('Scale'), exact: true }).click()
      await expectSent(['CTA Click', { cta: 'Get Started', section: 'pricing' }])
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email, message: 'Diez páginas.' })
      await sendLead('plan', CRM_FAULTS.serverError)
      leads.push(lastLead('plan'), lastLead('plan'))
      await page.getByRole('button', { name: SPANISH.requestQuote, exact: true }).click()
      await expectSent(['CTA Click', { cta: 'Request a Quote', section: 'pricing' }])
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email, message: 'Cuarenta sucursales.' })
      await sendLead('quote', CRM_FAULTS.lostConnection)
      leads.push(lastLead('quote'), lastLead('quote'))
    })

    await test.step('the assistant’s hand-off: HubSpot refuses it (INVALID_EMAIL), which is not tried again', async () => {
      await launcher(page, SPANISH).click()
      await ask(page, OFF_TOPIC_ES, SPANISH)
      await expectSent(['Assistant Question', { outcome: 'handed off' }])
      await handOff(page, SPANISH).click()
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
      await sendLead('assistant', CRM_FAULTS.invalidEmail)
      leads.push(lastLead('assistant'))
    })

    await test.step('the review kit’s hand-off: HubSpot’s 403, not tried again', async () => {
      const words = KIT_WORDS.es
      const kit = await openKit(page, words)
      await kit.dialog.getByRole('textbox', { name: words.name }).fill('Corner Cup')
      await kit.dialog
        .getByRole('textbox', { name: words.reviewPage })
        .fill('https://g.page/r/corner-cup-maplewood/review')
      await kit.dialog.getByRole('button', { name: words.make }).click()
      await expectSent(['Review Kit', { outcome: 'manual' }])
      await kit.dialog.getByRole('button', { name: words.handOff }).click()
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
      await sendLead('review-kit', CRM_FAULTS.forbidden)
      leads.push(lastLead('review-kit'))
    })

    await test.step('the website check’s hand-off: HubSpot’s 404, not tried again', async () => {
      const section = page.getByRole('region', { name: SPANISH.check.heading })
      await section.getByRole('textbox', { name: SPANISH.check.field }).fill('joes-diner.com')
      await section.getByRole('button', { name: SPANISH.check.submit, exact: true }).click()
      await expectSent(['Website Check', { outcome: 'done' }])
      await section.getByRole('button', { name: SPANISH.check.handOff }).click()
      await fillForm(form, { name: SAMPLE.name, email: SAMPLE.email })
      await sendLead('check', CRM_FAULTS.notFound)
      leads.push(lastLead('check'))
      expect(pagespeed.requests).toHaveLength(1)
    })

    await test.step('a booked call, its sentence of consent beside Confirm', async () => {
      const words = BOOKING_WORDS.es
      const booking = await openFromServices(page, words)
      await expectSent(['CTA Click', { cta: 'Book a free call', section: 'services' }])
      await booking.time('3:00 p.m.').check()
      await booking.name.fill(SAMPLE.name)
      await booking.email.fill(SAMPLE.email)
      await expect(booking.confirm).toHaveAccessibleDescription(CONSENT.es)
      await booking.confirm.click()
      await expect(booking.dialog.getByRole('link', { name: words.addToCalendar })).toBeVisible()
      await expectSent(
        ['Booking', { outcome: 'booked' }],
        ['Lead', { source: 'booking' }],
        ['CRM Sync', { outcome: 'sent' }],
      )
      const [call] = calendar.booked
      if (!call) throw new Error('no call booked')
      const message = callTime(call.start, call.end, STUDIO_TIME_ZONE)
      leads.push({ email: SAMPLE.email, firstname: 'Ana', lastname: 'Ruiz', message, source: 'booking' })
    })

    await test.step('each lead went to the CRM exactly as HubSpot takes it, each retry the same; every event from the Spanish page', async () => {
      await expectSubmissions(hubspot, page, leads, CONSENT.es)
      expect(inbox.payloads()).toHaveLength(6)
      for (const body of bodies) expect(JSON.parse(body).u).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/es\//)
    })
  })

  test('the analytics endpoint’s and HubSpot’s origins are in connect-src of the build with them only, from nginx and in _headers; no other HubSpot origin', async ({
    request,
  }) => {
    const connectSrc = (policy: string | null | undefined) =>
      policy?.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? ''
    const analyticsOrigin = new URL(ENDPOINT).origin
    const withAnalytics = connectSrc((await request.get(ANALYTICS_SITE)).headers()['content-security-policy'])
    expect(withAnalytics).toContain(analyticsOrigin)
    // HubSpot's Forms API alone: no tracking script's, no other HubSpot host's.
    expect(withAnalytics.split(' ').filter((source) => /hubspot|hsforms|hs-/.test(source))).toEqual([
      DEFAULT_HUBSPOT_API,
    ])
    const plain = connectSrc((await request.get(PLAIN_SITE)).headers()['content-security-policy'])
    expect(plain).not.toContain(analyticsOrigin)
    expect(plain).not.toMatch(/hubspot|hsforms/)
    const headersFile = (dir: string) =>
      readFileSync(new URL(`../../${dir}/_headers`, import.meta.url), 'utf8')
    expect(headersFile(E2E_ANALYTICS.dir)).toContain(withAnalytics)
    expect(headersFile('dist')).not.toContain(analyticsOrigin)
    expect(headersFile('dist')).not.toMatch(/hubspot|hsforms/)
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
