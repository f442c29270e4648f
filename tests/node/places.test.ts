import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_NEARBY, SEARCH_TEXT, answer, type PlacesOptions } from '../../scripts/places/answers.mjs'
import {
  apiKeyInvalid,
  internalError,
  referrerBlocked,
  resourceExhausted,
  serviceDisabled,
  unavailable,
} from '../../scripts/places/http.mjs'
import { SAMPLE_PLACES, type Place } from '../../scripts/places/samples.mjs'
import { distanceMeters } from '../../scripts/places/search.mjs'
import { PLACES_BASE, startInbox, type Inbox } from '../../scripts/local-inbox.mjs'
import { LOCAL_PLACES_KEY, prepareLocalServices } from '../../scripts/local-services.mjs'

// The stand-in of Google's Places API (New) (scripts/places/): its searches over the sample
// businesses, its field mask, Google's checks and error envelope, and the local inbox serving it.

const ORIGIN = 'http://127.0.0.1:4173'
const MASK =
  'places.id,places.displayName,places.formattedAddress,places.location,places.rating,places.userRatingCount,places.primaryType'
const HEADERS = {
  'x-goog-api-key': 'local',
  'x-goog-fieldmask': MASK,
  'content-type': 'application/json',
  origin: ORIGIN,
}
const sample = (name: string) => SAMPLE_PLACES.find((place) => place.displayName.text === name) as Place
const FAMILY_DENTAL = sample('Maplewood Family Dental')
/** EmailJS configured, so that only what is asked of the Places API decides whether the inbox starts. */
const EMAILJS = {
  VITE_EMAILJS_PUBLIC_KEY: 'key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
}

/** POSTs one request to the stand-in; the answer with its body parsed. */
function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = HEADERS,
  options?: PlacesOptions,
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const answered = answer({ method: 'POST', path, headers, body: text }, options)
  return { ...answered, json: JSON.parse(answered.body) }
}
const search = (body: unknown, headers?: Record<string, string>) => post(SEARCH_TEXT, body, headers)
const nearby = (body: object, headers?: Record<string, string>) => post(SEARCH_NEARBY, body, headers)
const names = (json: { places?: { displayName: { text: string } }[] }) =>
  (json.places ?? []).map((place) => place.displayName.text)
const around = (place: Place, radius = 5000) => ({ circle: { center: place.location, radius } })
/** The error's message and ErrorInfo reason, and its status, as the page would read them. */
const refusal = (answered: ReturnType<typeof post>) => ({
  code: answered.status,
  status: answered.json.error.status,
  message: answered.json.error.message,
})

describe('places:searchText', () => {
  it('finds the places whose name, address or type hold every word, without case or accents', () => {
    const dentists = search({ textQuery: 'dentist Maplewood', languageCode: 'en', pageSize: 5 })
    expect(dentists.status).toBe(200)
    expect(names(dentists.json).toSorted()).toEqual([
      'Bright Smile Dental Care',
      'Elm Street Dentistry',
      'Lakeside Dental Studio',
      'Maplewood Family Dental',
    ])
    expect(dentists.json.places[0]).toEqual({
      id: FAMILY_DENTAL.id,
      formattedAddress: '12 Orchard Lane, Maplewood, Sampleshire',
      location: FAMILY_DENTAL.location,
      rating: 4.1,
      userRatingCount: 87,
      displayName: { text: 'Maplewood Family Dental', languageCode: 'en' },
      primaryType: 'dentist',
    })
    expect(names(search({ textQuery: 'CAFE lumiere' }).json)).toEqual(['Café Lumière'])
    expect(names(search({ textQuery: 'dentistas en Maplewood', languageCode: 'es' }).json)).toHaveLength(4)
    expect(names(search({ text_query: 'Oakridge dental' }).json)).toEqual(['Oakridge Dental Group'])
  })

  it('answers {} when nothing matches: no `places` at all', () => {
    const none = search({ textQuery: 'Pizza Palace, Springfield' })
    expect(none.status).toBe(200)
    expect(none.json).toEqual({})
  })

  it('returns only the fields the mask names, in any of its spellings', () => {
    const only = (mask: string) =>
      search({ textQuery: 'Golden Crust' }, { ...HEADERS, 'x-goog-fieldmask': mask })
    expect(only('places.id,places.displayName').json.places).toEqual([
      {
        id: 'ChIJSAMPLE_Maplewood_GoldenCrust',
        displayName: { text: 'Golden Crust Bakery', languageCode: 'en' },
      },
    ])
    expect(only('places(rating, userRatingCount)').json.places).toEqual([
      { rating: 4.8, userRatingCount: 267 },
    ])
    expect(only('places.display_name.text').json.places).toEqual([
      { displayName: { text: 'Golden Crust Bakery' } },
    ])
    expect(Object.keys(only('*').json.places[0])).toContain('primaryTypeDisplayName')
    // A new place has no rating: the field is left out, not zero.
    const unrated = search({ textQuery: 'Shear Joy' }, { ...HEADERS, 'x-goog-fieldmask': 'places.rating' })
    expect(unrated.json).toEqual({ places: [{}] })
  })

  it('pages by pageSize (20 at most) with a nextPageToken, when the mask asks for it', () => {
    const headers = { ...HEADERS, 'x-goog-fieldmask': 'places.id,nextPageToken' }
    const first = search({ textQuery: 'Maplewood', pageSize: 5 }, headers)
    expect(first.json.places).toHaveLength(5)
    const second = search(
      { textQuery: 'Maplewood', pageSize: 5, pageToken: first.json.nextPageToken },
      headers,
    )
    expect(second.json.places).toHaveLength(5)
    expect(second.json.places).not.toContainEqual(first.json.places[0])
    expect(search({ textQuery: 'Maplewood', pageSize: 50 }).json.places).toHaveLength(15)
    expect(search({ textQuery: 'Maplewood', pageSize: 5 }).json.nextPageToken).toBeUndefined()
  })
})

describe('places:searchNearby', () => {
  it('finds the places of a type within the circle, the nearest first with DISTANCE', () => {
    const found = nearby({
      includedPrimaryTypes: ['dentist'],
      maxResultCount: 6,
      rankPreference: 'DISTANCE',
      locationRestriction: around(FAMILY_DENTAL),
    }).json.places as Place[]
    // Oakridge Dental Group, 7.8 km away, is outside the 5 km.
    expect(found.map((place) => place.displayName.text)).toEqual([
      'Maplewood Family Dental',
      'Bright Smile Dental Care',
      'Elm Street Dentistry',
      'Lakeside Dental Studio',
    ])
    const distances = found.map((place) => distanceMeters(FAMILY_DENTAL.location, place.location))
    expect(distances).toEqual(distances.toSorted((a, b) => a - b))
    expect(distances.at(-1)).toBeLessThan(5000)
    const wider = nearby({
      includedPrimaryTypes: ['dentist'],
      locationRestriction: around(FAMILY_DENTAL, 10_000),
    })
    // POPULARITY, the default: the most reviewed first.
    expect(names(wider.json)[0]).toBe('Oakridge Dental Group')
    expect(names(wider.json)).toHaveLength(5)
  })

  it('finds the bakery alone, and nothing where there is nothing: {}', () => {
    const bakery = sample('Golden Crust Bakery')
    const body = {
      includedTypes: ['bakery'],
      rankPreference: 'DISTANCE',
      locationRestriction: around(bakery),
    }
    expect(names(nearby(body).json)).toEqual(['Golden Crust Bakery'])
    const far = { circle: { center: { latitude: 10, longitude: 10 }, radius: 5000 } }
    expect(nearby({ locationRestriction: far }).json).toEqual({})
  })

  it('names the type in the language asked for', () => {
    const headers = { ...HEADERS, 'x-goog-fieldmask': 'places.primaryTypeDisplayName' }
    const body = { includedTypes: ['plumber'], maxResultCount: 1, locationRestriction: around(FAMILY_DENTAL) }
    expect(nearby({ ...body, languageCode: 'es' }, headers).json.places).toEqual([
      { primaryTypeDisplayName: { text: 'Fontanero', languageCode: 'es' } },
    ])
  })
})

describe('Google’s refusals', () => {
  it('wants a key, a field mask that names real fields, and JSON that is the request', () => {
    expect(refusal(search({ textQuery: 'cafe' }, { ...HEADERS, 'x-goog-api-key': '' }))).toEqual({
      code: 403,
      status: 'PERMISSION_DENIED',
      message: expect.stringContaining("Method doesn't allow unregistered callers"),
    })
    const unknownKey = post(SEARCH_TEXT, { textQuery: 'cafe' }, HEADERS, { keys: ['another'] })
    expect(unknownKey.json).toEqual(apiKeyInvalid())
    expect(unknownKey.status).toBe(400)
    const maskless = search({ textQuery: 'cafe' }, { ...HEADERS, 'x-goog-fieldmask': '' })
    expect(refusal(maskless)).toEqual({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/^FieldMask is a required parameter\. See https:/),
    })
    // A path unknown, below a plain value, without `places.` (as Place Details takes it), a group unclosed.
    for (const [mask, path] of [
      ['places.foo', 'places.foo'],
      ['places.rating.value', 'places.rating.value'],
      ['id,displayName', 'id'],
      ['places(id', 'places(id'],
    ] as const) {
      expect(search({ textQuery: 'cafe' }, { ...HEADERS, 'x-goog-fieldmask': mask }).json.error.message).toBe(
        `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`,
      )
    }
    const unknownName = search({ textQuery: 'cafe', maxResults: 5 })
    expect(unknownName.json.error).toEqual({
      code: 400,
      message: 'Invalid JSON payload received. Unknown name "maxResults": Cannot find field.',
      status: 'INVALID_ARGUMENT',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ description: unknownName.json.error.message }],
        },
      ],
    })
    // As Google shows it: the 20 characters before the place, and the place marked.
    expect(search('{"textQuery": "cafe",}').json.error.message).toBe(
      'Invalid JSON payload received. Unexpected token.\n"textQuery": "cafe",}\n                    ^',
    )
    expect(search('[]').json.error.message).toMatch(/Root element must be a message/)
  })

  it('checks the request’s values as the proto documents them', () => {
    const message = (answered: ReturnType<typeof post>) => [answered.status, answered.json.error?.message]
    expect(message(search({}))).toEqual([400, 'Empty text_query.'])
    expect(message(search({ textQuery: 'cafe', pageSize: -1 }))).toEqual([
      400,
      'Invalid page_size: -1. It must not be negative.',
    ])
    expect(message(search({ textQuery: 'cafe', pageSize: 'five' }))).toEqual([
      400,
      `Invalid value at 'page_size' (TYPE_INT32), "five"`,
    ])
    expect(message(search({ textQuery: 'cafe', rankPreference: 'NEAREST' }))[1]).toBe(
      `Invalid value at 'rank_preference' (type.googleapis.com/google.maps.places.v1.SearchTextRequest.RankPreference), "NEAREST"`,
    )
    expect(message(nearby({ includedTypes: ['cafe'] }))).toEqual([400, 'location_restriction is required.'])
    for (const radius of [0, 50_001]) {
      expect(message(nearby({ locationRestriction: around(FAMILY_DENTAL, radius) }))[1]).toBe(
        `Invalid location_restriction.circle.radius: ${radius}. It must be greater than 0 and at most 50000.`,
      )
    }
    const circle = { circle: { center: { latitude: 91, longitude: 0 }, radius: 10 } }
    expect(message(nearby({ locationRestriction: circle }))[1]).toMatch(
      /^Invalid location_restriction.circle.center/,
    )
    const body = { locationRestriction: around(FAMILY_DENTAL) }
    expect(message(nearby({ ...body, maxResultCount: 21 }))[1]).toBe(
      'Invalid max_result_count: 21. It must be between 1 and 20.',
    )
    expect(message(nearby({ ...body, includedTypes: ['cafe'], excludedTypes: ['cafe'] }))[1]).toBe(
      'Conflicting types in included_types and excluded_types: cafe.',
    )
    expect(message(nearby({ ...body, locationRestriction: { circle: { center: [1, 2] } } }))[1]).toBe(
      'Invalid JSON payload received. Proto field is not repeating, cannot start list.',
    )
  })

  it('are built as Google builds them, for the tests to script', () => {
    expect(referrerBlocked('https://studio.example/').error).toEqual({
      code: 403,
      message: 'Requests from referer https://studio.example/ are blocked.',
      status: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
          domain: 'googleapis.com',
          metadata: {
            httpReferrer: 'https://studio.example/',
            consumer: 'projects/123456789012',
            service: 'places.googleapis.com',
          },
        },
      ],
    })
    const faults = [apiKeyInvalid(), serviceDisabled(), resourceExhausted(), internalError(), unavailable()]
    expect(faults.map(({ error }) => [error.code, error.status, error.details?.[0]])).toEqual([
      [400, 'INVALID_ARGUMENT', expect.objectContaining({ reason: 'API_KEY_INVALID' })],
      [403, 'PERMISSION_DENIED', expect.objectContaining({ reason: 'SERVICE_DISABLED' })],
      [429, 'RESOURCE_EXHAUSTED', expect.objectContaining({ reason: 'RATE_LIMIT_EXCEEDED' })],
      [500, 'INTERNAL', undefined],
      [503, 'UNAVAILABLE', undefined],
    ])
  })

  it('answers with Google’s CORS, its preflight, and its 404 page elsewhere', () => {
    const found = search({ textQuery: 'cafe' })
    expect(found.headers).toMatchObject({
      'Access-Control-Allow-Origin': ORIGIN,
      'Content-Type': 'application/json; charset=UTF-8',
      Vary: 'Origin, X-Origin, Referer',
    })
    const asked = 'content-type,x-goog-api-key,x-goog-fieldmask'
    const preflight = answer({
      method: 'OPTIONS',
      path: SEARCH_TEXT,
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': asked,
      },
      body: '',
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers).toMatchObject({
      'Access-Control-Allow-Origin': ORIGIN,
      'Access-Control-Allow-Headers': asked,
      'Access-Control-Allow-Methods': expect.stringContaining('POST'),
    })
    const elsewhere = answer({ method: 'GET', path: '/places:searchText', headers: {}, body: '' })
    expect([elsewhere.status, elsewhere.body]).toEqual([
      404,
      expect.stringContaining('<code>/v1/places:searchText</code>'),
    ])
  })
})

describe('the local inbox’s Places API', () => {
  let inbox: Inbox
  const hostile = {
    ...FAMILY_DENTAL,
    displayName: { text: '<img src=x onerror=alert(1)>', languageCode: 'en' },
  }

  beforeAll(async () => {
    inbox = await startInbox({ email: false, places: { places: [...SAMPLE_PLACES, hostile] } })
  })
  afterAll(() => inbox.close())

  const send = (method: string, body: string, headers: Record<string, string> = HEADERS) =>
    fetch(`${inbox.url}${PLACES_BASE}${method}`, { method: 'POST', headers, body })

  it('answers both searches over HTTP, and a browser’s preflight', async () => {
    const found = await send(SEARCH_TEXT, JSON.stringify({ textQuery: 'dentist Maplewood', pageSize: 5 }))
    expect(found.status).toBe(200)
    expect(found.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect((await found.json()).places).toHaveLength(5)
    const near = await send(
      SEARCH_NEARBY,
      JSON.stringify({ includedPrimaryTypes: ['cafe'], locationRestriction: around(FAMILY_DENTAL) }),
    )
    expect((await near.json()).places).toHaveLength(4)
    const preflight = await fetch(`${inbox.url}${PLACES_BASE}${SEARCH_TEXT}`, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
    })
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([200, ORIGIN])
  })

  it('keeps serving after bad JSON, a huge body and an unknown address', async () => {
    const bad = await send(SEARCH_TEXT, '{"textQuery": ')
    expect([bad.status, (await bad.json()).error.status]).toEqual([400, 'INVALID_ARGUMENT'])
    const huge = await send(SEARCH_TEXT, JSON.stringify({ textQuery: 'x'.repeat(200_000) }))
    expect((await huge.json()).error.message).toMatch(/^Request payload size exceeds the limit/)
    expect((await send('/places:autocomplete', '{}')).status).toBe(404)
    expect((await send(SEARCH_TEXT, JSON.stringify({ textQuery: 'bakery' }))).status).toBe(200)
  })

  it('lists the sample businesses on its page, as samples, and as text', async () => {
    const page = await (await fetch(`${inbox.url}/`)).text()
    expect(page).toContain('search for “dentist Maplewood”')
    expect(page).toContain('These are samples, not real businesses')
    expect(page).toContain(
      '<b>Café Lumière</b>, Cafe: 3 Market Square, Maplewood, Sampleshire (4.7 ★ · 389 reviews)',
    )
    expect(page).toContain(
      '<b>Shear Joy Studio</b>, Hair salon: 44 Main Street, Maplewood, Sampleshire (no reviews yet)',
    )
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(page).not.toContain('<img')
  })
})

describe('npm start without a Places API key', () => {
  const NAMES = ['VITE_PLACES_API_KEY', 'VITE_PLACES_API', 'VITE_CAL_LINK', ...Object.keys(EMAILJS)]
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))
  let started: Inbox | undefined

  afterEach(async () => {
    await started?.close()
    started = undefined
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('points the build at the local inbox’s sample businesses, with the placeholder key', async () => {
    Object.assign(process.env, EMAILJS, {
      VITE_CAL_LINK: 'someone/call',
      VITE_PLACES_API_KEY: '',
      VITE_PLACES_API: '',
    })
    const prepared = await prepareLocalServices(0, { log: () => undefined })
    started = prepared.inbox
    if (!started) throw new Error('no inbox')
    expect(process.env.VITE_PLACES_API).toBe(`${started.url}/places/v1`)
    expect(process.env.VITE_PLACES_API_KEY).toBe(LOCAL_PLACES_KEY)
    expect(prepared.note.split('\n')[2]).toBe(
      `The Places API is not configured: the review kit finds sample businesses on the local inbox ` +
        `(${started.url}/ lists them; search for “dentist Maplewood”).`,
    )
    const found = await fetch(`${process.env.VITE_PLACES_API}/places:searchText`, {
      method: 'POST',
      headers: { 'X-Goog-Api-Key': LOCAL_PLACES_KEY, 'X-Goog-FieldMask': 'places.displayName' },
      body: JSON.stringify({ textQuery: 'dentist Maplewood' }),
    })
    expect((await found.json()).places).toHaveLength(4)
  })

  it('leaves a configured key alone, and says where searches go', async () => {
    Object.assign(process.env, EMAILJS, { VITE_CAL_LINK: 'someone/call', VITE_PLACES_API_KEY: 'AIzaKey' })
    const prepared = await prepareLocalServices(0)
    expect(prepared.inbox).toBeUndefined()
    expect(prepared.note.split('\n')[2]).toBe(
      "The review kit's searches go to the Places API at https://places.googleapis.com/v1.",
    )
  })
})
