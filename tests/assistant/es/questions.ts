import type { QuestionSet } from '../grading.mjs'
import heldOut from './held-out.json'
import tuning from './tuning.json'

/**
 * The Spanish questions, as tests/assistant/questions.ts has the English ones: a `tuning` part the
 * Spanish retrieval (src/assistant/es) was developed on, and a `held-out` part written at the same
 * time by someone who had seen only the Spanish answers, never tuned on.
 */
export const spanishQuestionSets: Record<'tuning' | 'held-out', QuestionSet> = { tuning, 'held-out': heldOut }
