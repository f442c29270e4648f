/**
 * The address a visitor typed into the website check, as the check asks for it: always https, with
 * the scheme, `www.` and capitals forgiven (`joes-diner.com`, `HTTP://Joes-Diner.com/menu`).
 */
import type { AddressProblem } from '../content/types'

export type CheckedAddress = { ok: true; url: string } | { ok: false; problem: AddressProblem }

/** Names that only resolve inside a home or company network (RFC 6761, RFC 6762, ICANN's .internal). */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'lan', 'home.arpa', 'intranet', 'corp']

/** Letters, digits and hyphens per label; a last label of letters (or an IDN's `xn--`). */
const HOSTNAME_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
const IPV4_PATTERN = /^\d{1,3}(?:\.\d{1,3}){3}$/
/** A scheme before the address, unless what follows the colon is a port (`joes-diner.com:8080`). */
const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i
const MAX_LENGTH = 2000

export function checkedAddress(typed: string): CheckedAddress {
  const text = typed.trim()
  if (text === '') return { ok: false, problem: 'empty' }
  if (text.length > MAX_LENGTH || /\s/.test(text)) return { ok: false, problem: 'notAnAddress' }

  const scheme = SCHEME_PATTERN.exec(text)?.[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { ok: false, problem: 'scheme' }
  const rest =
    scheme === undefined ? text.replace(/^\/\//, '') : text.slice(scheme.length + 1).replace(/^\/*/, '')
  if (!URL.canParse(`https://${rest}`)) return { ok: false, problem: 'notAnAddress' }

  const url = new URL(`https://${rest}`)
  const host = url.hostname
  if (host.startsWith('[') || IPV4_PATTERN.test(host)) return { ok: false, problem: 'private' }
  if (PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return { ok: false, problem: 'private' }
  }
  if (!HOSTNAME_PATTERN.test(host)) return { ok: false, problem: 'notAnAddress' }
  // Credentials never go to Google, and a fragment never reaches a server.
  url.username = ''
  url.password = ''
  url.hash = ''
  return { ok: true, url: url.href }
}
