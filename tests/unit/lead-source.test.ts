import { afterEach, describe, expect, it } from 'vitest'
import { CTA_LABELS } from '../../src/analytics/events'
import { countsAsCta, handsOffLead } from '../../src/analytics/page-events'
import { leadSource, leadSourceOf, watchLeadSource } from '../../src/contact/lead-source'
import { CONTACT_DIALOG_ID, opensDialog } from '../../src/lib/dialog-commands'

/** A control as the page renders it: a button with these attributes, inside `parent` when given. */
function control(attributes: Record<string, string | undefined>, parent: Element = document.body) {
  const button = document.createElement('button')
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) button.setAttribute(name, value)
  parent.append(button)
  return button
}

describe('leadSourceOf', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('names a plan’s Get Started and Request a Quote on the pricing cards, and any other opener contact', () => {
    const pricing = document.createElement('section')
    pricing.id = 'pricing'
    document.body.append(pricing)
    const plan = control(
      { ...opensDialog(CONTACT_DIALOG_ID, 'Scale plan'), ...countsAsCta(CTA_LABELS.getStarted) },
      pricing,
    )
    const quote = control({ ...opensDialog(CONTACT_DIALOG_ID), ...countsAsCta(CTA_LABELS.quote) }, pricing)
    const hero = control({ ...opensDialog(CONTACT_DIALOG_ID), ...countsAsCta(CTA_LABELS.build) })
    const infoDialog = document.createElement('dialog')
    document.body.append(infoDialog)
    const getStarted = control(
      { ...opensDialog(CONTACT_DIALOG_ID), ...countsAsCta(CTA_LABELS.getStarted) },
      infoDialog,
    )
    expect([plan, quote, hero, getStarted, null].map(leadSourceOf)).toEqual([
      'plan',
      'quote',
      'contact',
      'contact',
      'contact',
    ])
  })

  it('names the hand-off a control names, before where it sits: the assistant’s copy of a plan’s button is the assistant’s', () => {
    const assistant = document.createElement('dialog')
    document.body.append(assistant)
    const copied = control({ ...countsAsCta(CTA_LABELS.getStarted), ...handsOffLead('assistant') }, assistant)
    expect(leadSourceOf(copied)).toBe('assistant')
    expect(leadSourceOf(control(handsOffLead('check')))).toBe('check')
    expect(leadSourceOf(control(handsOffLead('review-kit')))).toBe('review-kit')
    expect(leadSourceOf(control({ 'data-lead-source': 'elsewhere' }))).toBe('contact')
  })
})

describe('watchLeadSource', () => {
  it('keeps what opened the contact form last, and no other dialog’s opener', () => {
    watchLeadSource()
    document.body.innerHTML = `<dialog id="${CONTACT_DIALOG_ID}"></dialog><dialog id="other"></dialog><section id="pricing"></section>`
    const open = (dialogId: string, source: Element) =>
      document
        .getElementById(dialogId)!
        .dispatchEvent(Object.assign(new Event('command'), { command: 'show-modal', source }))
    expect(leadSource()).toBe('contact')
    open(CONTACT_DIALOG_ID, control(handsOffLead('assistant')))
    expect(leadSource()).toBe('assistant')
    open('other', control(handsOffLead('check')))
    expect(leadSource()).toBe('assistant')
    open(CONTACT_DIALOG_ID, control(countsAsCta(CTA_LABELS.quote), document.getElementById('pricing')!))
    expect(leadSource()).toBe('quote')
    open(CONTACT_DIALOG_ID, control(countsAsCta(CTA_LABELS.build)))
    expect(leadSource()).toBe('contact')
  })
})
