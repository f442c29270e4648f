import { describe, expect, it } from 'vitest'
import { manualProblems, stillWrong } from '../../../src/review-kit/manual-problems'

describe('the by-hand form’s problems', () => {
  it('names each field’s own', () => {
    expect(manualProblems(' ', '')).toEqual({ name: 'missing', page: 'empty' })
    expect(manualProblems('Corner Cup', 'http://yelp.com/x')).toEqual({ page: 'notHttps' })
    expect(manualProblems('Corner Cup', 'https://www.yelp.com/biz/x')).toEqual({})
  })

  it('keeps an error shown only while its field is still wrong, and shows none early', () => {
    const shown = { name: 'missing', page: 'empty' } as const
    expect(stillWrong(shown, { page: 'notAnAddress' })).toEqual({ page: 'notAnAddress' })
    expect(stillWrong({ name: 'missing' }, { name: 'missing', page: 'empty' })).toEqual({ name: 'missing' })
    expect(stillWrong(shown, {})).toEqual({})
  })
})
