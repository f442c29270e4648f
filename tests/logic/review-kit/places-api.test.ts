import { afterEach, describe, expect, it, vi } from 'vitest'
import { PLACE_FIELD_MASK, type Place } from '../../../src/review-kit/place'
import {
  findNeighbours,
  PLACES_TIME_LIMIT_MS,
  PlacesError,
  readGoogleError,
  searchableQuery,
  searchBusinesses,
} from '../../../src/review-kit/places-api'

// The answers and errors in the shapes of Google's own definitions (googleapis/googleapis):
// google/maps/places/v1/places_service.proto and place.proto, google/rpc/status.proto and
// error_details.proto; JSON names in lowerCamelCase.
const settings = { api: 'https://places.googleapis.com/v1', key: 'AIza-test_key' }

const BUSINESS = {
  id: 'ChIJbrightsmile0001',
  displayName: { text: 'Bright Smile Dental', languageCode: 'en' },
  formattedAddress: '212 Main St, Springfield, IL 62701, USA',
  location: { latitude: 39.7990175, longitude: -89.6439575 },
  rating: 4.1,
  userRatingCount: 87,
  primaryType: 'dentist',
}

/** A nearby dentist, `n` of them. */
const dentist = (n: number) => ({
  id: `ChIJdentist000${n}`,
  displayName: { text: `Dentist ${n}`, languageCode: 'en' },
  formattedAddress: `${n} Oak Ave, Springfield, IL 62702, USA`,
  location: { latitude: 39.8 + n / 1000, longitude: -89.64 },
  rating: 4 + n / 10,
  userRatingCount: 100 * n,
  primaryType: 'dentist',
})

/** Google's error envelope: google.rpc.Status with one google.rpc.ErrorInfo. */
const googleError = (code: number, status: string, message: string, reason?: string) => ({
  error: {
    code,
    message,
    status,
    details: reason
      ? [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason,
            domain: 'googleapis.com',
            metadata: { service: 'places.googleapis.com' },
          },
        ]
      : [],
  },
})

/** fetch answering `status` with `body` (JSON unless it is already text), one call at a time. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
      }),
    ),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** fetch that never answers, and rejects as the browser does once its signal aborts. */
function noAnswer() {
  const fetch = vi.fn<typeof globalThis.fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('This operation was aborted', 'AbortError')),
        )
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The one request `fetch` was called with. */
function sent(fetch: ReturnType<typeof answer>) {
  expect(fetch).toHaveBeenCalledTimes(1)
  const [url, init] = fetch.mock.calls[0] ?? []
  return { url, init, body: JSON.parse(String(init?.body)) as unknown }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('finding the business (places:searchText)', () => {
  it('sends one POST with the key, the field mask, the query, the page’s language and 5 results', async () => {
    const fetch = answer(200, { places: [BUSINESS] })
    await searchBusinesses(settings, '  Bright Smile   Dental Springfield ', 'es')
    const { url, init, body } = sent(fetch)
    expect(url).toBe('https://places.googleapis.com/v1/places:searchText')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('omit')
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Goog-Api-Key': 'AIza-test_key',
      'X-Goog-FieldMask':
        'places.id,places.displayName,places.formattedAddress,places.location,places.rating,places.userRatingCount,places.primaryType',
    })
    expect(body).toEqual({ textQuery: 'Bright Smile Dental Springfield', languageCode: 'es', pageSize: 5 })
  })

  it('reads each match with its fields', async () => {
    answer(200, { places: [BUSINESS, dentist(1)] })
    const places = await searchBusinesses(settings, 'dentist springfield', 'en')
    expect(places).toEqual([BUSINESS, dentist(1)])
  })

  it('finds nothing in `{}`, which has no `places` key: an empty list, not a fault', async () => {
    answer(200, {})
    await expect(searchBusinesses(settings, 'zzzz nowhere', 'en')).resolves.toEqual([])
    answer(200, { places: [] })
    await expect(searchBusinesses(settings, 'zzzz nowhere', 'en')).resolves.toEqual([])
  })

  it('keeps at most 5, leaves out a place without an id or a name, and any field that is malformed', async () => {
    answer(200, {
      places: [
        { ...BUSINESS, id: '' },
        { ...BUSINESS, displayName: 'Bright Smile Dental' },
        { id: 'ChIJnameless', formattedAddress: 'Somewhere' },
        {
          id: 'ChIJodd',
          displayName: { text: '<b>Odd</b> & Co' },
          formattedAddress: 42,
          location: { latitude: '39.8', longitude: -89.6 },
          rating: 7,
          userRatingCount: -3,
          primaryType: '',
        },
        ...[1, 2, 3, 4, 5].map(dentist),
        null,
      ],
    })
    const places = await searchBusinesses(settings, 'dentist springfield', 'en')
    expect(places).toHaveLength(5)
    expect(places[0]).toEqual({ id: 'ChIJodd', displayName: { text: '<b>Odd</b> & Co' } })
    expect(places.slice(1).map(({ id }) => id)).toEqual([1, 2, 3, 4].map((n) => dentist(n).id))
  })

  it('refuses a search shorter than 3 characters before any request', async () => {
    const fetch = answer(200, {})
    expect(searchableQuery(' ab ')).toBeUndefined()
    expect(searchableQuery('a  b')).toBe('a b')
    await expect(searchBusinesses(settings, '  ab  ', 'en')).rejects.toThrow(RangeError)
    await expect(searchBusinesses(settings, '', 'en')).rejects.toThrow(RangeError)
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('a fault of the Places API, by cause', () => {
  it.each([
    [
      400,
      'INVALID_ARGUMENT',
      'API key not valid. Please pass a valid API key.',
      'API_KEY_INVALID',
      'unavailable',
    ],
    [400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.', undefined, 'unavailable'],
    [
      403,
      'PERMISSION_DENIED',
      'Requests from referer https://elsewhere.example/ are blocked.',
      'API_KEY_HTTP_REFERRER_BLOCKED',
      'unavailable',
    ],
    [
      403,
      'PERMISSION_DENIED',
      'Places API (New) has not been used in project 1.',
      'SERVICE_DISABLED',
      'unavailable',
    ],
    [429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric.', 'RATE_LIMIT_EXCEEDED', 'busy'],
    [500, 'INTERNAL', 'Internal error encountered.', undefined, 'google'],
    [503, 'UNAVAILABLE', 'The service is currently unavailable.', undefined, 'google'],
  ])('HTTP %i %s (%s) is %s', async (code, status, message, reason, fault) => {
    answer(code, googleError(code, status, message, reason))
    const error = await searchBusinesses(settings, 'dentist springfield', 'en').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PlacesError)
    expect(error).toMatchObject({ fault, reason })
    // The API's own words never leave the client.
    expect(String((error as PlacesError).message)).not.toContain(message)
  })

  it('reads any error body without throwing: HTML, text, nothing, or an envelope out of shape', async () => {
    for (const [code, body, fault] of [
      [502, '<html><body>Bad gateway</body></html>', 'google'],
      [400, 'not json {', 'unavailable'],
      [503, '', 'google'],
      [403, { error: 'PERMISSION_DENIED' }, 'unavailable'],
      [429, { error: { code: '429', status: 7, details: [null, 'x', { reason: 5 }] } }, 'busy'],
    ] as const) {
      answer(code, body)
      await expect(searchBusinesses(settings, 'dentist springfield', 'en')).rejects.toMatchObject({
        name: 'PlacesError',
        fault,
        reason: undefined,
      })
    }
    expect(readGoogleError(undefined)).toEqual({})
    expect(
      readGoogleError(googleError(403, 'PERMISSION_DENIED', 'x', 'API_KEY_HTTP_REFERRER_BLOCKED')),
    ).toEqual({
      code: 403,
      status: 'PERMISSION_DENIED',
      reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
    })
  })

  it('is Google’s fault when a 200 is not JSON', async () => {
    answer(200, '<html>Sign in to the Wi-Fi</html>')
    await expect(searchBusinesses(settings, 'dentist springfield', 'en')).rejects.toMatchObject({
      fault: 'google',
    })
  })

  it('is a network failure when fetch rejects', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(searchBusinesses(settings, 'dentist springfield', 'en')).rejects.toMatchObject({
      fault: 'network',
    })
  })

  it('is a timeout when no answer comes within 15 s, on the page’s timers', async () => {
    vi.useFakeTimers()
    const fetch = noAnswer()
    let settled = false
    const search = searchBusinesses(settings, 'dentist springfield', 'en').finally(() => (settled = true))
    const outcome = expect(search).rejects.toMatchObject({ fault: 'timeout' })
    await vi.advanceTimersByTimeAsync(PLACES_TIME_LIMIT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(PLACES_TIME_LIMIT_MS).toBe(15_000)
  })

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers()
    answer(200, {})
    await searchBusinesses(settings, 'dentist springfield', 'en')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('its neighbours (places:searchNearby)', () => {
  const business: Place = BUSINESS

  it('asks for 6 of the same primary type within 5 km, nearest first, in the page’s language', async () => {
    const fetch = answer(200, { places: [dentist(1)] })
    await findNeighbours(settings, business, 'es')
    const { url, init, body } = sent(fetch)
    expect(url).toBe('https://places.googleapis.com/v1/places:searchNearby')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({
      'X-Goog-Api-Key': 'AIza-test_key',
      'X-Goog-FieldMask': PLACE_FIELD_MASK,
    })
    expect(body).toEqual({
      includedPrimaryTypes: ['dentist'],
      maxResultCount: 6,
      locationRestriction: {
        circle: { center: { latitude: 39.7990175, longitude: -89.6439575 }, radius: 5000 },
      },
      rankPreference: 'DISTANCE',
      languageCode: 'es',
    })
  })

  it('leaves the business itself out and keeps the 5 nearest', async () => {
    answer(200, { places: [dentist(1), BUSINESS, ...[2, 3, 4, 5, 6].map(dentist)] })
    const neighbours = await findNeighbours(settings, business, 'en')
    expect(neighbours.map(({ id }) => id)).toEqual([1, 2, 3, 4, 5].map((n) => dentist(n).id))
  })

  it('is an empty list for `{}`, and without a location or a primary type, with no request', async () => {
    answer(200, {})
    await expect(findNeighbours(settings, business, 'en')).resolves.toEqual([])
    const fetch = answer(200, { places: [dentist(1)] })
    const nowhere: Place = { ...BUSINESS, location: undefined }
    const untyped: Place = { ...BUSINESS, primaryType: undefined }
    await expect(findNeighbours(settings, nowhere, 'en')).resolves.toEqual([])
    await expect(findNeighbours(settings, untyped, 'en')).resolves.toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('fails as the search does', async () => {
    answer(503, googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'))
    await expect(findNeighbours(settings, business, 'en')).rejects.toMatchObject({ fault: 'google' })
  })
})
