import { afterEach, describe, expect, it } from 'vitest'
import { mayCount } from '../../src/analytics/analytics'
import { CTA_LABELS, type AnalyticsEvent } from '../../src/analytics/events'
import { countsAsCheckout, countsAsCta, watchPageEvents } from '../../src/analytics/page-events'
import { booking } from '../../src/content/en/booking'
import { navItems } from '../../src/content/en/navigation'
import { pricingLabels } from '../../src/content/en/plans'
import { reviewKit } from '../../src/content/en/review-kit'
import { serviceCards } from '../../src/content/en/services'
import { site } from '../../src/content/en/site'
import { CONTACT_FORM_ID } from '../../src/lib/dialog-commands'

const settings = {
  domain: 'brightpath.studio',
  endpoint: 'https://plausible.io/api/event',
  onThisMachine: false,
}

describe('mayCount', () => {
  it('counts at the configured domain only', () => {
    expect(mayCount(settings, { hostname: 'brightpath.studio' })).toBe(true)
    expect(mayCount(settings, { hostname: 'www.brightpath.studio' })).toBe(false)
    expect(mayCount(settings, { hostname: 'preview-42.brightpath.pages.dev' })).toBe(false)
    expect(mayCount({ ...settings, domain: '127.0.0.1' }, { hostname: '127.0.0.1' })).toBe(true)
    expect(mayCount({ ...settings, domain: '127.0.0.1' }, { hostname: 'localhost' })).toBe(false)
  })

  it('never counts a visitor who opts out with Do Not Track or Global Privacy Control', () => {
    const hostname = 'brightpath.studio'
    expect(mayCount(settings, { hostname, doNotTrack: '1' })).toBe(false)
    expect(mayCount(settings, { hostname, globalPrivacyControl: true })).toBe(false)
    expect(mayCount(settings, { hostname, doNotTrack: '0', globalPrivacyControl: false })).toBe(true)
    expect(mayCount(settings, { hostname, doNotTrack: null })).toBe(true)
  })
})

describe('CTA_LABELS', () => {
  it('are the English labels of the controls they count', () => {
    const contact = navItems.find((item) => item.action.kind === 'contact')?.label
    expect(CTA_LABELS).toEqual({
      build: site.hero.buildButton,
      work: site.hero.workLink,
      contact,
      quote: pricingLabels.requestQuote,
      getStarted: site.getStarted,
      bookCall: booking.button,
      check: serviceCards.find((card) => card.link?.target === 'check')?.link?.label,
      reviewKit: reviewKit.button,
    })
  })
})

describe('watchPageEvents', () => {
  const sent: AnalyticsEvent[] = []
  // The listeners stay on the document: one watch serves every test, and each clears what was sent.
  watchPageEvents((event) => sent.push(event))
  afterEach(() => {
    sent.length = 0
    document.body.innerHTML = ''
  })

  const attributes = (element: Element, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) element.setAttribute(name, value)
    return element
  }

  it('counts a tap on a call to action with its label and where it sits', () => {
    document.body.innerHTML = `
      <header><button id="contact">Contact</button></header>
      <section id="pricing"><button id="quote"><span>Request a Quote</span></button></section>
      <dialog id="faq-dialog" open><button id="start">Get Started</button></dialog>
      <section id="home"><button id="plain">Not counted</button></section>`
    attributes(document.getElementById('contact')!, countsAsCta(CTA_LABELS.contact))
    attributes(document.getElementById('quote')!, countsAsCta(CTA_LABELS.quote))
    attributes(document.getElementById('start')!, countsAsCta(CTA_LABELS.getStarted))
    document.getElementById('contact')!.click()
    document.querySelector('#quote span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.getElementById('start')!.click()
    document.getElementById('plain')!.click()
    expect(sent).toEqual([
      { name: 'CTA Click', props: { cta: 'Contact', section: 'header' } },
      { name: 'CTA Click', props: { cta: 'Request a Quote', section: 'pricing' } },
      { name: 'CTA Click', props: { cta: 'Get Started', section: 'faq-dialog' } },
    ])
  })

  it('counts a checkout link followed by a click or a middle click, not a right click', () => {
    document.body.innerHTML = `<section id="pricing"><a id="grow" href="https://pay.example/grow" target="_blank">Get Started</a></section>`
    const link = attributes(document.getElementById('grow')!, {
      ...countsAsCta(CTA_LABELS.getStarted),
      ...countsAsCheckout('grow'),
    })
    link.addEventListener('click', (event) => event.preventDefault())
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }))
    expect(sent).toEqual([])
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }))
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }))
    const both = [
      { name: 'CTA Click', props: { cta: 'Get Started', section: 'pricing' } },
      { name: 'Checkout Click', props: { plan: 'grow' } },
    ]
    expect(sent).toEqual([...both, ...both])
  })

  it('does not count text the page puts into the contact form as the visitor starting it', () => {
    document.body.innerHTML = `<form id="${CONTACT_FORM_ID}"><textarea name="message"></textarea></form>`
    document.querySelector('textarea')!.dispatchEvent(new Event('input', { bubbles: true }))
    expect(sent).toEqual([])
  })
})
