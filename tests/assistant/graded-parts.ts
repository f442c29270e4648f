import { beforeAll, describe, expect, it } from 'vitest'
import { gradeSet, type QuestionSet, type SetFigures } from '../../src/assistant/grading.mjs'
import type { Knowledge } from '../../src/assistant/knowledge'
import { answerText, serviceText, type Reply } from '../../src/assistant/reply'
import type { FreeTool } from '../../src/content/types'

/** The held-out parts of each language's question set, in the order written (README, "The targets"). */
const HELD_OUT_PARTS = [
  'held-out',
  'held-out-4',
  'held-out-5',
  'held-out-6',
  'held-out-7',
  'held-out-8',
  'held-out-9',
  'held-out-10',
  'held-out-11',
  'held-out-12',
  'held-out-13',
  'held-out-14',
  'held-out-15',
  'held-out-16',
  'held-out-17',
  'held-out-18',
  'held-out-19',
  'held-out-20',
  'held-out-21',
  'held-out-22',
  'held-out-23',
  'held-out-24',
  'held-out-25',
  'held-out-26',
  'held-out-27',
  'held-out-28',
  'held-out-29',
  'held-out-30',
  'held-out-31',
  'held-out-32',
  'held-out-33',
  'held-out-34',
  'held-out-35',
  'held-out-36',
  'held-out-37',
  'held-out-38',
  'held-out-39',
  'held-out-40',
  'held-out-41',
] as const
type HeldOutPart = (typeof HELD_OUT_PARTS)[number]

/** The parts of each language's question set: the tuning part, then the held-out parts. */
export type QuestionPart = 'tuning' | HeldOutPart

/**
 * A language's held-out parts, by name, from its folder's files (`import.meta.glob` of
 * `./held-out*.json`): every part must have its file, and no file may be a part not listed.
 */
export function heldOutParts(files: Record<string, QuestionSet>): Record<HeldOutPart, QuestionSet> {
  const byName = new Map(
    Object.entries(files).map(([path, set]) => [path.replace(/^.*\/|\.json$/g, ''), set]),
  )
  const named = [...byName.keys()].sort()
  if (named.join() !== [...HELD_OUT_PARTS].sort().join())
    throw new Error(`The held-out files (${named.join(', ')}) are not the parts ${HELD_OUT_PARTS.join(', ')}`)
  return Object.fromEntries(HELD_OUT_PARTS.map((part) => [part, byName.get(part)])) as Record<
    HeldOutPart,
    QuestionSet
  >
}

/**
 * A reply as a visitor reads it: its text, whether it hands the question to the studio, where its
 * answer comes from, and the free tools it offers, by their controls' names (`toolNames`).
 */
export function asRead(reply: Reply, toolNames?: Record<FreeTool, string>) {
  switch (reply.kind) {
    case 'answer':
      return { handedOff: false, text: answerText(reply.entry), source: reply.entry.source, tools: [] }
    case 'plans':
      return { handedOff: false, text: reply.text, source: reply.source, tools: [] }
    case 'service': {
      const { entry, plans, tools } = reply
      const text = plans ? `${serviceText(entry, plans)} ${plans.text}` : serviceText(entry)
      const names = tools.flatMap((tool) => (toolNames ? [toolNames[tool]] : []))
      return { handedOff: false, text, source: entry.source, tools: names }
    }
    case 'handOff':
      return { handedOff: true, text: reply.reason ?? '', source: '', tools: [] }
  }
}

/** The entry a reply answers with, if it answers with one. */
export const entryOf = (reply: Reply) =>
  reply.kind === 'answer' || reply.kind === 'service' ? reply.entry : undefined

/**
 * What a part of a question set measured, as floors and ceilings against regressions: the shares of
 * its on-topic questions answered right and answered wrong (the rest are handed off), the share of
 * its off-topic questions answered, the share of its plan-fit questions that get the plans that fit,
 * and how many answers name more prices than asked for.
 */
export interface PartFloors {
  right: number
  wrong: number
  offTopicAnswered: number
  planFit?: number
  long: number
}

const percent = (share: number) => `${Math.round(1000 * share) / 10} %`

/**
 * Every part of a language's question set asked of the assistant (`reply`, whose plans are
 * `plans`), and held to its floors.
 */
export function testParts<Part extends string>(
  sets: Record<Part, QuestionSet>,
  floors: Record<Part, PartFloors>,
  reply: (question: string) => Reply,
  plans: Knowledge['plans'],
) {
  const planNames = plans.map(({ name }) => name)
  for (const [part, set] of Object.entries(sets) as [Part, QuestionSet][]) {
    const floor = floors[part]
    describe(`the ${part} part`, () => {
      let figures: SetFigures
      beforeAll(async () => {
        figures = await gradeSet(set, (question) => asRead(reply(question)), planNames)
      })

      it(`answers at least ${percent(floor.right)} of its on-topic questions with the facts the page states`, () => {
        expect(figures.onTopic.total).toBeGreaterThanOrEqual(30)
        expect(figures.onTopic.right / figures.onTopic.total).toBeGreaterThanOrEqual(floor.right)
      })

      it(`answers at most ${percent(floor.wrong)} of them without those facts, and hands the rest to the studio`, () => {
        expect(figures.onTopic.wrong.length / figures.onTopic.total).toBeLessThanOrEqual(floor.wrong)
      })

      it(`answers at most ${percent(floor.offTopicAnswered)} of its off-topic questions`, () => {
        expect(figures.offTopic.total).toBeGreaterThanOrEqual(12)
        expect(figures.offTopic.answered.length / figures.offTopic.total).toBeLessThanOrEqual(
          floor.offTopicAnswered,
        )
      })

      const { planFit } = floor
      if (planFit !== undefined)
        it(`names just the plans that fit, or hands off when none does, in at least ${percent(planFit)} of its plan-fit questions`, () => {
          expect(figures.planFit.total).toBeGreaterThanOrEqual(12)
          expect(figures.planFit.right / figures.planFit.total).toBeGreaterThanOrEqual(planFit)
        })

      it(`names more prices than asked for in at most ${floor.long} answers`, () => {
        expect(figures.onTopic.long.length).toBeLessThanOrEqual(floor.long)
      })
    })
  }
}
