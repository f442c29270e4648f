import questions from './questions.json'

/**
 * Questions visitors ask, in everyday words with some typos, and the facts a right answer must state
 * as the page states them (questions.json). Off-topic questions must be handed to the studio, never
 * answered. Used by the assistant's unit tests; `npm run bench` reads the JSON and asks each one on
 * the built page (accuracy, hand-off rate and time to answer).
 *
 * The last 20 on-topic questions were written after the retrieval rules had been tuned on the
 * others, as a check on them: 16 of those 20 were answered right at first.
 */
export interface OnTopicQuestion {
  question: string
  /** Every one must appear in the answer, as written on the page. */
  facts: string[]
}

export const onTopic: OnTopicQuestion[] = questions.onTopic

/** Nothing on the page answers these: the assistant must say so and offer to send them to the studio. */
export const offTopic: string[] = questions.offTopic
