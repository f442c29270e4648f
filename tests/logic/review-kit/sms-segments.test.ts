import { describe, expect, it } from 'vitest'
import { smsSegments } from '../../../src/review-kit/sms-segments'

const a = (n: number) => 'a'.repeat(n)

describe('a text message’s length, as carriers count it', () => {
  it('is no segment when empty', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', characters: 0, segments: 0 })
  })

  it('fits 160 GSM-7 characters in one segment, then 153 in each', () => {
    expect(smsSegments('Thanks for visiting! Tell us on Google: https://g.page/r/x')).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
    })
    expect(smsSegments(a(160))).toEqual({ encoding: 'GSM-7', characters: 160, segments: 1 })
    expect(smsSegments(a(161))).toEqual({ encoding: 'GSM-7', characters: 161, segments: 2 })
    expect(smsSegments(a(306)).segments).toBe(2)
    expect(smsSegments(a(307)).segments).toBe(3)
  })

  it('keeps GSM-7 for the accents of its own table (é, è, ñ, ü, ¿, ¡), and line breaks', () => {
    const text = '¡Gracias! ¿Qué tal? Café, crème, niño, München.\nBye'
    expect(smsSegments(text)).toEqual({ encoding: 'GSM-7', characters: text.length, segments: 1 })
  })

  it('counts each character of the extension table as 2 (^ { } \\ [ ~ ] | €)', () => {
    expect(smsSegments('^{}\\[~]|€')).toEqual({ encoding: 'GSM-7', characters: 18, segments: 1 })
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', characters: 160, segments: 1 })
    expect(smsSegments('€'.repeat(81))).toEqual({ encoding: 'GSM-7', characters: 162, segments: 2 })
  })

  it('never splits an extension character between two segments', () => {
    // 306 septets, but the € cannot start in the first segment's last septet.
    expect(smsSegments(`${a(152)}€${a(152)}`)).toEqual({ encoding: 'GSM-7', characters: 306, segments: 3 })
  })

  it('turns the whole message to UCS-2 for one character outside GSM-7: 70 in one segment, then 67', () => {
    expect(smsSegments(`${a(100)}á`)).toEqual({ encoding: 'UCS-2', characters: 101, segments: 2 })
    expect(smsSegments('¿Cómo lo hicimos?')).toMatchObject({ encoding: 'UCS-2', segments: 1 })
    expect(smsSegments('We’d love your review')).toMatchObject({ encoding: 'UCS-2' })
    expect(smsSegments('á'.repeat(70))).toEqual({ encoding: 'UCS-2', characters: 70, segments: 1 })
    expect(smsSegments('á'.repeat(71))).toEqual({ encoding: 'UCS-2', characters: 71, segments: 2 })
    expect(smsSegments('á'.repeat(134)).segments).toBe(2)
    expect(smsSegments('á'.repeat(135)).segments).toBe(3)
  })

  it('counts UTF-16 code units in UCS-2: an emoji is 2, and is never split', () => {
    expect(smsSegments('👍')).toEqual({ encoding: 'UCS-2', characters: 2, segments: 1 })
    expect(smsSegments('👍'.repeat(35))).toEqual({ encoding: 'UCS-2', characters: 70, segments: 1 })
    expect(smsSegments(`${a(66)}👍${a(66)}`)).toEqual({ encoding: 'UCS-2', characters: 134, segments: 3 })
    // The extension table's characters are one unit each in UCS-2.
    expect(smsSegments('€á')).toEqual({ encoding: 'UCS-2', characters: 2, segments: 1 })
  })
})
