import type { ReviewPageProblem } from '../content/types'
import { checkReviewPage } from './review-link'

/** The by-hand form's fields, in the order a visitor meets them: the first in error gets the focus. */
export const MANUAL_FIELDS = ['name', 'page'] as const

export type ManualField = (typeof MANUAL_FIELDS)[number]

/** What the by-hand fields refuse, each field's problem or none. */
export interface ManualProblems {
  name?: 'missing'
  page?: ReviewPageProblem
}

/** The problems of a name and a review page typed by hand (none when both are right). */
export function manualProblems(name: string, page: string): ManualProblems {
  const checked = checkReviewPage(page)
  return {
    ...(name.trim() ? {} : { name: 'missing' }),
    ...(checked.ok ? {} : { page: checked.problem }),
  }
}

/**
 * The problems still shown while the visitor corrects them: a field's problem as it is now, for
 * a field that had one; a field without one gets none before the next Make my kit.
 */
export function stillWrong(shown: ManualProblems, now: ManualProblems): ManualProblems {
  return {
    ...(shown.name && now.name ? { name: now.name } : {}),
    ...(shown.page && now.page ? { page: now.page } : {}),
  }
}
