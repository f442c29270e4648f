import type { QuestionSet } from '../../../src/assistant/grading.mjs'
import type { QuestionPart } from '../graded-parts'
import heldOut from './held-out.json'
import heldOut4 from './held-out-4.json'
import heldOut5 from './held-out-5.json'
import heldOut6 from './held-out-6.json'
import heldOut7 from './held-out-7.json'
import heldOut8 from './held-out-8.json'
import heldOut9 from './held-out-9.json'
import heldOut10 from './held-out-10.json'
import heldOut11 from './held-out-11.json'
import tuning from '../../../src/assistant/es/example-questions.json'

/**
 * The Spanish questions, as tests/assistant/questions.ts has the English ones: a `tuning` part the
 * Spanish retrieval (src/assistant/es) was developed on, which it learns visitor words from
 * (src/assistant/es/example-questions.json), and a `held-out` part written by someone who had seen
 * only the Spanish answers, never tuned on; `held-out-4`, with questions for the plan finder,
 * written before issue 31's tuning and measured once after; and `held-out-5`, written the same way
 * after that and measured once on the assistant it left; `held-out-6` to `held-out-11`, each
 * written the same way before a round of tuning and measured once after it.
 */
export const spanishQuestionSets: Record<QuestionPart, QuestionSet> = {
  tuning,
  'held-out': heldOut,
  'held-out-4': heldOut4,
  'held-out-5': heldOut5,
  'held-out-6': heldOut6,
  'held-out-7': heldOut7,
  'held-out-8': heldOut8,
  'held-out-9': heldOut9,
  'held-out-10': heldOut10,
  'held-out-11': heldOut11,
}
