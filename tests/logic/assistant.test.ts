import { describe, expect, it } from 'vitest'
import { EXAMPLE_QUESTIONS } from '../../src/assistant/example-questions'
import { buildKnowledge, planChoices } from '../../src/assistant/knowledge'
import { offTopicStems } from '../../src/assistant/learned-words'
import * as english from '../../src/content/en/index.ts'
import { createRetriever, MIN_COVERAGE, MIN_EVIDENCE } from '../../src/assistant/retrieval'
import { answerText, createReplier } from '../../src/assistant/reply'
import { searchTerms } from '../../src/assistant/words'
import { suggestedQuestions } from '../../src/content/en/assistant'
import { faq } from '../../src/content/en/faq'
import { plans } from '../../src/content/en/plans'
import { planPriceText } from '../../src/content/en/prices'
import { questionSets } from '../assistant/questions'
import { entryOf, testParts, type PartFloors, type QuestionPart } from '../assistant/graded-parts'
import { unbroken } from '../../src/content/unbroken'

/** The studio's address in .env.example and the browser tests' build, which the question sets' facts name. */
const EMAIL = 'hello@brightpath.studio'
/**
 * What each part measured when the plan finder and the rivals' hand-off came (issue 31's closing
 * note; held-out-5 to held-out-41 once each, on the assistant as the tuning before each left it),
 * as floors against regressions. The held-out floors are never raised by tuning on them.
 */
const FLOORS: Record<QuestionPart, PartFloors> = {
  // 3 of the 4 long answers compare Launch and Grow for a question about the chatbot: Launch's add-on
  // is a third price, and the one asked for.
  tuning: { right: 0.88, wrong: 0.038, offTopicAnswered: 0.04, planFit: 1, long: 4 },
  'held-out': { right: 0.8, wrong: 0.09, offTopicAnswered: 0.12, long: 0 },
  'held-out-4': { right: 0.8, wrong: 0.05, offTopicAnswered: 0.042, planFit: 0.88, long: 0 },
  'held-out-5': { right: 0.75, wrong: 0.167, offTopicAnswered: 0.1, planFit: 0.733, long: 0 },
  'held-out-6': { right: 0.733, wrong: 0.1, offTopicAnswered: 0.134, planFit: 0.866, long: 0 },
  'held-out-7': { right: 0.85, wrong: 0.05, offTopicAnswered: 0.134, planFit: 0.833, long: 0 },
  'held-out-8': { right: 0.816, wrong: 0.084, offTopicAnswered: 0.067, planFit: 0.933, long: 0 },
  'held-out-9': { right: 0.816, wrong: 0.034, offTopicAnswered: 0.034, planFit: 0.933, long: 0 },
  'held-out-10': { right: 0.833, wrong: 0.05, offTopicAnswered: 0.034, planFit: 0.933, long: 0 },
  'held-out-11': { right: 0.866, wrong: 0.05, offTopicAnswered: 0, planFit: 0.933, long: 0 },
  'held-out-12': { right: 0.833, wrong: 0.034, offTopicAnswered: 0, planFit: 0.8, long: 0 },
  'held-out-13': { right: 0.85, wrong: 0.034, offTopicAnswered: 0.034, planFit: 0.933, long: 0 },
  'held-out-14': { right: 0.8, wrong: 0.05, offTopicAnswered: 0.034, planFit: 1, long: 0 },
  'held-out-15': { right: 0.816, wrong: 0.067, offTopicAnswered: 0.034, planFit: 0.833, long: 0 },
  'held-out-16': { right: 0.816, wrong: 0.084, offTopicAnswered: 0.067, planFit: 0.833, long: 0 },
  'held-out-17': { right: 0.933, wrong: 0.017, offTopicAnswered: 0.167, planFit: 0.966, long: 0 },
  'held-out-18': { right: 0.95, wrong: 0, offTopicAnswered: 0.034, planFit: 0.9, long: 0 },
  'held-out-19': { right: 0.916, wrong: 0.017, offTopicAnswered: 0.234, planFit: 0.833, long: 0 },
  'held-out-20': { right: 0.85, wrong: 0.1, offTopicAnswered: 0.167, planFit: 0.9, long: 0 },
  'held-out-21': { right: 0.933, wrong: 0.017, offTopicAnswered: 0.2, planFit: 0.8, long: 0 },
  'held-out-22': { right: 0.933, wrong: 0.017, offTopicAnswered: 0.1, planFit: 0.933, long: 0 },
  'held-out-23': { right: 0.95, wrong: 0.017, offTopicAnswered: 0.2, planFit: 0.933, long: 0 },
  'held-out-24': { right: 0.9, wrong: 0.067, offTopicAnswered: 0.1, planFit: 0.933, long: 0 },
  'held-out-25': { right: 0.866, wrong: 0.017, offTopicAnswered: 0.1, planFit: 0.933, long: 0 },
  'held-out-26': { right: 0.883, wrong: 0.05, offTopicAnswered: 0.134, planFit: 0.9, long: 0 },
  'held-out-27': { right: 0.833, wrong: 0.05, offTopicAnswered: 0.2, planFit: 0.933, long: 0 },
  'held-out-28': { right: 0.916, wrong: 0.034, offTopicAnswered: 0.234, planFit: 0.9, long: 0 },
  'held-out-29': { right: 0.916, wrong: 0.017, offTopicAnswered: 0.067, planFit: 0.9, long: 0 },
  // 55 of 60 measured; 54 since a review's words are searched as a visitor's (a question on the
  // online stores' traffic now finds a review as near as the project, and is handed off), which took
  // 10 wrong answers away over the held-out parts.
  'held-out-30': { right: 0.9, wrong: 0.017, offTopicAnswered: 0.067, planFit: 0.866, long: 0 },
  'held-out-31': { right: 0.866, wrong: 0.067, offTopicAnswered: 0.134, planFit: 0.933, long: 0 },
  'held-out-32': { right: 0.833, wrong: 0.017, offTopicAnswered: 0.2, planFit: 0.866, long: 0 },
  'held-out-33': { right: 0.866, wrong: 0.034, offTopicAnswered: 0.167, planFit: 0.8, long: 0 },
  'held-out-34': { right: 0.916, wrong: 0.034, offTopicAnswered: 0.067, planFit: 0.866, long: 0 },
  'held-out-35': { right: 0.883, wrong: 0.017, offTopicAnswered: 0.1, planFit: 0.9, long: 0 },
  'held-out-36': { right: 0.95, wrong: 0.017, offTopicAnswered: 0.034, planFit: 0.933, long: 0 },
  'held-out-37': { right: 0.85, wrong: 0.034, offTopicAnswered: 0.1, planFit: 0.9, long: 0 },
  'held-out-38': { right: 0.783, wrong: 0.067, offTopicAnswered: 0.234, planFit: 0.966, long: 0 },
  'held-out-39': { right: 0.766, wrong: 0.034, offTopicAnswered: 0.134, planFit: 0.933, long: 0 },
  'held-out-40': { right: 0.75, wrong: 0.084, offTopicAnswered: 0.1, planFit: 0.866, long: 0 },
  'held-out-41': { right: 0.766, wrong: 0.15, offTopicAnswered: 0.1, planFit: 0.9, long: 0 },
}
const entries = buildKnowledge(english, { contactEmail: EMAIL, analytics: false }, EXAMPLE_QUESTIONS.en)
const knowledge = {
  entries,
  offTopicStems: offTopicStems(EXAMPLE_QUESTIONS.en),
  plans: planChoices(english),
  situations: english.situationWords,
}
const { retrieve } = createRetriever(knowledge.entries, knowledge.offTopicStems)
const reply = createReplier(knowledge)
/** The entry a question is answered with, if it is answered with one. */
const answerTo = (question: string) => entryOf(reply(question))
/** The plans a reply names: those the plan finder names, or the plan of the entry it answers with. */
const plansFor = (question: string) => {
  const replied = reply(question)
  if (replied.kind === 'plans') return replied.plans.map(({ name }) => name)
  const planName = entryOf(replied)?.planName
  return planName ? [planName] : []
}

testParts(questionSets, FLOORS, reply, knowledge.plans)

describe('what the assistant knows', () => {
  it('states each plan’s price as the pricing section does, and links to it', () => {
    for (const plan of plans) {
      const entry = entries.find(({ id }) => id === `plan-${plan.id}`)
      const { amount, note } = planPriceText(plan.price)
      expect(entry?.answer).toContain(`${amount} ${note}`)
      expect(entry?.source).toBe(`Pricing: ${plan.name}`)
      expect(entry?.target).toEqual({ section: 'pricing' })
    }
  })

  it('joins a plan’s lines into its sentences in lower case, acronyms and names as they are (issue 53)', () => {
    const grow = entries.find(({ id }) => id === 'plan-grow')?.answer
    expect(grow).toContain(
      ', 24/7 AI chatbot, lead capture and analytics, mobile layout, hosting + 1 content update per month, local SEO setup.',
    )
    expect(entries.find(({ id }) => id === 'plan-scale')?.answer).toContain(', full SEO,')
    expect(entries.find(({ id }) => id === 'plan-enterprise')?.answer).toContain(
      'It covers custom apps, enterprise websites, business process automation.',
    )
    expect(answerTo(english.assistantCopy.placeholder)?.id, 'the field’s example question').toBe('plan-grow')
    const fit = reply('I need a website with a chatbot and lead capture, what plan?')
    expect(fit.kind === 'plans' ? fit.text : '').toMatch(/^Grow fits: [^A-Z]*(AI|SEO)?[^A-Z]*\./)
  })

  it('answers each FAQ question with its answer, word for word', () => {
    for (const { question, answer } of faq) {
      expect(answerTo(question)).toMatchObject({ answer, source: `FAQ: ${question}` })
    }
  })

  it('tells after a plan’s answer the FAQ’s sentences that speak of that plan alone', () => {
    const termsOf = (content: typeof english) =>
      Object.fromEntries(
        buildKnowledge(content, { contactEmail: EMAIL, analytics: false }, EXAMPLE_QUESTIONS.en)
          .filter(({ planName }) => planName)
          .map(({ planName, terms }) => [planName, terms]),
      )
    // By name, or by its price's note ("One-time plans have no recurring fees"); the sentence of
    // the hosting FAQ that compares Grow, Scale and All-Inclusive stays in its FAQ.
    expect(termsOf(english)).toEqual({
      Launch: expect.stringMatching(/^One-time plans, like Launch, are paid upfront .*nothing to cancel\.$/),
      Grow: undefined,
      Scale: undefined,
      'All-Inclusive': expect.stringMatching(/first month’s payment.* has no contract/),
      'Enterprise Custom': undefined,
    })
    const billing = {
      question: 'When am I billed?',
      answer: 'Grow is billed on the 1st. Grow and Scale renew monthly.',
      visitorWords: ['billing date'],
    }
    expect(termsOf({ ...english, faq: [billing] })).toMatchObject({
      Grow: 'Grow is billed on the 1st.',
      Scale: undefined,
    })
    // What the visitor reads.
    const launch = reply('I paid once for Launch, is there anything to cancel later?')
    expect(entryOf(launch)?.id).toBe('plan-launch')
    expect(launch.kind === 'answer' && answerText(launch.entry)).toContain('so there is nothing to cancel')
  })

  it('finds a term in every phrase of the visitor’s words (a phrase of only stop words would do nothing)', () => {
    const phrases = entries.flatMap((entry) => entry.visitorWords.split(', ').filter(Boolean))
    expect(phrases.length).toBeGreaterThan(100)
    expect(phrases.filter((phrase) => searchTerms(phrase).length === 0)).toEqual([])
  })

  it('gives the studio’s address when asked how to get in touch', () => {
    expect(answerTo('How do I contact you?')?.answer).toContain(EMAIL)
  })

  it('answers a question about privacy with the footer’s note, as the build states it', () => {
    expect(answerTo('does this site use cookies or track me?')).toMatchObject({
      id: 'privacy',
      target: { anchor: 'privacy' },
      answer: expect.stringContaining('This site sets no cookies, counts no visits'),
    })
    const withAnalytics = buildKnowledge(
      english,
      { contactEmail: EMAIL, analytics: true },
      EXAMPLE_QUESTIONS.en,
    )
    expect(withAnalytics.find(({ id }) => id === 'privacy')?.answer).toContain('With Plausible Analytics')
  })

  it('answers a question about results from Our work and the reviews, and only such a question', () => {
    expect(answerTo('What results did your restaurant clients get?')?.answer).toContain(
      '+38% online orders in 90\u00a0days',
    )
    // A number no other entry states, asked in the present, may be a project's figure; not a plan's.
    expect(answerTo('how many of the spa’s bookings come in after hours?')?.answer).toContain('40%')
    expect(
      answerTo('for the dental chatbot, how many of the routine questions does it handle?')?.answer,
    ).toContain('About half of routine questions')
    expect(answerTo('with the $150/mo plan how many changes can i send you')?.tellsResults).toBeUndefined()
    expect(
      answerTo('how much of the routine questions can the chatbot handle for a dentist office')?.answer,
    ).toContain('About half of routine questions')
    expect(answerTo('how much did that auto repair shop’s google rating go up')?.answer).toContain(
      '4.1 to 4.8',
    )
    expect(answerTo('can I see some examples of your work?')).toMatchObject({
      id: 'work',
      target: { section: 'work' },
    })
    // Asked in the past tense: what a project did.
    expect(answerTo('did the booking system get the spa more appointments?')?.answer).toContain(
      '+27% booked appointments in 60\u00a0days',
    )
    expect(answerTo('What time does Casa Verde Taqueria open on Sundays?')).toBeUndefined()
    // A client named is the client's business, unless the question asks for results.
    expect(answerTo('can you book me a table at Casa Verde for Friday?')).toBeUndefined()
    expect(answerTo('what happened to Casa Verde’s orders after the new site?')?.answer).toContain(
      'about a third of our orders come in online',
    )
    expect(answerTo('do you have any numbers for the spa’s booking system?')?.answer).toContain(
      '+27% booked appointments in 60\u00a0days',
    )
    // What a service does, or whom the studio serves, is no result: without one, the studio is asked.
    expect(reply('did review automation help a bakery?').kind).toBe('handOff')
    // Nor is a question about results a description of a need.
    expect(reply('Did the chatbot you made for a dental clinic capture more leads?').kind).not.toBe('plans')
    expect(answerTo('i have a heating and air company, is this a fit')?.answer).toContain('HVAC companies')
    expect(answerTo('do you build websites for restaurants')?.answer).not.toContain('+38%')
    expect(answerTo('how do you know if you did a good job for me')?.id ?? '').not.toMatch(/^(work|review)/)
    expect(
      answerTo('the dentist chatbot you made, how many routine questions does it handle')?.answer,
    ).toContain('About half of routine questions')
    // The fact is in the spa owner's review, not in the booking project's figures.
    expect(answerTo('did the day spa get fewer no-shows once it had online booking?')?.answer).toContain(
      'about a quarter',
    )
    // Not the project's figures, which say nothing of no-shows.
    expect(answerTo('did online booking cut no-shows for the spa')?.id).not.toBe('work-1')
    // "Did your" is about the studio's work, as "did you build" is.
    expect(answerTo('What did your school websites do for enrollment?')?.answer).toContain(
      '+35% online enrollment inquiries',
    )
  })
})

describe('retrieval', () => {
  it('answers a question about one plan’s trait with that plan, not the price list', () => {
    expect(plansFor('what is your cheapest plan')).toEqual(['Launch'])
    expect(plansFor('which plan has no setup fee')).toEqual(['All-Inclusive'])
    expect(plansFor('whats ur most popular plan')).toEqual(['All-Inclusive'])
    expect(answerTo('is the scale plan a monthly payment')?.id).toBe('plan-scale')
    expect(answerTo('send me all your prices')?.id).toBe('pricing')
  })

  it('answers a question for every plan’s price with the price list, and only such a question', () => {
    expect(answerTo('Could you list every plan you offer along with what each one costs?')?.id).toBe(
      'pricing',
    )
    expect(answerTo('do all plans include hosting?')?.id).not.toBe('pricing')
    // "Every month" is how often, not which plans.
    expect(answerTo('what does the all inclusive cost every month')?.id).toBe('plan-allInclusive')
  })

  it('answers a question that names two plans with both, each with its price', () => {
    const both = answerTo('whats the diff between grow and scale')
    expect(both?.answer).toContain('$500 setup + $49/month')
    expect(both?.answer).toContain('$750+ setup + $75/month')
    expect(both?.source).toBe('Pricing: Grow, Scale')
    expect(both?.target).toEqual({ section: 'pricing' })
  })

  it('tells a plan’s add-on beside another plan only when the question asks about it', () => {
    expect(answerTo('Launch or Grow: which one has the AI chatbot?')?.answer).toContain(
      'Optional AI Chatbot add-on: $100 one-time',
    )
    expect(answerTo('Launch or Grow for a small bakery?')?.answer).not.toContain('add-on')
  })

  it('answers a question about one plan with an entry that speaks of that plan', () => {
    expect(answerTo('the grow package, will it show me numbers on who’s contacting us')?.id).toBe('plan-grow')
    expect(answerTo('how many pages on grow? i have a dentist office with like 4 services')?.id).toBe(
      'plan-grow',
    )
    // The FAQ on hosting and edits names Grow: it answers for it.
    expect(answerTo('does grow come with hosting and do you make changes for me')?.id).toBe('faq-2')
  })

  it('understands small typos, swapped letters too', () => {
    expect(answerTo('whats the cost of the lanch plan')?.id).toBe('plan-launch')
    expect(answerTo('prcing')?.id).toBe('pricing')
    expect(answerTo('enterprize pricing')?.id).toBe('plan-enterprise')
    expect(answerTo('how much is the grwo plan')?.id).toBe('plan-grow')
    expect(answerTo('scael plan montly price')?.id).toBe('plan-scale')
  })

  it('understands a visitor who describes their situation instead of naming the page’s word', () => {
    expect(answerTo('we are a large company with hundreds of staff')?.id).toBe('plan-enterprise')
    expect(answerTo('i am in a hurry, my grand opening is soon')?.answer).toContain('Rush delivery')
    expect(answerTo('who keeps it updated once it is built')?.id).toBe('faq-2')
    expect(answerTo('why choose you over an agency')?.answer).toContain('transparent')
  })

  it('understands everyday words for the page’s words', () => {
    expect(searchTerms('cost')).toEqual(searchTerms('price'))
    expect(searchTerms('go live')).toEqual(searchTerms('launch'))
    expect(searchTerms('deposit')).toEqual(searchTerms('upfront'))
    expect(answerTo('What does Grow cost?')?.id).toBe('plan-grow')
    expect(answerTo('how fast can my site go live')?.answer).toContain(unbroken('1–2 weeks'))
    expect(answerTo('Do I need to pay a deposit?')?.answer).toContain('upfront')
  })

  it('ignores words that say nothing, and a question of only such words has no answer', () => {
    expect(searchTerms('What is the price of it?')).toEqual(searchTerms('price'))
    expect(retrieve('what is it?')).toBeNull()
  })
})

describe('the confidence threshold', () => {
  it('answers when the best entry matches MIN_COVERAGE of the question, or MIN_EVIDENCE in a long one', () => {
    const found = retrieve('Is there a setup fee on the all-inclusive plan?')
    expect(found?.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE)
    const long = retrieve(
      'my front desk spends all day playing phone tag to schedule appointments at my salon, help',
    )
    expect(long?.coverage).toBeLessThan(MIN_COVERAGE)
    expect(long?.evidence).toBeGreaterThanOrEqual(MIN_EVIDENCE)
    expect(long?.entry.answer).toContain('Online booking')
    // One page word among unknown ones is not enough.
    expect(retrieve('price of bitcoin tomorrow in tokyo')).toBeNull()
  })

  it('answers a question about the plan paid once from the FAQ, not the plan finder', () => {
    expect(answerTo('do I have to pay for the one-time plan before you start?')?.answer).toContain(
      'paid upfront before work begins',
    )
  })

  it('hands off a question for a price that its best entry does not state', () => {
    expect(answerTo('What’s the price for adding a second page to the Launch plan?')).toBeUndefined()
    // Ad spend is what the ads cost at Google, which the page does not state; nor is it a budget.
    expect(reply('does the price include the ad spend or do i pay google separately').kind).toBe('handOff')
    // The campaigns are a service no plan prices: a plan's price is no answer.
    expect(reply('How much do the text and email campaigns cost per month?').kind).toBe('handOff')
    expect(answerTo('how much is the AI chatbot add-on?')?.answer).toContain('$100')
    expect(answerTo('how much extra does rush delivery cost')).toBeUndefined()
    expect(answerTo('How much extra is rush delivery?')).toBeUndefined()
    // What to spend on ads is a price the page does not state, though it offers ad campaigns.
    expect(answerTo('How much should I budget for Google Ads each month?')).toBeUndefined()
    // Grow's answer has its price and its page count, but no price for another page.
    expect(answerTo('how much is an extra page on grow')).toBeUndefined()
  })

  it('hands off a question for a number, or a phone number, that its best entry does not state', () => {
    expect(answerTo('how many people work at your company')).toBeUndefined()
    // The studio's name is in its e-mail address, whose words are not the contact answer's.
    expect(answerTo('Who founded Brightpath Studio?')).toBeUndefined()
    expect(answerTo('what’s your email')?.id).toBe('contact')
    // The contact entry's "one business day" counts days, not people.
    expect(answerTo('Who founded the studio and how many people work there?')).toBeUndefined()
    // The page gives an e-mail address, no phone number.
    expect(answerTo('what’s your phone number?')).toBeUndefined()
    expect(answerTo('do you run phone call campaigns for my leads?')).toBeDefined()
    expect(answerTo('how many pages does grow come with')?.answer).toContain(`${unbroken('3–5 page')} site`)
    expect(answerTo('how many edits can i make on all inclusive')?.answer).toContain(
      'unlimited standard edits',
    )
  })

  it('follows a plan the finder names with its terms, as a plan’s own answer', () => {
    const fit = reply('I only need one page and want to pay once, would there be anything to cancel later?')
    expect(fit).toMatchObject({ kind: 'plans', plans: [{ name: 'Launch' }] })
    expect(fit.kind === 'plans' && fit.text).toContain('no recurring fees')
  })

  it('answers what a service works with from the service, not with the plan that has it', () => {
    expect(reply('does the online booking connect to my crm').kind).not.toBe('plans')
    expect(plansFor('we need our web forms to connect to our CRM')).toEqual(['Scale'])
  })

  it('tells what the website check sends, and to whom, after what it does', () => {
    const check = answerTo('what does your free website check send, and to whom?')
    expect(check?.id).toBe('check')
    expect(check && answerText(check)).toContain('Only the address is sent, to Google’s PageSpeed Insights.')
    // Told, not searched: a question about Google reviews is not drawn to it.
    expect(answerTo('we only have 4 google reviews, how do we get more')?.id).not.toBe('check')
  })

  it('answers a price question about the monthly or one-time plans with how they are paid', () => {
    expect(answerTo('for the monthly plans how much do i pay to start')?.answer).toContain(
      'first month’s payment',
    )
  })

  it('hands off a question whether a service works with a name the page never uses', () => {
    expect(answerTo('can your booking system sync with mindbody')).toBeUndefined()
    expect(answerTo('Which CRMs do you integrate with, HubSpot or Salesforce?')).toBeUndefined()
    expect(answerTo('does your booking work with google calendar')?.id).toBe('service-2')
    expect(answerTo('Can the AI chatbot answer customers on WhatsApp?')).toBeUndefined()
    expect(answerTo('can the chatbot answer questions in the middle of the night')?.id).toBe('service-1')
    expect(answerTo('do you work with restaurants? i own a taqueria')?.id).toBe('industries')
  })

  it('hands off a question with a word only questions the page does not answer use, a plan named or not', () => {
    expect(knowledge.offTopicStems).toEqual(
      expect.arrayContaining(['paus', 'prorat', 'guarante', 'upgrad', 'transfer']),
    )
    expect(reply('I already have a domain at GoDaddy, how do I transfer it to you?').kind).toBe('handOff')
    expect(
      reply('If I upgrade from Launch to Grow later, does the $450 count toward the setup fee?').kind,
    ).toBe('handOff')
    expect(reply('Can I pause my Grow plan during the slow winter months?').kind).toBe('handOff')
    expect(reply('If I switch from Grow to Scale mid-month, is it prorated?').kind).toBe('handOff')
    expect(reply('what does the Grow plan cost a month?').kind).toBe('answer')
  })

  it('hands off a question about a plan’s contract that its card and terms do not state', () => {
    expect(reply('how long is the contract on the Grow plan? 12 months?').kind).toBe('handOff')
    expect(answerTo('can I cancel the all-inclusive plan whenever I want?')?.answer).toContain('no contract')
    expect(
      answerTo('If I buy Launch, are there recurring charges I’d need to cancel later?')?.terms,
    ).toContain('nothing to cancel')
  })

  it('hands off a question that fits two entries about as well', () => {
    expect(reply('how fast can you build an electrician website that works on phones').kind).toBe('handOff')
  })

  it('takes a price of one plan’s for its name, but not a budget nor a team’s size', () => {
    expect(answerTo('On the $49 plan how many times a month will you change content for me')?.id).toBe(
      'plan-grow',
    )
    expect(answerTo('with the 150 a month plan how many edits can i ask for?')?.answer).toContain(
      'unlimited standard edits',
    )
    const team = reply('We’re a 150-employee company and need a custom app built.')
    expect(team.kind === 'plans' && team.plans.map(({ name }) => name)).toEqual(['Enterprise Custom'])
    const budget = reply('I can spend $150 a month, which plan?')
    expect(budget.kind).toBe('plans')
  })

  it('tells a plan’s name from the same word used as a verb', () => {
    expect(answerTo('When will my website launch?')?.answer).toContain(unbroken('1–2 weeks'))
    expect(answerTo('how soon can we launch')?.answer).toContain(unbroken('1–2 weeks'))
    expect(answerTo('what does launch include')?.id).toBe('plan-launch')
    expect(answerTo('When will the Launch plan be ready?')?.id).toBe('plan-launch')
  })

  it('takes an everyday word for a plan’s name ("live" for "launch") as the word, never the plan', () => {
    expect(answerTo('When will my site be live?')?.answer).toContain(unbroken('1–2 weeks'))
    expect(answerTo('When can my site be live?')?.answer).toContain(unbroken('1–2 weeks'))
    expect(answerTo('Is the Launch plan live in a week?')?.id).toBe('plan-launch')
  })

  it('finds a plan whose name the question uses as a word where its card uses the word too', () => {
    // "Free 30-minute launch call": the card speaks of the launch, not of its plan's name.
    expect(answerTo('Is a free call included when I launch?')?.answer).toContain('free 30-minute launch call')
    expect(answerTo('Is there a free call when my site launches?')?.answer).toContain(
      'free 30-minute launch call',
    )
    expect(answerTo('Does launching come with a free call?')?.answer).toContain('free 30-minute launch call')
  })

  it('reads "after launch" as when, not as the Launch plan', () => {
    for (const question of [
      'Do you manage the site after launch?',
      'Will you manage my website after it launches?',
    ]) {
      expect(answerTo(question)?.id, question).not.toBe('plan-launch')
      expect(answerTo(question)?.answer, question).toMatch(/hosted site, unlimited standard edits/)
    }
  })

  it('answers whether the studio does something with what it offers, a FAQ about it no rival', () => {
    expect(answerTo('do you make AI chatbots for businesses?')?.id).toBe('service-1')
    expect(answerTo('Do you build AI chatbots for businesses?')?.id).toBe('service-1')
    // A question that is not whether the studio does it keeps the FAQ.
    expect(answerTo('How does the AI chatbot learn about my business?')?.id).toBe('faq-4')
  })

  it('can answer every question it suggests, first or as a follow-up, from another entry', () => {
    for (const question of suggestedQuestions()) expect(answerTo(question), question).toBeDefined()
    for (const entry of entries) {
      for (const question of entry.followUps) {
        const next = answerTo(question)
        expect(next, `${entry.id}: ${question}`).toBeDefined()
        expect(next?.id, `${entry.id}: ${question}`).not.toBe(entry.id)
      }
    }
  })
})
