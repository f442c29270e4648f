import { describe, expect, it } from 'vitest'
import { EXAMPLE_QUESTIONS } from '../../src/assistant/example-questions'
import { buildKnowledge } from '../../src/assistant/knowledge'
import { offTopicStems } from '../../src/assistant/learned-words'
import * as english from '../../src/content/en/index.ts'
import { createRetriever, MIN_COVERAGE, MIN_EVIDENCE } from '../../src/assistant/retrieval'
import { searchTerms } from '../../src/assistant/words'
import { suggestedQuestions } from '../../src/content/en/assistant'
import { faq } from '../../src/content/en/faq'
import { plans } from '../../src/content/en/plans'
import { planPriceText } from '../../src/content/en/prices'
import { isShort, statesFacts, type QuestionSet } from '../../src/assistant/grading.mjs'
import { questionSets } from '../assistant/questions'

const EMAIL = 'hello@test-studio.example'
type QuestionPart = keyof typeof questionSets

/** Shares right on and off topic, and answers naming more prices than asked for, per part. */
const FLOORS: Record<QuestionPart, { onTopic: number; offTopic: number; long: number }> = {
  tuning: { onTopic: 0.85, offTopic: 0.95, long: 1 },
  'held-out': { onTopic: 0.8, offTopic: 0.8, long: 0 },
}
const knowledge = buildKnowledge(english, EMAIL, EXAMPLE_QUESTIONS.en)
const retrieve = createRetriever(knowledge, offTopicStems(EXAMPLE_QUESTIONS.en))
const answerTo = (question: string) => retrieve(question)?.entry

describe('what the assistant knows', () => {
  it('states each plan’s price as the pricing section does, and links to it', () => {
    for (const plan of plans) {
      const entry = knowledge.find(({ id }) => id === `plan-${plan.id}`)
      const { amount, note } = planPriceText(plan.price)
      expect(entry?.answer).toContain(`${amount} ${note}`)
      expect(entry?.source).toBe(`Pricing: ${plan.name}`)
      expect(entry?.target).toEqual({ section: 'pricing' })
    }
  })

  it('answers each FAQ question with its answer, word for word', () => {
    for (const { question, answer } of faq) {
      expect(answerTo(question)).toMatchObject({ answer, source: `FAQ: ${question}` })
    }
  })

  it('finds a term in every phrase of the visitor’s words (a phrase of only stop words would do nothing)', () => {
    const phrases = knowledge.flatMap((entry) => entry.visitorWords.split(', ').filter(Boolean))
    expect(phrases.length).toBeGreaterThan(100)
    expect(phrases.filter((phrase) => searchTerms(phrase).length === 0)).toEqual([])
  })

  it('gives the studio’s address when asked how to get in touch', () => {
    expect(answerTo('How do I contact you?')?.answer).toContain(EMAIL)
  })
})

describe('retrieval', () => {
  // What each part measured (issue 19's closing note), as floors against regressions: the targets
  // are 95 % on-topic, 95 % off-topic and no long answer on the held-out part. The held-out floors
  // are never raised by tuning on that part.
  for (const [part, { onTopic }] of Object.entries(questionSets) as [QuestionPart, QuestionSet][]) {
    const floor = FLOORS[part]
    it(`answers at least ${100 * floor.onTopic} % of the ${part} part with the facts the page states`, () => {
      const wrong = onTopic.filter(
        (question) => !statesFacts(answerTo(question.question)?.answer ?? '', question),
      )
      expect(onTopic.length).toBeGreaterThanOrEqual(60)
      expect(1 - wrong.length / onTopic.length).toBeGreaterThanOrEqual(floor.onTopic)
    })

    it(`names at most two prices unless all were asked for, but in ${floor.long} of the ${part} part`, () => {
      const long = onTopic.filter((question) => !isShort(answerTo(question.question)?.answer ?? '', question))
      expect(long.length).toBeLessThanOrEqual(floor.long)
    })
  }

  it('answers a question about one plan’s trait with that plan, not the price list', () => {
    expect(answerTo('what is your cheapest plan')?.id).toBe('plan-launch')
    expect(answerTo('which plan has no setup fee')?.id).toBe('plan-allInclusive')
    expect(answerTo('whats ur most popular plan')?.id).toBe('plan-allInclusive')
    expect(answerTo('is the scale plan a monthly payment')?.id).toBe('plan-scale')
    expect(answerTo('send me all your prices')?.id).toBe('pricing')
  })

  it('answers a question that names two plans with both, each with its price', () => {
    const both = answerTo('whats the diff between grow and scale')
    expect(both?.answer).toContain('$500 setup + $49/month')
    expect(both?.answer).toContain('$750+ setup + $75/month')
    expect(both?.source).toBe('Pricing: Grow, Scale')
    expect(both?.target).toEqual({ section: 'pricing' })
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
    expect(answerTo('how fast can my site go live')?.answer).toContain('1–2 weeks')
    expect(answerTo('Do I need to pay a deposit?')?.answer).toContain('upfront')
  })

  it('ignores words that say nothing, and a question of only such words has no answer', () => {
    expect(searchTerms('What is the price of it?')).toEqual(searchTerms('price'))
    expect(retrieve('what is it?')).toBeNull()
  })
})

describe('the confidence threshold', () => {
  for (const [part, { offTopic }] of Object.entries(questionSets) as [QuestionPart, QuestionSet][]) {
    const floor = FLOORS[part].offTopic
    it(`hands at least ${100 * floor} % of the ${part} part's off-topic questions to the studio`, () => {
      const answered = offTopic.filter((question) => retrieve(question) !== null)
      expect(offTopic.length).toBeGreaterThanOrEqual(15)
      expect(1 - answered.length / offTopic.length).toBeGreaterThanOrEqual(floor)
    })
  }

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

  it('can answer every question it suggests, first or as a follow-up, from another entry', () => {
    for (const question of suggestedQuestions()) expect(retrieve(question), question).not.toBeNull()
    for (const entry of knowledge) {
      for (const question of entry.followUps) {
        const next = answerTo(question)
        expect(next, `${entry.id}: ${question}`).toBeDefined()
        expect(next?.id, `${entry.id}: ${question}`).not.toBe(entry.id)
      }
    }
  })
})
