import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_QUESTIONS } from '../../src/assistant/example-questions'
import { gradeSituations } from '../../src/assistant/grading.mjs'
import { buildKnowledge, planChoices } from '../../src/assistant/knowledge'
import { offTopicStems } from '../../src/assistant/learned-words'
import { createReplier } from '../../src/assistant/reply'
import { createServiceFinder } from '../../src/assistant/service-finder'
import * as english from '../../src/content/en/index.ts'
import type { FreeTool, ServiceId } from '../../src/content/types'
import situations from '../../src/assistant/en/example-situations.json'
import { asRead } from '../assistant/graded-parts'

const entries = buildKnowledge(
  english,
  { contactEmail: 'hello@brightpath.studio', analytics: false },
  EXAMPLE_QUESTIONS.en,
)
const reply = createReplier({
  entries,
  offTopicStems: offTopicStems(EXAMPLE_QUESTIONS.en),
  plans: planChoices(english),
  situations: english.situationWords,
})
const find = createServiceFinder(english.situationWords, [])

/** The names of the free tools' controls on the English page. */
const TOOL_NAMES: Record<FreeTool, string> = {
  check: english.serviceCards.find(({ link }) => link?.target === 'check')?.link?.label ?? '',
  reviewKit: english.reviewKit.button,
  booking: english.booking.button,
}

/** A sample of situations per service, as owners type them, and the free tool that fits each. */
const SAMPLES: [string, ServiceId, FreeTool[]][] = [
  ['our website is super slow on iphones', 'website', ['check']],
  ['the site looks really outdated', 'website', ['check']],
  ['we dont have a website, only a facebook page', 'website', []],
  ['we dont show up on google at all', 'localSeo', ['check']],
  ['i cant find my shop on google maps', 'localSeo', ['check']],
  ['we only have 4 reviews on google', 'reviews', ['reviewKit']],
  ['a customer left a 1 star review and its the first thing people see', 'reviews', ['reviewKit']],
  ['patients ask the same questions all day', 'chatbot', []],
  ['people message us at midnight and nobody answers', 'chatbot', []],
  ['too many no shows this month', 'booking', ['booking']],
  ['we take appointments over the phone and write them on paper', 'booking', ['booking']],
  ['customers come once and never come back', 'campaigns', []],
  ['want to send our regulars a text about happy hour specials', 'campaigns', []],
  ['we never have time to call back people who asked for a quote', 'phoneCalls', []],
  ['customer info is in spreadsheets and sticky notes everywhere', 'crm', []],
  ['leads from our contact form slip through the cracks', 'crm', []],
  ['our web designer disappeared and nobody can change the site', 'siteCare', []],
  ['my site got hacked last week', 'siteCare', []],
]

describe('the service finder', () => {
  it('finds the service a situation calls for, and the free tool that fits it, typos and all', () => {
    for (const [question, service, tools] of SAMPLES)
      expect(find(question), question).toMatchObject({ service, tools })
    expect(find('my webiste is sooo slow on mobile')).toMatchObject({ service: 'website' })
    expect(find('we only have a couple reveiws')).toMatchObject({ service: 'reviews' })
  })

  it('offers a free call to a visitor who would rather talk it through', () => {
    expect(find('our reviews are bad, can i talk to someone about it')).toMatchObject({
      service: 'reviews',
      tools: ['reviewKit', 'booking'],
    })
  })

  it('finds nothing in a plain question, in what a service does not do, or between two services alike', () => {
    expect(find('How does payment work?')).toBeNull()
    expect(find('can you delete a bad review for me')).toBeNull()
    expect(find('will the chatbot bring customers back')).toBeNull()
    // A name or a place one slip from a situation's word is left as typed: "texas" is not "texts".
    expect(find('do i need a special license in texas')).toBeNull()
  })
})

describe('the service in the assistant’s reply', () => {
  it('answers a situation with the service in the page’s words, its source and its tool', () => {
    const replied = reply('nobody can find us on google')
    expect(replied).toMatchObject({ kind: 'service', tools: ['check'] })
    expect(asRead(replied, TOOL_NAMES)).toMatchObject({
      source: 'Services: Local SEO and Ads',
      tools: ['Check your website for free'],
    })
    expect(asRead(reply('the web guy quit and nobody updates our site'), TOOL_NAMES).source).toBe(
      'FAQ: What is included in hosting and edits?',
    )
  })

  it('names the plan that includes the service beside it, briefly, never the price list', () => {
    const replied = reply('we miss calls after hours, which plan has a chatbot')
    expect(replied.kind).toBe('service')
    const plans = replied.kind === 'service' ? replied.plans : undefined
    expect(plans?.plans.map(({ name }) => name)).toEqual(['Launch', 'Grow'])
    const { text } = asRead(replied, TOOL_NAMES)
    expect(text).toMatch(/^AI Chatbot Assistants: A 24\/7 assistant[^.]*\. Launch and Grow both fit/)
    expect(text.match(/\$/g)?.length).toBeLessThanOrEqual(2 + 1)
    // A plan that does not include the service is told alone: every plan is a website.
    expect(reply('I need a website with a chatbot and lead capture, what plan?').kind).toBe('plans')
  })

  it('tells the service in place of an answer that matched little of the question, never of an FAQ’s', () => {
    expect(
      asRead(reply('i lose track of leads from calls, dms, the website... its a mess'), TOOL_NAMES).source,
    ).toBe('Services: CRM Integration')
    expect(
      reply('people message us at 11pm asking if were open tomorrow, can a bot handle that'),
    ).toMatchObject({
      kind: 'answer',
      entry: { target: { dialog: 'faq' } },
    })
  })

  it('offers the tool of a service the search finds, and still hands the off-topic to the studio', () => {
    expect(reply('do you do review automation')).toMatchObject({ kind: 'service', tools: ['reviewKit'] })
    expect(reply('What is the weather in Paris tomorrow?').kind).toBe('handOff')
    expect(reply('can you guarantee i rank first on google').kind).toBe('handOff')
  })

  it('answers every situation in well under 50 ms', () => {
    const started = performance.now()
    for (const { question } of situations.situations) reply(question)
    expect((performance.now() - started) / situations.situations.length).toBeLessThan(5)
  })
})

describe('the situation sets', () => {
  it('are graded by the service the answer comes from, and the tool it offers', async () => {
    const figures = await gradeSituations(situations, (question) => asRead(reply(question), TOOL_NAMES))
    expect(figures.total).toBeGreaterThanOrEqual(40)
    expect(figures.right / figures.total).toBeGreaterThanOrEqual(0.85)
  })

  it('hold no held-out situation among the tuning ones, in either language', () => {
    const questions = (file: string) =>
      (JSON.parse(readFileSync(file, 'utf8')) as { situations: { question: string }[] }).situations.map(
        ({ question }) => question.toLowerCase().trim(),
      )
    for (const [tuning, folder] of [
      ['src/assistant/en/example-situations.json', 'tests/assistant'],
      ['src/assistant/es/example-situations.json', 'tests/assistant/es'],
    ] as const) {
      const tuned = new Set(questions(tuning))
      const heldOut = readdirSync(folder)
        .filter((file) => file.startsWith('situations-held-out'))
        .flatMap((file) => questions(`${folder}/${file}`))
      expect(heldOut.length).toBeGreaterThan(0)
      expect(heldOut.filter((question) => tuned.has(question))).toEqual([])
    }
  })
})
