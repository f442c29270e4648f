/** Keeps what is on either side of it on one line, and is nothing else: no width, no glyph. */
const WORD_JOINER = '\u2060'
const NO_BREAK_SPACE = '\u00a0'

/**
 * A run that must never split across two lines, written so: a range or an amount with its unit
 * ("$1,000–$10,000+", "$3K–$10K", "1–2 semanas", "10:00 a.m.", "4.8 ★", "2.5 s"). Its spaces become
 * no-break spaces, and a word joiner holds each en dash to what follows it (a line may break
 * after a dash, never before one); a run already written so stays as it is. The text stays plain: it reads and
 * is found as before (the browser's find and the assistant's folding, src/assistant/folded.ts, skip
 * the word joiner), and copies with the joiner, which other programs skip too.
 */
export const unbroken = (text: string) =>
  text.replaceAll(' ', NO_BREAK_SPACE).replace(/–\u2060?/g, `–${WORD_JOINER}`)

/**
 * A list set with " · " ("Launch in 1–2 weeks · Transparent pricing · No agency markup"), each item
 * kept whole and each dot held to the item before it: it wraps after its dots alone.
 */
export const listItemsWhole = (text: string) => text.split(' · ').map(unbroken).join(`${NO_BREAK_SPACE}· `)
