import type { QuestionSet } from '../../src/assistant/grading.mjs'
import { heldOutParts, type QuestionPart } from './graded-parts'
import tuning from '../../src/assistant/en/example-questions.json'

/**
 * Questions visitors ask, in everyday words and about their situation, with typos, and the facts a
 * right answer must state as the page states them. Off-topic questions must be handed to the
 * studio, never answered. Used by the assistant's unit tests; `npm run bench` asks each one on the
 * built page. Two parts:
 * - `tuning`, what the retrieval was developed on, and the example questions it learns visitor
 *   words from (src/assistant/en/example-questions.json);
 * - `held-out` (held-out.json), written before the retrieval changed by someone who had seen
 *   neither it nor the tuning part, and never tuned on: its figure is the one that counts;
 * - `held-out-4` (held-out-4.json), with questions that describe a need for the plan finder,
 *   written before issue 31's tuning by someone who had seen only the page, and measured once after;
 * - `held-out-5` (held-out-5.json), written the same way after that, and measured once on the
 *   assistant issue 31's tuning left (README, "The targets");
 * - `held-out-6` to `held-out-41` (their .json files), each written the same way
 *   before a round of tuning, and measured once after it.
 */
export const questionSets: Record<QuestionPart, QuestionSet> = {
  tuning,
  ...heldOutParts(import.meta.glob<QuestionSet>('./held-out*.json', { eager: true, import: 'default' })),
}
