import { describe, expect, it } from 'vitest'
import { withoutLoneWords } from '../../src/lib/lone-words'

const NBSP = '\u00a0'

describe('withoutLoneWords', () => {
  it('holds the last two words of three or more together with a no-break space', () => {
    expect(withoutLoneWords('Maplewood Family Dental')).toBe(`Maplewood Family${NBSP}Dental`)
    expect(withoutLoneWords('Websites that sell.')).toBe(`Websites that${NBSP}sell.`)
    expect(withoutLoneWords('Crecimiento que dura.')).toBe(`Crecimiento que${NBSP}dura.`)
    expect(withoutLoneWords('Asistentes de chat con IA')).toBe(`Asistentes de chat con${NBSP}IA`)
  })

  it('holds a first word of three letters or fewer to the next, so it never starts a line alone', () => {
    expect(withoutLoneWords('AI that speaks.')).toBe(`AI${NBSP}that${NBSP}speaks.`)
    expect(withoutLoneWords('IA que conversa.')).toBe(`IA${NBSP}que${NBSP}conversa.`)
    expect(withoutLoneWords('Su kit de reseñas gratis')).toBe(`Su${NBSP}kit de reseñas${NBSP}gratis`)
    expect(withoutLoneWords('Rosa’s Panadería & Bakery Co.')).toBe(`Rosa’s Panadería & Bakery${NBSP}Co.`)
  })

  it('leaves one or two words free to wrap, and spaces tidied', () => {
    expect(withoutLoneWords('Corner Cup')).toBe('Corner Cup')
    expect(withoutLoneWords('Bakery')).toBe('Bakery')
    expect(withoutLoneWords('  Curl  &   Co. ')).toBe(`Curl &${NBSP}Co.`)
  })
})
