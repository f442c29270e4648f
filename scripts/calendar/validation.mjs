// The pieces of class-validator that Cal.com's pipes use, as they behave there: failures and their
// message (the pipes' formatErrors), unknown properties (forbidNonWhitelisted), ISO dates (IsDateString,
// read as Luxon reads them) and URLs (IsUrl).

/**
 * Whether a value is a plain object (not null, not an array).
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A failed check as class-validator reports it.
 * @typedef {{ property: string, constraints: string[], children?: Failure[] }} Failure
 */

/**
 * The message of Cal.com's GetSlotsInputPipe and CreateBookingInputPipe (their formatErrors).
 * @param {Failure[]} failures
 * @returns {string}
 */
export function formatFailures(failures) {
  return failures
    .map((f) => {
      const children = f.children?.length ? formatFailures(f.children) : ''
      return `${f.property} property is wrong,${f.constraints.join(', ')} ${children}`
    })
    .join(', ')
}

/**
 * Failures for the properties no class declares (forbidNonWhitelisted), which class-validator lists first.
 * @param {Record<string, unknown>} object
 * @param {readonly string[]} allowed
 * @returns {Failure[]}
 */
export const unknownProperties = (object, allowed) =>
  Object.keys(object)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({ property: key, constraints: [`property ${key} should not exist`] }))

/**
 * Adds a property's failed constraints, if any, to `failures`.
 * @param {Failure[]} failures
 * @param {string} property
 * @param {(string | false)[]} constraints the failed ones' messages, false for the passed
 */
export function check(failures, property, constraints) {
  const failed = /** @type {string[]} */ (constraints.filter(Boolean))
  if (failed.length) failures.push({ property, constraints: failed })
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,]\d+)?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/

/**
 * Whether a value is an ISO 8601 date string (validator.js's isISO8601, calendar dates only), with
 * `strict` also a date that exists.
 * @param {unknown} value
 * @param {boolean} [strict]
 */
export function isIsoDate(value, strict = false) {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  if (!strict) return true
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * An ISO date string's instant, read as Luxon reads it with zone UTC: no offset means UTC.
 * @param {string} value
 * @returns {number} NaN when it is not one
 */
export function parseInstant(value) {
  const match = ISO_DATE.exec(value)
  if (!match) return Number.NaN
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00', zone] = match
  const fraction = /[.,](\d+)/.exec(value.slice(10))?.[1] ?? '0'
  const milliseconds = Math.round(Number(`0.${fraction}`) * 1000)
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second, milliseconds)
  if (!zone || zone.toUpperCase() === 'Z') return wall
  const [, sign, hours, minutes = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? []
  return wall - (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000
}

/**
 * Whether a value is a URL as class-validator's IsUrl takes it (a host with a dot, protocol optional).
 * @param {unknown} value
 */
export function isUrl(value) {
  if (typeof value !== 'string' || /\s/.test(value)) return false
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`)
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname.includes('.')
  } catch {
    return false
  }
}
