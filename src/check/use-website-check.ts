import { useEffect, useRef, useState } from 'react'
import { sendEvent } from '../analytics/analytics'
import type { CheckOutcome } from '../analytics/events'
import { site } from '@content/site'
import { localeOf } from '../content/languages'
import { config } from '../lib/config'
import type { AddressProblem, CheckFailure } from '../content/types'
import { checkedAddress } from './address'
import type { CheckResult } from './lighthouse-report'
import { CHECK_TIME_LIMIT_MS, CheckError, runCheck } from './pagespeed-api'

export type CheckState =
  | { status: 'idle'; cancelled: boolean }
  /** The address was refused before any request. */
  | { status: 'refused'; problem: AddressProblem }
  /** `startedAt` is the page clock's time at the press, from which the seconds shown count. */
  | { status: 'checking'; url: string; startedAt: number; seconds: number }
  | { status: 'failed'; url: string; failure: CheckFailure }
  | { status: 'done'; url: string; result: CheckResult }

/**
 * Whether the fault is the address's: refused before any request, or by the API (its 400 for the
 * `url`). Only then is the field marked invalid; a fault of the network, the quota, Google or the
 * site leaves the address as typed, with its message beside it.
 */
export const addressAtFault = (state: CheckState): boolean =>
  state.status === 'refused' || (state.status === 'failed' && state.failure === 'invalidUrl')

/** The reason a check's request is aborted when the visitor cancels it. */
class CheckCancelled extends Error {}

const count = (outcome: CheckOutcome) => {
  if (__ANALYTICS__) sendEvent({ name: 'Website Check', props: { outcome } })
}

/**
 * The website check's state. One check at a time: a start while one runs sends nothing. A check
 * stops after CHECK_TIME_LIMIT_MS on the page's own timers; Cancel stops it at once. The seconds
 * shown while it runs count on the same timers.
 */
export function useWebsiteCheck() {
  const [state, setState] = useState<CheckState>({ status: 'idle', cancelled: false })
  const running = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => running.current?.abort(new CheckCancelled()), [])

  // Counted from the press, not from when this effect runs: on a busy phone it can run late.
  const startedAt = state.status === 'checking' ? state.startedAt : undefined
  useEffect(() => {
    if (startedAt === undefined) return
    let timer = 0
    const tick = () => {
      const elapsed = Date.now() - startedAt
      const seconds = Math.floor(elapsed / 1000)
      setState((current) =>
        current.status === 'checking' && current.seconds !== seconds ? { ...current, seconds } : current,
      )
      timer = window.setTimeout(tick, 1000 - (elapsed % 1000))
    }
    tick()
    return () => window.clearTimeout(timer)
  }, [startedAt])

  const start = (typed: string) => {
    if (running.current) return
    const address = checkedAddress(typed)
    if (!address.ok) {
      setState({ status: 'refused', problem: address.problem })
      return
    }
    const { url } = address
    const controller = new AbortController()
    running.current = controller
    setState({ status: 'checking', url, startedAt: Date.now(), seconds: 0 })
    const limit = window.setTimeout(
      () => controller.abort(new CheckError('timeout', `no answer in ${CHECK_TIME_LIMIT_MS} ms`)),
      CHECK_TIME_LIMIT_MS,
    )
    runCheck(url, { settings: config.pagespeed, locale: localeOf(site.language), signal: controller.signal })
      .then(
        (result) => {
          setState({ status: 'done', url, result })
          count('done')
        },
        (error: unknown) => {
          if (error instanceof CheckCancelled) {
            setState({ status: 'idle', cancelled: true })
            count('cancelled')
            return
          }
          const failure = error instanceof CheckError ? error.failure : 'failed'
          setState({ status: 'failed', url, failure })
          count('failed')
        },
      )
      .finally(() => {
        window.clearTimeout(limit)
        running.current = undefined
      })
  }

  const cancel = () => running.current?.abort(new CheckCancelled())

  return { state, start, cancel }
}
