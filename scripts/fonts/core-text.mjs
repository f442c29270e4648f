// The characters of the core font file (make-core-font.mjs), which src/styles.css's core face covers
// and its full Latin face leaves out (tests/node/fonts.test.ts keeps the three in step).

// Letters, digits and the punctuation of prose; code-like ASCII (< = > [ \\ ] ^ _ ` { | } ~) is left
// to the full file.
const PROSE_ASCII = ' !"#$%&\'()*+,-./0123456789:;?@ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
// The Spanish page's accented letters and opening marks, so /es/ needs no other file either.
const SPANISH = '¡¿ÁÉÍÑÓÚÜáéíñóúü'
export const CORE_TEXT = `${PROSE_ASCII}\u00a0£©·×–—‘’“”•…€−${SPANISH}`
