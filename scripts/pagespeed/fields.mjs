// Google's partial-response `fields` parameter, applied to a JSON response the way the PageSpeed
// Insights API applies it (sources in tests/fixtures/pagespeed/README.md):
//
//   a,b          both fields
//   a/b  a.b     field b of a (each item's b when a is an array)
//   a(b,c)       fields b and c of a
//   *            every field of a message, every key of a map (`audits/*/score`)
//
// A selected object keeps only what was selected; a selected field that the response lacks is left
// out, without error. A field the schema does not know is an error (HTTP 400 at Google, "Invalid field
// selection …"); a key under a map (an audit id, a CrUX metric name) is never checked, since any key
// may be there. The mask is checked against the schema before it is applied, so a mistyped field is a
// 400 even when the response would not have had it.
//
// Plain JavaScript without Node: the browser tests' fake imports it.

/** @typedef {import('./schema.mjs').Schema} Schema */
/** @typedef {Map<string, Mask | null>} Mask `null`: the whole value */

/** A `fields` mask that the API would refuse (HTTP 400). */
export class FieldMaskError extends Error {
  /** @param {string} selection the offending part of the mask */
  constructor(selection) {
    super(`Invalid field selection ${selection}`)
    this.name = 'FieldMaskError'
    this.selection = selection
  }
}

/**
 * Both selections together.
 * @param {Mask | null | undefined} a
 * @param {Mask | null | undefined} b
 * @returns {Mask | null | undefined}
 */
function merge(a, b) {
  if (a === undefined) return b
  if (b === undefined) return a
  if (a === null || b === null) return null
  /** @type {Mask} */
  const out = new Map(a)
  for (const [key, sub] of b) out.set(key, merge(out.get(key), sub) ?? null)
  return out
}

/**
 * Adds `path` (with `sub` below its last segment) to `mask`.
 * @param {Mask} mask
 * @param {string[]} path
 * @param {Mask | null} sub
 */
function insert(mask, path, sub) {
  const [head, ...rest] = path
  if (head === undefined) return
  const existing = mask.get(head)
  if (rest.length === 0) {
    mask.set(head, merge(existing, sub) ?? null)
    return
  }
  if (existing === null) return
  const child = existing ?? new Map()
  insert(child, rest, sub)
  mask.set(head, child)
}

/**
 * Parses a `fields` value. An empty value selects everything (`null`).
 * @param {string} fields
 * @returns {Mask | null}
 */
export function parseFields(fields) {
  if (fields === '') return null
  let at = 0
  const fail = () => {
    throw new FieldMaskError(fields)
  }
  /** @returns {Mask} */
  const list = () => {
    /** @type {Mask} */
    const mask = new Map()
    for (;;) {
      const path = []
      for (;;) {
        const name = /^[^,()/.]+/.exec(fields.slice(at))?.[0]
        if (!name) fail()
        path.push(/** @type {string} */ (name))
        at += /** @type {string} */ (name).length
        if (fields[at] !== '/' && fields[at] !== '.') break
        at += 1
      }
      /** @type {Mask | null} */
      let sub = null
      if (fields[at] === '(') {
        at += 1
        sub = list()
        if (fields[at] !== ')') fail()
        at += 1
      }
      insert(mask, path, sub)
      if (fields[at] !== ',') return mask
      at += 1
    }
  }
  const mask = list()
  if (at !== fields.length) fail()
  return mask
}

/**
 * Throws FieldMaskError for the first selection that `schema` does not have.
 * @param {Mask | null} mask
 * @param {Schema} schema
 */
export function checkFields(mask, schema) {
  if (mask === null || schema.kind === 'any') return
  if (schema.kind === 'array') return checkFields(mask, schema.items)
  for (const [key, sub] of mask) {
    if (schema.kind === 'scalar') throw new FieldMaskError(key)
    if (schema.kind === 'map') {
      checkFields(sub, schema.values)
      continue
    }
    if (key === '*') {
      // Every field of the message: enough that one of them has the selection below.
      const fits = Object.values(schema.fields).some((field) => {
        try {
          checkFields(sub, field)
          return true
        } catch {
          return false
        }
      })
      if (!fits) checkFields(sub, SCALAR_PROBE)
      continue
    }
    const field = schema.fields[key]
    if (!field) throw new FieldMaskError(key)
    checkFields(sub, field)
  }
}

/** A scalar, to report the first key of a selection that no field of a message accepts. */
const SCALAR_PROBE = /** @type {Schema} */ ({ kind: 'scalar' })

/**
 * What of `value` the mask selects.
 * @param {unknown} value
 * @param {Mask | null} mask
 * @returns {unknown}
 */
function select(value, mask) {
  if (mask === null || value === null || value === undefined) return value
  if (Array.isArray(value)) return value.map((item) => select(item, mask))
  if (typeof value !== 'object') return undefined
  /** @type {Record<string, unknown>} */
  const out = {}
  const all = mask.get('*')
  for (const [key, item] of Object.entries(value)) {
    const sub = merge(all, mask.get(key))
    if (sub === undefined) continue
    const selected = select(item, sub)
    if (selected !== undefined) out[key] = selected
  }
  return out
}

/**
 * `body` reduced to the `fields` mask, as the API answers it; throws FieldMaskError for a mask that
 * the API would refuse.
 * @param {unknown} body
 * @param {string | null} fields the `fields` parameter, or null when the request has none
 * @param {Schema} schema
 * @returns {unknown}
 */
export function applyFields(body, fields, schema) {
  if (fields === null) return body
  const mask = parseFields(fields)
  checkFields(mask, schema)
  return select(body, mask)
}
