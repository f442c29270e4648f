/**
 * How many segments a text message takes, as carriers count and bill them (3GPP TS 23.038, the
 * GSM 03.38 alphabet, and TS 23.040's concatenation header).
 */

/** GSM 03.38's basic character set, in table order (0x00–0x7F, the escape 0x1B left out). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)

/** Its extension table: each is sent as the escape and a second septet, so it counts 2. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€')

/** Units one segment holds alone, and each segment of a longer message (the rest carries the header). */
const SEGMENT_SIZES = {
  'GSM-7': { single: 160, concatenated: 153 },
  'UCS-2': { single: 70, concatenated: 67 },
} as const

export type SmsEncoding = keyof typeof SEGMENT_SIZES

export interface SmsLength {
  /** GSM-7 while every character is in the GSM alphabet, else UCS-2 for the whole message. */
  encoding: SmsEncoding
  /**
   * What counts against the limit: septets in GSM-7 (an extension character counts 2), UTF-16 code
   * units in UCS-2 (an emoji outside the Basic Multilingual Plane counts 2).
   */
  characters: number
  segments: number
}

const isGsm = (character: string) => GSM_BASIC.has(character) || GSM_EXTENSION.has(character)

/** The units one character takes in `encoding`. */
function unitsOf(character: string, encoding: SmsEncoding): number {
  if (encoding === 'UCS-2') return character.length
  return GSM_EXTENSION.has(character) ? 2 : 1
}

/** The length of `text` as a text message: its encoding, its characters and its segments. */
export function smsSegments(text: string): SmsLength {
  const characters = Array.from(text)
  const encoding: SmsEncoding = characters.every(isGsm) ? 'GSM-7' : 'UCS-2'
  const units = characters.map((character) => unitsOf(character, encoding))
  const total = units.reduce((sum, n) => sum + n, 0)
  const { single, concatenated } = SEGMENT_SIZES[encoding]
  if (total <= single) return { encoding, characters: total, segments: total === 0 ? 0 : 1 }
  // A character is never split between two segments (an escape and its septet, a surrogate pair),
  // so a segment may end a unit short of full.
  let segments = 1
  let used = 0
  for (const n of units) {
    if (used + n > concatenated) {
      segments += 1
      used = 0
    }
    used += n
  }
  return { encoding, characters: total, segments }
}
