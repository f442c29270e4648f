import { describe, expect, it } from 'vitest'
import { findingText } from '../../src/assistant/plan-answer'
import { findPlans, onePlanOnly, type PlanChoice } from '../../src/assistant/plan-finder'
import { planChoices } from '../../src/assistant/knowledge'
import { readNeeds } from '../../src/assistant/plan-needs'
import { ENTERPRISE_FACTS } from '../../src/content/plan-facts'
import type { PageContent } from '../../src/content/page-content'
import type { Plan, PlanId } from '../../src/content/types'
import * as english from '../../src/content/en/index.ts'
import { unbroken } from '../../src/content/unbroken'

/**
 * What a question describes over the plans of `content`, Enterprise Custom's size as the content
 * states it.
 */
const read = (question: string, content: PageContent = english) =>
  readNeeds(question, ENTERPRISE_FACTS.minEmployees, onePlanOnly(planChoices(content)))

/** A copy of the English content with one plan changed. */
const withPlan = (id: PlanId, change: Partial<Plan>): PageContent => ({
  ...english,
  plans: english.plans.map((plan) => (plan.id === id ? { ...plan, ...change } : plan)),
})

/** What the finder makes of a question over the plans of `content`. */
function find(question: string, content: PageContent = english) {
  const needs = read(question, content)
  const finding = needs && findPlans(needs, planChoices(content))
  if (!finding) return null
  const text = findingText(finding, ({ name }: PlanChoice) => `(${name}'s answer)`)
  return 'fits' in finding
    ? { fits: finding.fits.map(({ name }) => name), text }
    : { closest: finding.closest.name, unmet: finding.unmet.map(({ kind }) => kind), text }
}

describe('reading what a visitor needs', () => {
  it('reads a number of pages in digits or words, a range as its top, and a single page', () => {
    expect(read('we need 9 pages')?.pages).toBe(9)
    expect(read('our site needs seven or eight pages')?.pages).toBe(8)
    expect(read('a 12-page site, which plan')?.pages).toBe(12)
    expect(read('I only need a single page, what plan?')?.pages).toBe(1)
    expect(read('just a one-pager for my food truck, pay once')?.pages).toBe(1)
  })

  it('reads a budget only where the question speaks of one, and a month’s apart from the rest', () => {
    expect(read('my budget is $300 total, which plan')).toMatchObject({ upfrontBudget: 300 })
    expect(read('I can spend $50 a month, which plan')).toMatchObject({
      monthlyBudget: 50,
      payment: 'monthly',
    })
    expect(read('what comes with the $75 a month plan')?.monthlyBudget).toBeUndefined()
    expect(read('4 pages, ok paying monthly as long as it is under $50')?.monthlyBudget).toBe(50)
    // What the visitor wants for an amount is a budget, and nothing fits this one: All-Inclusive,
    // the plan without a setup fee, is $150 a month.
    const everything = 'I want everything for $100 a month and no setup fee'
    expect(read(everything)).toMatchObject({ monthlyBudget: 100, payment: 'noUpfront' })
    expect(find(everything)).toHaveProperty('closest')
  })

  it('reads an amount in words, a bare amount a month, and the budgets people state', () => {
    expect(read('I can do about two hundred dollars a month, nothing for a setup fee')).toMatchObject({
      monthlyBudget: 200,
      payment: 'noUpfront',
    })
    expect(read('we have 100 a month for hosting and unlimited edits')?.monthlyBudget).toBe(100)
    expect(read('I have $100 a month for hosting plus unlimited edits')?.monthlyBudget).toBe(100)
    expect(read('call campaigns and a CRM, but I can’t pay more than $600 for setup')?.upfrontBudget).toBe(
      600,
    )
    expect(
      read('a single page, paid once, I can spend around four hundred fifty dollars')?.upfrontBudget,
    ).toBe(450)
    expect(read('pay once, and I’ve got five hundred dollars')?.upfrontBudget).toBe(500)
    expect(read('we can spend about fifteen hundred dollars in total')?.upfrontBudget).toBe(1500)
    expect(read('we can spend a thousand five hundred dollars in total')?.upfrontBudget).toBe(1500)
    expect(read('I want to pay $150 a month and nothing upfront')?.monthlyBudget).toBe(150)
    expect(read('can I get a one-page site for $99')?.upfrontBudget).toBe(99)
    // Ad spend is what the ads cost at Google, no budget for a plan.
    expect(read('I can put $500 into ad spend, which plan')?.upfrontBudget).toBeUndefined()
    // Of two plans that miss as much, the one with the feature asked for comes closer.
    expect(find('I need full SEO but I only want to pay $49 a month.')).toMatchObject({
      closest: 'Scale',
      unmet: ['price'],
    })
    expect(read('Need full SEO but my ceiling is $60 a month')?.monthlyBudget).toBe(60)
    expect(read('I want an AI chatbot but zero monthly fees')?.payment).toBe('once')
    expect(
      find('I’ve got five hundred dollars total, pay once, a one-page site with the AI chatbot on it'),
    ).toMatchObject({ closest: 'Launch', unmet: ['price'] })
    // A number with nothing that makes it money is no amount: "1 page".
    expect(read('I have 1 page and can spend at most $500')).toMatchObject({ pages: 1, upfrontBudget: 500 })
    expect(read('a built-in chatbot for under sixty dollars a month after setup')?.monthlyBudget).toBe(60)
    expect(find('is there any plan with hosting for like $30 a month or less?')).toMatchObject({
      unmet: ['price'],
    })
    // Launch and its chatbot add-on come to $550.
    expect(
      find('one page with the chatbot, pay once, I can’t go over five hundred dollars total'),
    ).toMatchObject({
      closest: 'Launch',
      unmet: ['price'],
    })
  })

  it('reads a way to pay that the visitor refuses as the other way, and a fee they do not mind as no want', () => {
    expect(read('I want unlimited edits but I refuse to pay anything monthly')?.payment).toBe('once')
    expect(read('one pager, and I’d rather not pay any monthly fee at all')?.payment).toBe('once')
    expect(read('can I get a site for under $400 one-time?')).toMatchObject({
      payment: 'once',
      upfrontBudget: 400,
    })
    expect(read('I can do about $50 a month plus a one-time $500 to get set up')?.payment).toBe('monthly')
    // "No monthly fees" before an amount does not make it a month's.
    expect(read('pay once, no monthly fees ever, $500 max, with the AI chatbot')).toMatchObject({
      upfrontBudget: 500,
      payment: 'once',
    })
    expect(read('hosting and a chatbot, I don’t mind a setup fee, which plans?')?.payment).toBeUndefined()
    expect(read('I can’t put anything down beyond the first month, which plan?')?.payment).toBe('noUpfront')
    // A flat fee every month is no one-time fee.
    expect(read('just a flat fee every month, which plan?')?.payment).not.toBe('once')
    // A most they can pay to set up is a budget, not a setup fee they refuse.
    const setupBudget =
      'the chatbot built into the plan, not as an add-on, and can’t go over six hundred for setup'
    expect(read(setupBudget)?.payment).toBeUndefined()
    expect(find(setupBudget)?.fits).toEqual(['Grow'])
    expect(find('can I get a site for under $400 one-time?')).toMatchObject({
      closest: 'Launch',
      unmet: ['price'],
    })
  })

  it('reads a budget said of the whole site as all it may cost: a monthly plan’s first year', () => {
    const under400 = 'I need a website for under $400, is that possible'
    expect(read(under400)).toMatchObject({ upfrontBudget: 400, inAll: true })
    expect(find(under400)).toMatchObject({ unmet: ['price'] })
    // $150 a month is $1,800 in a year; $20 a month would be within it.
    const cheaperMonths = withPlan('allInclusive', { price: { upfront: 20, monthly: 20 } })
    expect(find(under400, cheaperMonths)?.fits).toEqual(['All-Inclusive'])
    // An amount to start is the first payment.
    expect(read('I can pay $400 to start, which plan')?.inAll).toBe(false)
  })

  it('reads a want after what the visitor does not want as a need', () => {
    const question = 'I don’t want monthly fees and I need 4 pages with a chatbot'
    expect(read(question)).toMatchObject({ payment: 'once', pages: 4, includes: ['chatbot'] })
    expect(find(question)).toMatchObject({ closest: 'Grow', unmet: ['payment'] })
  })

  it('drops every need of a list the visitor does not need, to a "but"', () => {
    const notNeeded =
      '3 pages, a chatbot and local SEO. I don’t need calendar booking, call campaigns or A/B testing.'
    expect(read(notNeeded)?.includes).toEqual(['chatbot', 'localSeo'])
    expect(find(notNeeded)?.fits).toEqual(['Grow'])
    expect(read('I don’t need booking, but I want call campaigns')?.includes).toEqual(['phoneCampaigns'])
    const refused = 'a single page, no chatbot, no SEO stuff, no monthly bills, under five hundred dollars'
    expect(read(refused)?.includes).toEqual([])
    expect(find(refused)?.fits).toEqual(['Launch'])
    // "No contract" is a need, not a refusal of one.
    expect(read('a monthly plan with no contract')?.includes).toEqual(['noContract'])
  })

  it('reads how the visitor wants to pay, what they need and how big they are', () => {
    expect(read('which plan do I pay once, no subscription')?.payment).toBe('once')
    expect(read('is there a plan with nothing up front')?.payment).toBe('noUpfront')
    expect(read('full seo and phone campaigns, but I won’t pay any setup fee')?.payment).toBe('noUpfront')
    expect(read('split testing, but I refuse to pay a setup fee')?.payment).toBe('noUpfront')
    expect(read('10 pages for $300 in total')?.upfrontBudget).toBe(300)
    expect(read('my budget is under $400, one payment, for a basic site')).toMatchObject({
      upfrontBudget: 400,
      payment: 'once',
    })
    expect(read('the cheapest way to get my bakery online?')).toMatchObject({ prefers: 'cheapest' })
    expect(read('which plan has split testing and full seo')?.includes).toEqual(
      expect.arrayContaining(['splitTesting', 'fullSeo']),
    )
    expect(read('which plans have the chatbot built in, not as an add-on')).toMatchObject({
      includes: ['chatbot'],
      builtIn: true,
      several: true,
    })
    expect(read('we have 300 employees, which plan')?.includes).toEqual(['bigTeam'])
    expect(read('we have 30 employees, which plan')?.includes).toEqual([])
  })

  it('leaves a question that describes no need, asks to compare every plan or asks about one, to the search', () => {
    expect(read('Can I cancel anytime?')).toBeNull()
    expect(read('do you build sites for dentists')).toBeNull()
    expect(read('compare all your plans side by side')).toBeNull()
    expect(read('does it connect to my CRM?')).toBeNull()
    expect(read('will the booking system hook into my crm')).toBeNull()
    // So is what a service includes.
    expect(read('what does hosting actually include on your plans')).toBeNull()
    expect(read('eight pages, calendar booking, and connect everything to our CRM')?.includes).toEqual([
      'booking',
      'crm',
    ])
    // A plan named by how it is paid is asked about, not chosen.
    expect(read('do I have to pay for the one-time plan before you start?')).toBeNull()
    expect(read('what do I need to pay to get started?')).toBeNull()
    // So is a question about when.
    expect(read('When do I have to pay for a one-time plan, before or after?')).toBeNull()
    expect(read('I want to pay once, 1 page')).not.toBeNull()
  })

  it('reads one need a single plan alone meets, when the visitor says they want it', () => {
    expect(read('we want our site forms to go straight into our CRM')?.includes).toEqual(['crm'])
    expect(read('I’d like you to run phone call campaigns for us')?.includes).toEqual(['phoneCampaigns'])
    expect(read('priority support is a must for us')?.includes).toEqual(['prioritySupport'])
    expect(read('need phone call campaigns to follow up with leads')?.includes).toEqual(['phoneCampaigns'])
    expect(read('we’d want call campaigns to reconnect with old customers')?.includes).toEqual([
      'phoneCampaigns',
    ])
    expect(read('we’re growing and want to capture more leads')?.includes).toEqual(['leadCapture'])
    expect(read('all my leads need to land in my CRM automatically')?.includes).toEqual(['crm'])
    expect(read('Priority support is non-negotiable for us')?.includes).toEqual(['prioritySupport'])
    expect(find('I refuse to pay any setup fee. Paying monthly is fine.')?.fits).toEqual(['All-Inclusive'])
    expect(find('I don’t want any monthly bills whatsoever. One payment, that’s it.')?.fits).toEqual([
      'Launch',
    ])
    // The lowest price or the most chosen asks for a plan.
    expect(find('what’s the cheapest way to get my butcher shop online')?.fits).toEqual(['Launch'])
    expect(read('I want to pay one time and be done with it')?.payment).toBe('once')
    // A way to pay one plan alone has, as the plans' prices stand: without a setup fee, All-Inclusive.
    expect(find('I don’t want to pay any setup fee, just one flat price every month')?.fits).toEqual([
      'All-Inclusive',
    ])
    expect(read('I don’t want to pay any setup fee', withPlan('grow', { price: { monthly: 49 } }))).toBeNull()
    expect(read('I change my menu every week and want unlimited edits')?.includes).toEqual(['unlimitedEdits'])
    expect(read('can a plan include calling my old customers every month?')?.includes).toEqual([
      'phoneCampaigns',
    ])
    expect(read('I’d rather pay monthly and skip any setup fee, which plan?')?.payment).toBe('noUpfront')
    // What the visitor says they do not need is no need.
    const tight = 'local seo for my bookstore, budget is tight and i don’t need call campaigns or crm stuff'
    expect(read(tight)).toMatchObject({ includes: ['localSeo'], prefers: 'cheapest' })
    expect(find(tight)?.fits).toEqual(['Grow'])
    // Forms that reach a CRM automatically are no business process automation.
    expect(find('all our website forms need to go into our CRM automatically, which plan')?.fits).toEqual([
      'Scale',
    ])
    // A booking link is not calendar booking: Launch has one.
    expect(read('I need a one-page site with a booking link, paid once')?.includes).toEqual([])
  })
})

describe('the plan finder', () => {
  it('names the plan whose facts fit, and says why in the plan’s own words', () => {
    expect(find('we need about 8 pages, which plan fits')?.fits).toEqual(['Scale'])
    expect(find('4 pages and a chatbot, what would you recommend')).toEqual({
      fits: ['Grow'],
      text: `Grow fits: ${unbroken('3–5 page')} site, 24/7 AI chatbot. (Grow's answer)`,
    })
    expect(find('which plan gives me unlimited edits and priority support')?.fits).toEqual(['All-Inclusive'])
    expect(find('we have 300 employees, which plan is for us')?.fits).toEqual(['Enterprise Custom'])
    expect(find('whats the cheapest plan')?.fits).toEqual(['Launch'])
    expect(find('what plan do most people go with')?.fits).toEqual(['All-Inclusive'])
  })

  it('hands off a custom app for a team smaller than the plan that builds to order is for', () => {
    expect(read('a 3-person dance studio, which plan?')?.team).toBe(3)
    expect(find('We’re a team of twelve and need a custom mobile app built from scratch')).toMatchObject({
      closest: 'Enterprise Custom',
      unmet: ['size'],
      text: expect.stringContaining('it is for businesses with 100+ employees'),
    })
  })

  it('has the plan that builds to order meet any feature for a business of its size or a custom app', () => {
    expect(find('a chain with 250 employees, we need a custom scheduling app built')?.fits).toEqual([
      'Enterprise Custom',
    ])
    expect(find('we need calendar booking and a CRM, which plan')?.fits).toEqual(['Scale'])
    // "Automatically" is no business process automation, typed right or not.
    expect(read('which plan puts our leads into our crm automaticaly')?.includes).toEqual(['crm'])
    // Nor is the studio's review automation.
    expect(read('which plan has review automation and a chatbot')?.includes).toEqual(['chatbot'])
  })

  it('counts an add-on, unless the visitor wants it built in', () => {
    expect(find('one page with a chatbot, pay once, which plan')?.text).toContain('as an add-on')
    expect(find('one page with a chatbot, pay once, which plan')?.fits).toEqual(['Launch'])
    expect(find('which plans have the chatbot included, not as an add-on?')?.fits).toEqual(['Grow', 'Scale'])
  })

  it('names two plans when two fit equally: one paid once and one monthly', () => {
    expect(find('which plan gives me a website with a chatbot')).toMatchObject({
      fits: ['Launch', 'Grow'],
      text: expect.stringContaining('Launch and Grow both fit: a 24/7 AI chatbot (an add-on on Launch).'),
    })
  })

  it('has a plan paid once meet no contract only for a visitor who pays once: it has none to leave', () => {
    expect(find('which package has no contract and lets me cancel whenever')?.fits).toEqual(['All-Inclusive'])
    expect(find('no contract, and I want to pay once')?.fits).toEqual(['Launch'])
  })

  it('names two plans whose page counts both hold the pages asked for, unless something tells them apart', () => {
    // Grow's 3–5 and Scale's 5–10 both hold five pages.
    expect(find('I need exactly five pages with a chatbot')).toMatchObject({
      fits: ['Grow', 'Scale'],
      text: expect.stringContaining('Grow and Scale both fit: 5 pages, 24/7 AI chatbot.'),
    })
    // Every page count of a range: 3 and 5 are Grow's alone.
    expect(read('3 to 5 pages and a chatbot')).toMatchObject({ pages: 5, fewestPages: 3 })
    expect(find('3 to 5 pages and a chatbot')?.fits).toEqual(['Grow'])
    // The lowest price, a budget, a recommendation asked for, or what the visitor does not need.
    expect(find('5 pages and a chatbot, keep costs as low as possible')?.fits).toEqual(['Grow'])
    expect(find('5 pages and a chatbot, I can spend $600 to start')?.fits).toEqual(['Grow'])
    expect(find('five pages plus a chatbot, what would you recommend?')?.fits).toEqual(['Grow'])
    expect(read('5 pages, a chatbot, no booking and I don’t need call campaigns')?.unwanted).toEqual([
      'booking',
      'phoneCampaigns',
    ])
    expect(find('5 pages, a chatbot, no booking and I don’t need call campaigns')?.fits).toEqual(['Grow'])
  })

  it('hands off when nothing fits or the facts conflict, naming the closest plan and what it lacks', () => {
    expect(find('I need 12 pages and my budget is $300, which plan')).toMatchObject({
      closest: 'Scale',
      unmet: ['pages', 'price'],
      text: expect.stringContaining(
        `Scale comes closest, but its site has ${unbroken('5–10')} pages and it is $750+ setup`,
      ),
    })
    expect(find('a custom app, but my budget is only $400')).toMatchObject({
      closest: 'Enterprise Custom',
      unmet: ['price'],
    })
    expect(find('I want 3 pages and unlimited edits, which plan')?.fits).toBeUndefined()
  })

  it('follows the content: a plan’s page count or price changed there changes the answer', () => {
    const fivePages = 'I need exactly five pages with a chatbot'
    expect(find(fivePages, withPlan('grow', { pages: { min: 2, max: 4 } }))?.fits).toEqual(['Scale'])

    const twelvePages = 'we need 12 pages, which plan fits'
    expect(find(twelvePages)?.fits).toBeUndefined()
    expect(find(twelvePages, withPlan('scale', { pages: { min: 10, max: 20 } }))?.fits).toEqual(['Scale'])

    const onePageFor300 = 'one page site is all i need but i can only pay $300'
    expect(find(onePageFor300)).toMatchObject({ closest: 'Launch', unmet: ['price'] })
    expect(find(onePageFor300, withPlan('launch', { price: { upfront: 250 } }))?.fits).toEqual(['Launch'])

    const fortyAMonth = 'I can spend $40 a month, which plan'
    expect(find(fortyAMonth)?.fits).toBeUndefined()
    expect(find(fortyAMonth, withPlan('grow', { price: { upfront: 500, monthly: 39 } }))?.fits).toEqual([
      'Grow',
    ])

    // An add-on the visitor needs counts against their budget, at its price in the content.
    const withChatbotFor500 = 'my budget is $500 total, paid once: one page with the AI chatbot'
    expect(find(withChatbotFor500)).toMatchObject({ closest: 'Launch', unmet: ['price'] })
    const cheaperAddOn = withPlan('launch', { addOn: { name: 'AI Chatbot', price: 40 } })
    expect(find(withChatbotFor500, cheaperAddOn)?.fits).toEqual(['Launch'])

    // A need that moves to a second plan is no longer one plan's own: a question for the search.
    const crm = 'we want our site forms to go straight into our CRM'
    expect(find(crm)?.fits).toEqual(['Scale'])
    const growIncludes = english.plans.find(({ id }) => id === 'grow')?.includes ?? []
    expect(find(crm, withPlan('grow', { includes: [...growIncludes, 'crm'] }))).toBeNull()
  })
})
