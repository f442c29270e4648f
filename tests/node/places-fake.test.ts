import type { BrowserContext, Route } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { HOSTILE_MARKUP } from '../e2e/calendar-fake'
import { PlacesApi } from '../e2e/places-fake'

// The browser tests' fake of the Places API (tests/e2e/places-fake.ts), driven here through a
// stand-in of Playwright's context and routes: what it records and how it answers each scripted reply.

interface Outcome {
  fulfilled?: { status: number; headers: Record<string, string>; body: string }
  aborted?: string
}

const SEARCH = 'https://places.googleapis.com/v1/places:searchText'
const NEARBY = 'https://places.googleapis.com/v1/places:searchNearby'
const HEADERS = {
  'x-goog-api-key': 'e2e-key',
  'x-goog-fieldmask': 'places.id,places.displayName,places.formattedAddress',
  'content-type': 'application/json',
  origin: 'http://127.0.0.1:4310',
  referer: 'http://127.0.0.1:4310/',
}

/** A fake listening on a stand-in context: `send` passes it one request and resolves with what it did. */
async function listening(api = new PlacesApi()) {
  let matches: (url: URL) => boolean = () => false
  let handle: (route: Route) => Promise<void> = async () => undefined
  const context = {
    route: async (match: (url: URL) => boolean, handler: (route: Route) => Promise<void>) => {
      matches = match
      handle = handler
    },
  }
  await api.listen(context as unknown as BrowserContext)
  const send = async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = HEADERS,
  ) => {
    const outcome: Outcome = {}
    const route = {
      request: () => ({
        method: () => method,
        url: () => url,
        headers: () => headers,
        postData: () => (body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body)),
      }),
      fulfill: async (reply: Outcome['fulfilled']) => void (outcome.fulfilled = reply),
      abort: async (code: string) => void (outcome.aborted = code),
    }
    await handle(route as unknown as Route)
    return outcome
  }
  return { api, send, matches: (url: string) => matches(new URL(url)) }
}

const json = (outcome: Outcome) => JSON.parse(outcome.fulfilled?.body ?? 'null')

describe('the browser tests’ fake of the Places API', () => {
  it('routes the API only, records each request, and answers from the samples with Google’s headers', async () => {
    const { api, send, matches } = await listening()
    expect(matches(SEARCH)).toBe(true)
    expect(matches('https://places.googleapis.com/v1')).toBe(false)
    expect(matches('https://maps.googleapis.com/maps/api/js')).toBe(false)
    const found = await send('POST', SEARCH, {
      textQuery: 'Golden Crust Maplewood',
      languageCode: 'en',
      pageSize: 5,
    })
    expect(found.fulfilled?.status).toBe(200)
    expect(found.fulfilled?.headers['Access-Control-Allow-Origin']).toBe('http://127.0.0.1:4310')
    expect(json(found).places).toEqual([
      {
        id: 'ChIJSAMPLE_Maplewood_GoldenCrust',
        formattedAddress: '7 Market Square, Maplewood, Sampleshire',
        displayName: { text: 'Golden Crust Bakery', languageCode: 'en' },
      },
    ])
    expect(api.searchText.payloads()).toEqual([
      { textQuery: 'Golden Crust Maplewood', languageCode: 'en', pageSize: 5 },
    ])
    expect(api.searchText.requests[0]?.headers['x-goog-api-key']).toBe('e2e-key')
    // Preflights are answered, not recorded; a missing mask gets Google's 400.
    expect((await send('OPTIONS', NEARBY)).fulfilled?.status).toBe(200)
    const maskless = await send('POST', NEARBY, {}, { ...HEADERS, 'x-goog-fieldmask': '' })
    expect(json(maskless).error.message).toMatch(/^FieldMask is a required parameter/)
    expect(api.searchNearby.requests).toHaveLength(1)
    expect(api.requests.map((request) => request.url.href)).toEqual([SEARCH, NEARBY])
  })

  it('answers each scripted reply: a fault, a custom body, markup, no reply, a lost connection', async () => {
    const { api, send } = await listening()
    api.searchText.replyNext({ fault: 'referrer-blocked' })
    api.searchText.replyNext({ fault: 'quota' })
    api.searchText.replyNext({ status: 200, json: {} })
    api.searchText.replyNext({ markup: true })
    api.searchText.replyNext({ abort: 'internetdisconnected' })
    const body = { textQuery: 'Golden Crust' }
    const blocked = await send('POST', SEARCH, body)
    expect([blocked.fulfilled?.status, json(blocked).error.message]).toEqual([
      403,
      'Requests from referer http://127.0.0.1:4310/ are blocked.',
    ])
    expect(json(await send('POST', SEARCH, body)).error.details[0].metadata.quota_limit).toBe(
      'SearchTextRequestPerMinutePerProject',
    )
    expect(json(await send('POST', SEARCH, body))).toEqual({})
    const marked = json(await send('POST', SEARCH, body)).places[0]
    expect(marked.displayName.text).toBe(`${HOSTILE_MARKUP} Golden Crust Bakery ${HOSTILE_MARKUP}`)
    expect(marked.formattedAddress).toContain(HOSTILE_MARKUP)
    expect([marked.id, marked.displayName.languageCode]).toEqual(['ChIJSAMPLE_Maplewood_GoldenCrust', 'en'])
    expect((await send('POST', SEARCH, body)).aborted).toBe('internetdisconnected')

    const held = api.searchNearby.holdNext()
    const pending = send('POST', NEARBY, {
      locationRestriction: { circle: { center: { latitude: 45.42, longitude: -100.3 }, radius: 500 } },
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(api.searchNearby.requests).toHaveLength(1)
    held.release({ fault: 'unavailable' })
    expect((await pending).fulfilled?.status).toBe(503)
    api.searchNearby.replyNext({ hang: true })
    expect(await send('POST', NEARBY, {})).toEqual({})
  })

  it('stands at another address when a build’s VITE_PLACES_API points there, and can refuse unknown keys', async () => {
    const base = 'http://127.0.0.1:4174/places/v1'
    const { send, matches } = await listening(new PlacesApi({ base, keys: ['e2e-key'] }))
    expect(matches(`${base}/places:searchText`)).toBe(true)
    expect(matches(SEARCH)).toBe(false)
    expect((await send('POST', `${base}/places:searchText`, { textQuery: 'cafe' })).fulfilled?.status).toBe(
      200,
    )
    const wrongKey = await send(
      'POST',
      `${base}/places:searchText`,
      { textQuery: 'cafe' },
      { ...HEADERS, 'x-goog-api-key': 'other' },
    )
    expect(json(wrongKey).error.details[0].reason).toBe('API_KEY_INVALID')
    const elsewhere = await send('GET', `${base}/places/ChIJSAMPLE_Maplewood_GoldenCrust`)
    expect(elsewhere.fulfilled?.body).toContain(
      '<code>/places/v1/places/ChIJSAMPLE_Maplewood_GoldenCrust</code>',
    )
  })
})
