import type { QuestionSet } from '../../src/assistant/grading.mjs'
import heldOut from './held-out.json'
import tuning from '../../src/assistant/en/example-questions.json'

/**
 * Questions visitors ask, in everyday words and about their situation, with typos, and the facts a
 * right answer must state as the page states them. Off-topic questions must be handed to the
 * studio, never answered. Used by the assistant's unit tests; `npm run bench` asks each one on the
 * built page. Two parts:
 * - `tuning`, what the retrieval was developed on, and the example questions it learns visitor
 *   words from (src/assistant/en/example-questions.json);
 * - `heldOut` (held-out.json), written before the retrieval changed by someone who had seen
 *   neither it nor the tuning part, and never tuned on: its figure is the one that counts.
 */
export const questionSets: Record<'tuning' | 'held-out', QuestionSet> = { tuning, 'held-out': heldOut }
