import type { QuestionSet } from '../../../src/assistant/grading.mjs'
import { heldOutParts, type QuestionPart } from '../graded-parts'
import tuning from '../../../src/assistant/es/example-questions.json'

/**
 * The Spanish questions, as tests/assistant/questions.ts has the English ones: a `tuning` part the
 * Spanish retrieval (src/assistant/es) was developed on, which it learns visitor words from
 * (src/assistant/es/example-questions.json), and a `held-out` part written by someone who had seen
 * only the Spanish answers, never tuned on; `held-out-4`, with questions for the plan finder,
 * written before issue 31's tuning and measured once after; and `held-out-5`, written the same way
 * after that and measured once on the assistant it left; `held-out-6` to `held-out-41`, each
 * written the same way before a round of tuning and measured once after it.
 */
export const spanishQuestionSets: Record<QuestionPart, QuestionSet> = {
  tuning,
  ...heldOutParts(import.meta.glob<QuestionSet>('./held-out*.json', { eager: true, import: 'default' })),
}
