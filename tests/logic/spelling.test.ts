import { describe, expect, it } from 'vitest'
import { createSpelling, slips } from '../../src/assistant/spelling'

describe('slips between two words', () => {
  it('counts a letter added, dropped or changed, and two neighbours swapped, as one each', () => {
    expect(slips('grow', 'grow')).toBe(0)
    expect(slips('monthy', 'monthly')).toBe(1)
    expect(slips('monthly', 'monthy')).toBe(1)
    expect(slips('prise', 'price')).toBe(1)
    expect(slips('grwo', 'grow')).toBe(1)
    expect(slips('scael', 'scale')).toBe(1)
    expect(slips('enterprize', 'enterprise')).toBe(1)
    expect(slips('cancell', 'cancel')).toBe(1)
    expect(slips('booking', 'cooking')).toBe(1)
    expect(slips('abc', 'xyz')).toBe(3)
    expect(slips('', 'page')).toBe(4)
  })
})

describe('the corrector', () => {
  const correct = createSpelling([
    'grow',
    'scale',
    'monthly',
    'booking',
    'price',
    'same',
    'automation',
    'analytics',
  ])

  it('corrects a word the page never uses to the page word one slip away', () => {
    expect(correct('monthy')).toBe('monthly')
    expect(correct('bookng')).toBe('booking')
    expect(correct('scael')).toBe('scale')
    expect(correct('prise')).toBe('price')
  })

  it('allows two slips in a long word only', () => {
    expect(correct('automaton')).toBe('automation')
    expect(correct('analitycs')).toBe('analytics')
    expect(correct('bokkng')).toBe('bokkng')
  })

  it('corrects a four-letter word only for swapped neighbours, and leaves shorter words as typed', () => {
    expect(correct('grwo')).toBe('grow')
    expect(correct('game')).toBe('game')
    expect(correct('gro')).toBe('gro')
  })

  it('leaves known words, numbers and words far from every page word as they are', () => {
    expect(correct('grow')).toBe('grow')
    expect(correct('2025')).toBe('2025')
    expect(correct('weather')).toBe('weather')
  })
})
