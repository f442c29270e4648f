import type * as English from './en/index.ts'

/**
 * One language's copy of the whole page, module by module: the shape of the English copy in
 * src/content/en. Each language's module says `satisfies PageContent['site']` (and so on), so a
 * string it lacks, or one English does not have, fails the type check.
 */
export type PageContent = typeof English
