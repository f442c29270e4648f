import { useRef, useState } from 'react'
import { sendEvent } from '../analytics/analytics'
import type { ReviewKitOutcome } from '../analytics/events'
import { site } from '@content/site'
import type { PlacesFault } from '../content/types'
import type { PlacesConfig } from '../lib/env'
import type { Place } from './place'
import { findNeighbours, PlacesError, searchableQuery, searchBusinesses } from './places-api'
import { manualProblems as problemsOf, stillWrong, type ManualProblems } from './manual-problems'
import { checkReviewPage, googleReviewLink } from './review-link'

/** Where the dialog is: finding the business, entering it by hand, or its kit. */
export type KitView = 'find' | 'manual' | 'kit'

export type SearchState =
  | { status: 'idle' }
  /** Refused before any request: fewer than 3 characters. */
  | { status: 'tooShort' }
  | { status: 'searching'; query: string }
  /** Nothing found when `places` is empty. */
  | { status: 'found'; query: string; places: Place[] }
  | { status: 'failed'; query: string; fault: PlacesFault }

export type NeighboursState =
  { status: 'loading' } | { status: 'loaded'; places: Place[] } | { status: 'failed' }

/** The business a kit is for: its name, its review link, and, when found on Google, its place. */
export interface KitBusiness {
  name: string
  link: string
  place?: Place
}

const count = (outcome: ReviewKitOutcome) => {
  if (__ANALYTICS__) sendEvent({ name: 'Review Kit', props: { outcome } })
}

const faultOf = (error: unknown): PlacesFault => (error instanceof PlacesError ? error.fault : 'network')

/**
 * The review kit's state: the search and its answer, the business chosen or entered by hand, and
 * its neighbours. Each search is one request, sent on submit only; a business is searched again
 * only when the visitor asks. Without `places` (a build without a key) there is no search: the kit
 * is made by hand.
 */
export function useReviewKit(places: PlacesConfig | undefined) {
  const [view, setView] = useState<KitView>(places ? 'find' : 'manual')
  // What was last searched: the field shows it again after Another business.
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState<SearchState>({ status: 'idle' })
  const [business, setBusiness] = useState<KitBusiness>()
  const [neighbours, setNeighbours] = useState<NeighboursState>({ status: 'loading' })
  const [manualProblems, setManualProblems] = useState<ManualProblems>({})
  // A search, or a load of neighbours, answered after a newer one began is dropped.
  const latest = useRef(0)

  /** Searches what the field holds, once; a press while a search is under way sends nothing. */
  const find = async (typed: string) => {
    if (!places || search.status === 'searching') return
    setQuery(typed)
    const sent = searchableQuery(typed)
    if (sent === undefined) {
      setSearch({ status: 'tooShort' })
      return
    }
    const request = ++latest.current
    setSearch({ status: 'searching', query: sent })
    try {
      const found = await searchBusinesses(places, sent, site.language)
      if (request === latest.current) setSearch({ status: 'found', query: sent, places: found })
    } catch (error) {
      if (request !== latest.current) return
      setSearch({ status: 'failed', query: sent, fault: faultOf(error) })
      count('failed')
    }
  }

  const choose = async (place: Place) => {
    setBusiness({ name: place.displayName.text, link: googleReviewLink(place.id), place })
    setView('kit')
    count('found')
    if (!places) return
    const request = ++latest.current
    setNeighbours({ status: 'loading' })
    try {
      const near = await findNeighbours(places, place, site.language)
      if (request === latest.current) setNeighbours({ status: 'loaded', places: near })
    } catch {
      if (request === latest.current) setNeighbours({ status: 'failed' })
    }
  }

  /**
   * The kit of a business entered by hand: a name, and a review page that is an https address.
   * Gives the problems found, none when the kit is made.
   */
  const makeByHand = (name: string, page: string): ManualProblems => {
    const problems = problemsOf(name, page)
    setManualProblems(problems)
    const checked = checkReviewPage(page)
    if (!checked.ok || problems.name) return problems
    setBusiness({ name: name.trim(), link: checked.url })
    setView('kit')
    count('manual')
    return problems
  }

  /** As the visitor corrects the fields: an error shown goes once its field is right. */
  const recheckByHand = (name: string, page: string) =>
    setManualProblems((shown) => stillWrong(shown, problemsOf(name, page)))

  return {
    view,
    query,
    search,
    business,
    neighbours,
    manualProblems,
    searchAvailable: places !== undefined,
    find,
    choose,
    makeByHand,
    recheckByHand,
    enterByHand: () => setView('manual'),
    startOver: () => setView(places ? 'find' : 'manual'),
  }
}

export type ReviewKitState = ReturnType<typeof useReviewKit>
