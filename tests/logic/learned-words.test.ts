import { describe, expect, it } from 'vitest'
import {
  learnedWords,
  MIN_EXAMPLES,
  MIN_OFF_TOPIC_EXAMPLES,
  MIN_OFF_TOPIC_SHARE,
  MIN_SHARE,
  offTopicStems,
} from '../../src/assistant/learned-words'

const STOP_WORDS = new Set(['we', 'the', 'a', 'in', 'you', 'do', 'can'])
const example = (question: string, ...answeredBy: string[]) => ({ question, answeredBy })

describe('visitor words learned from example questions', () => {
  it('learns a word that comes mostly with one entry’s examples, from at least two of them', () => {
    expect([MIN_EXAMPLES, MIN_SHARE]).toEqual([2, 0.7])
    const learned = learnedWords(
      [
        example('We open in a hurry', 'faq-rush'),
        example('the grand opening is in a hurry', 'faq-rush'),
        example('grand opening next week', 'faq-timeline'),
        example('Hurry, what does it cost', 'pricing'),
      ],
      [],
      STOP_WORDS,
    )
    // "hurry": 2 of 3 examples are rush delivery's, under the share; "opening": 1 and 1.
    expect(learned.get('faq-rush')).toBeUndefined()
    expect(
      learnedWords(
        [
          example('We open in a hurry', 'faq-rush'),
          example('in a HURRY, grand opening', 'faq-rush'),
          example('hurry hurry', 'faq-rush'),
          example('hurry: what does it cost', 'pricing'),
        ],
        [],
        STOP_WORDS,
      ).get('faq-rush'),
    ).toEqual(['hurry'])
  })

  it('learns no word that questions the page does not answer hold as often', () => {
    const examples = [
      example('franchise with 12 branches', 'enterprise'),
      example('12 branches, a franchise', 'enterprise'),
    ]
    expect(learnedWords(examples, [], STOP_WORDS).get('enterprise')).toEqual(['franchise', '12', 'branches'])
    const offTopic = ['do you open branches of banks', 'branches of trees']
    expect(learnedWords(examples, offTopic, STOP_WORDS).get('enterprise')).toEqual(['franchise', '12'])
  })

  it('counts an example that two entries answer half for each, folds accents and never learns a stop word', () => {
    const learned = learnedWords(
      [
        example('inauguración the', 'faq-rush', 'faq-timeline'),
        example('Inauguracion the', 'faq-rush', 'faq-timeline'),
        example('inauguracion the', 'faq-rush'),
        example('the inauguración', 'faq-rush'),
      ],
      [],
      STOP_WORDS,
    )
    // 3 of 4 for rush delivery (over the share), 1 for the timeline (under two examples).
    expect(learned.get('faq-rush')).toEqual(['inauguracion'])
    expect(learned.get('faq-timeline')).toBeUndefined()
  })

  it('finds the stems of the words of questions the page does not answer: in three of them or more, and nearly only there', () => {
    expect([MIN_OFF_TOPIC_EXAMPLES, MIN_OFF_TOPIC_SHARE]).toEqual([3, 0.9])
    const words = offTopicStems({
      graded: {
        onTopic: [{ question: 'What does the Grow plan cost?', facts: ['$500'] }],
        offTopic: [
          'Can you design a logo?',
          'a logo for my bakery',
          'what does a domain cost',
          'Do you take Venmo?',
        ],
      },
      labelled: {
        onTopic: [{ question: 'Cuánto cuesta un logo en el plan Grow', answeredBy: ['plan-grow'] }],
        offTopic: ['Aceptan Venmo?', 'Un logo, por favor', 'venmo o zelle'],
      },
      stopWords: STOP_WORDS,
      stem: (word) => word.replace(/s$/, ''),
    })
    // "logo": 3 off-topic, 1 on-topic (75 %); "cost": 1 and 1; "venmo": 3 and 0; "domain": once.
    expect(words).toEqual(['venmo'])
  })
})
