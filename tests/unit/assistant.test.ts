import { describe, expect, it } from 'vitest'
import { buildKnowledge } from '../../src/assistant/knowledge'
import { createRetriever, MIN_COVERAGE, searchTerms } from '../../src/assistant/retrieval'
import { suggestedQuestions } from '../../src/content/assistant'
import { faq } from '../../src/content/faq'
import { plans } from '../../src/content/plans'
import { planPriceText } from '../../src/content/prices'
import { offTopic, onTopic } from '../assistant/questions'

const EMAIL = 'hello@test-studio.example'
const knowledge = buildKnowledge(EMAIL)
const retrieve = createRetriever(knowledge)
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

  it('gives the studio’s address when asked how to get in touch', () => {
    expect(answerTo('How do I contact you?')?.answer).toContain(EMAIL)
  })
})

describe('retrieval', () => {
  it('answers at least 95% of the question set with the facts the page states', () => {
    const wrong = onTopic.filter(({ question, facts }) => {
      const answer = answerTo(question)?.answer.toLowerCase() ?? ''
      return !facts.every((fact) => answer.includes(fact.toLowerCase()))
    })
    expect(onTopic.length).toBeGreaterThanOrEqual(60)
    expect(wrong.length / onTopic.length, JSON.stringify(wrong)).toBeLessThanOrEqual(0.05)
  })

  it('understands small typos', () => {
    expect(answerTo('whats the cost of the lanch plan')?.id).toBe('plan-launch')
    expect(answerTo('prcing')?.id).toBe('pricing')
    expect(answerTo('enterprize pricing')?.id).toBe('plan-enterprise')
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
  it('hands every off-topic question to the studio instead of answering', () => {
    expect(offTopic.length).toBeGreaterThanOrEqual(15)
    for (const question of offTopic) expect(retrieve(question), question).toBeNull()
  })

  it('answers only when the best entry matches at least MIN_COVERAGE of the question', () => {
    const found = retrieve('Is there a setup fee on the all-inclusive plan?')
    expect(found?.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE)
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
