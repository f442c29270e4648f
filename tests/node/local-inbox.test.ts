import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKINGS_PATH, SLOTS_PATH } from '../../scripts/calendar/answers.mjs'
import { SEND_PATH, startInbox, type Inbox } from '../../scripts/local-inbox.mjs'

// The local inbox of `npm start` stands in for EmailJS and for Cal.com's API v2 on one server: here
// over HTTP, with the calendar's clock fixed on Wednesday 28 October 2026, 8:00 in New York.
const STUDIO = 'America/New_York'
const ana = { name: 'Ana Ruiz', email: 'ana@example.com', timeZone: 'Europe/Berlin', language: 'es' }
const QUERY = 'eventTypeSlug=30min&username=studio&start=2026-11-02&end=2026-11-02'

/** Sends raw bytes and resolves with the status line of the answer. */
const rawStatus = (port: number, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''))
    socket.on('error', reject)
  })

describe('the local inbox with a calendar', () => {
  let inbox: Inbox
  const lines: string[] = []
  let failSends = false

  beforeAll(async () => {
    inbox = await startInbox({
      log: (line) => lines.push(line),
      reply: () => {
        if (failSends) throw new Error('a test’s failure')
        return undefined
      },
      calendar: {
        timeZone: STUDIO,
        username: 'studio',
        eventTypeSlug: '30min',
        title: '30 Min Meeting',
        host: { name: 'Studio', email: 'studio@example.com' },
        now: () => new Date('2026-10-28T12:00:00Z'),
      },
    })
  })

  afterAll(() => inbox.close())

  const slots = (query = QUERY, headers: Record<string, string> = { 'cal-api-version': '2024-09-04' }) =>
    fetch(`${inbox.url}${SLOTS_PATH}?${query}`, { headers })
  const freeStarts = async () =>
    ((await (await slots()).json()).data['2026-11-02'] as { start: string }[]).map((slot) => slot.start)
  const book = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(inbox.url + BOOKINGS_PATH, {
      method: 'POST',
      headers: { 'cal-api-version': '2024-08-13', 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('answers GET /v2/slots as api.cal.com does, with its CORS', async () => {
    const response = await slots(`${QUERY}&timeZone=Europe/Berlin`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const body = await response.json()
    expect(body.status).toBe('success')
    expect(body.data['2026-11-02']).toHaveLength(16)
    expect(body.data['2026-11-02'].at(0)).toEqual({ start: '2026-11-02T15:00:00.000+01:00' })
    // Without the version header, as api.cal.com: 404.
    expect((await slots(QUERY, {})).status).toBe(404)
  })

  it('books a free slot: 201 in the real shape, printed, listed, and the time leaves the slots', async () => {
    expect(await freeStarts()).toContain('2026-11-02T15:00:00.000Z')
    const response = await book({
      start: '2026-11-02T15:00:00.000Z',
      eventTypeSlug: '30min',
      username: 'studio',
      attendee: ana,
      bookingFieldsResponses: { notes: 'Una consulta' },
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { status, data } = await response.json()
    expect(status).toBe('success')
    expect(data).toMatchObject({
      id: expect.any(Number),
      uid: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{22}$/),
      title: '30 Min Meeting between Studio and Ana Ruiz',
      description: 'Una consulta',
      hosts: [{ id: 1, name: 'Studio', email: 'studio@example.com', username: 'studio', timeZone: STUDIO }],
      status: 'accepted',
      start: '2026-11-02T15:00:00.000Z',
      end: '2026-11-02T15:30:00.000Z',
      duration: 30,
      eventTypeId: 1,
      eventType: { id: 1, slug: '30min' },
      attendees: [
        {
          name: 'Ana Ruiz',
          email: 'ana@example.com',
          displayEmail: 'ana@example.com',
          timeZone: 'Europe/Berlin',
          language: 'es',
          absent: false,
        },
      ],
      absentHost: false,
      createdAt: '2026-10-28T12:00:00.000Z',
      bookingFieldsResponses: { notes: 'Una consulta', name: 'Ana Ruiz', email: 'ana@example.com' },
    })
    expect(data.icsUid).toBe(`${data.uid}@Cal.com`)
    expect(inbox.bookings.at(-1)).toEqual(data)
    // The terminal's block: when in both time zones, who, notes.
    expect(lines.at(-1)).toBe(
      '\n📅 New booking: 30 Min Meeting between Studio and Ana Ruiz\n' +
        "When: Mon 2 Nov 2026, 10:00–10:30 America/New_York (the attendee's Mon 2 Nov 2026, 16:00–16:30 Europe/Berlin)\n" +
        'Who: Ana Ruiz <ana@example.com>\n' +
        'Notes: Una consulta\n',
    )
    expect(await freeStarts()).not.toContain('2026-11-02T15:00:00.000Z')
    expect(await freeStarts()).toHaveLength(15)
    // The video call's link is the inbox's stand-in page.
    expect(data.location).toBe(`${inbox.url}/video/${data.uid}`)
    expect((await fetch(data.location)).status).toBe(200)
    expect((await fetch(`${inbox.url}/video/nope`)).status).toBe(404)
  })

  it('refuses the same time again with Cal.com’s 400', async () => {
    const response = await book({ start: '2026-11-02T15:00:00Z', eventTypeId: 1, attendee: ana })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({
      code: 'BadRequestException',
      message: 'User either already has booking at this time or is not available',
    })
  })

  it('lists bookings and messages on its page, as text, never as HTML', async () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b> & "quotes"'
    const booked = await book({
      start: '2026-11-03T15:00:00Z',
      eventTypeId: 1,
      attendee: { ...ana, name: markup, email: `x${markup}@example.com` },
      bookingFieldsResponses: { notes: `${markup}\n\u001b[31mred` },
    })
    expect(booked.status).toBe(201)
    const sent = await fetch(inbox.url + SEND_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user_id: 'key',
        service_id: 'service',
        template_id: 'template',
        template_params: { subject: markup, from_name: 'Bo', from_email: 'bo@example.com', message: 'Hi' },
      }),
    })
    expect(sent.status).toBe(200)
    const page = await (await fetch(`${inbox.url}/`)).text()
    expect(page).not.toContain('<img')
    expect(page).not.toContain('<b>bold')
    expect(page).toContain(
      '&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot;',
    )
    expect(page).toContain('Ana Ruiz')
    expect(page).toContain('1 message(s)')
    expect(page).toContain('2 booking(s)')
    // Newest first: the message, then the bookings.
    expect(page.indexOf('Bo &lt;bo@example.com&gt;')).toBeLessThan(page.indexOf('Ana Ruiz'))
    // The terminal gets no escape sequence from a visitor.
    expect(lines.join('\n')).not.toContain('\u001b')
  })

  it('answers a browser’s preflight like api.cal.com under /v2/, like EmailJS elsewhere', async () => {
    const preflight = (path: string) =>
      fetch(inbox.url + path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://studio.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'cal-api-version,content-type',
        },
      })
    const calendar = await preflight(BOOKINGS_PATH)
    expect(calendar.status).toBe(204)
    expect(calendar.headers.get('access-control-allow-origin')).toBe('*')
    expect(calendar.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = calendar.headers.get('access-control-allow-headers')?.toLowerCase().split(',')
    expect(allowed).toEqual(expect.arrayContaining(['cal-api-version', 'content-type']))
    const email = await preflight(SEND_PATH)
    expect(email.status).toBe(204)
    expect(email.headers.get('access-control-allow-headers')).toBe('Content-Type')
  })

  it('keeps serving after malformed requests and failures', async () => {
    const port = Number(new URL(inbox.url).port)
    const huge = 'x'.repeat(300_000)
    const answers = await Promise.all([
      fetch(`${inbox.url}${SLOTS_PATH}?start=%E0%A4%A&end[]=1&timeZone=`, {
        headers: { 'cal-api-version': '2024-09-04' },
      }),
      book('[1, 2]'),
      book('"text"'),
      book('{"start": '),
      book(huge),
      book({ attendee: { name: 7, email: [], timeZone: 7, language: 'xx' }, guests: 'a', metadata: 5 }),
      fetch(inbox.url + SEND_PATH, { method: 'POST', body: huge }),
      fetch(inbox.url + SEND_PATH, { method: 'POST', body: '{' }),
    ])
    expect(answers.map((response) => response.status)).toEqual([400, 400, 400, 400, 413, 400, 413, 400])
    await Promise.all(answers.map((response) => response.arrayBuffer()))
    expect(await rawStatus(port, 'GET //[ HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request')
    expect(await rawStatus(port, 'NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/)
    failSends = true
    try {
      expect((await fetch(inbox.url + SEND_PATH, { method: 'POST', body: '{}' })).status).toBe(500)
    } finally {
      failSends = false
    }
    expect((await slots()).status).toBe(200)
  })
})

describe('the local inbox without a calendar, or without EmailJS', () => {
  it('answers /v2/ not found without a calendar, and the send endpoint not found without EmailJS', async () => {
    const emailOnly = await startInbox({ log: () => undefined })
    const calendarOnly = await startInbox({
      log: () => undefined,
      email: false,
      calendar: {
        timeZone: 'Europe/Madrid',
        username: 'studio',
        eventTypeSlug: '30min',
        title: 'Free call',
        host: { name: 'Studio', email: 'studio@example.com' },
      },
    })
    try {
      const slots = `${SLOTS_PATH}?${QUERY}`
      expect(
        (await fetch(emailOnly.url + slots, { headers: { 'cal-api-version': '2024-09-04' } })).status,
      ).toBe(404)
      expect(
        (await fetch(calendarOnly.url + slots, { headers: { 'cal-api-version': '2024-09-04' } })).status,
      ).toBe(200)
      const send = { method: 'POST', body: '{}' }
      expect((await fetch(calendarOnly.url + SEND_PATH, send)).status).toBe(404)
      const page = await (await fetch(`${calendarOnly.url}/`)).text()
      expect(page).toContain('weekdays 9:00–17:00 Europe/Madrid')
      expect(page).not.toContain('message(s)')
    } finally {
      await Promise.all([emailOnly.close(), calendarOnly.close()])
    }
  })
})

describe('the local inbox as the studio’s CRM', () => {
  // The studio's form with consent to process, checked on Wednesday 28 October 2026.
  const NOW = Date.parse('2026-10-28T12:00:00Z')
  const FORM = { portalId: '1234567', formId: '00000000-0000-4000-8000-000000000000' }
  const CONSENT = {
    consent: { consentToProcess: true, text: 'By sending this, you agree that Studio stores your details.' },
  }
  const PATH = `/submissions/v3/integration/submit/${FORM.portalId}/${FORM.formId}`
  const FIELDS = [
    { name: 'email', value: 'ana@casaverde.com' },
    { name: 'firstname', value: 'Ana' },
    { name: 'lastname', value: 'Ruiz' },
    { name: 'message', value: 'A site for our restaurant\n\nHello! <b>menu</b>' },
    { name: 'site_lead_source', value: 'quote' },
  ]
  const context = { pageUri: 'http://127.0.0.1:4173/es/', pageName: 'Brightpath Studio' }
  const withoutConsent = { submittedAt: String(NOW - 60_000), fields: FIELDS, context }
  const lead = { ...withoutConsent, legalConsentOptions: CONSENT }
  let inbox: Inbox
  const lines: string[] = []

  beforeAll(async () => {
    inbox = await startInbox({
      email: false,
      log: (line) => lines.push(line),
      crm: { ...FORM, consent: 'process', now: () => NOW },
    })
  })
  afterAll(() => inbox.close())

  const submit = (body: unknown, path = PATH) =>
    fetch(inbox.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify(body),
    })
  /** The errorTypes of HubSpot's 400 for `body`, after checking its envelope. */
  const refusal = async (body: unknown) => {
    const response = await submit(body)
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer).toEqual({
      status: 'error',
      message: 'The request is not valid',
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      errors: expect.any(Array),
    })
    return (answer.errors as { message: string; errorType: string }[]).map((error) => error.errorType)
  }

  it('takes a lead at HubSpot’s path, answers as HubSpot does with its CORS, prints it and lists it with its source', async () => {
    const preflight = await fetch(inbox.url + PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type')
    const response = await submit(lead)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ inlineMessage: 'Thanks for submitting the form.' })
    expect(inbox.contacts).toEqual([
      {
        fields: Object.fromEntries(FIELDS.map(({ name, value }) => [name, value])),
        context,
        consent: CONSENT.consent.text,
        submittedAt: new Date(NOW - 60_000).toISOString(),
      },
    ])
    expect(lines.at(-1)).toContain(
      '👤 New CRM contact (quote): Ana Ruiz <ana@casaverde.com> from http://127.0.0.1:4173/es/',
    )
    const page = await (await fetch(inbox.url)).text()
    expect(page).toContain('1 CRM contact(s)')
    expect(page).toContain('<b>Source:</b> <code>quote</code>')
    expect(page).toContain('Hello! &lt;b&gt;menu&lt;/b&gt;')
  })

  it('checks a lead as HubSpot does: the form’s fields, a valid e-mail, the time, no made-up cookie, the consent', async () => {
    const fields = (...extra: { name: string; value: string }[]) => [...FIELDS.slice(1), ...extra]
    expect(await refusal({ ...lead, fields: fields({ name: 'company', value: 'Casa Verde' }) })).toEqual([
      'FIELD_NOT_IN_FORM_DEFINITION',
      'REQUIRED_FIELD',
    ])
    expect(await refusal({ ...lead, fields: fields({ name: 'email', value: 'ana@casaverde' }) })).toEqual([
      'INVALID_EMAIL',
    ])
    expect(await refusal({ ...lead, context: { ...context, hutk: '37184' } })).toEqual(['INVALID_HUTK'])
    for (const submittedAt of [String(NOW - 31 * 86_400_000), String(NOW + 3_600_000), 'yesterday'])
      expect(await refusal({ ...lead, submittedAt })).toEqual(['INVALID_METADATA'])
    expect(await refusal(withoutConsent)).toEqual(['MISSING_PROCESSING_CONSENT'])
    expect(
      await refusal({ ...lead, legalConsentOptions: { consent: { consentToProcess: true, text: ' ' } } }),
    ).toEqual(['MISSING_PROCESSING_CONSENT_TEXT'])
    const unknownForm = await submit(lead, `/submissions/v3/integration/submit/${FORM.portalId}/another-form`)
    expect(unknownForm.status).toBe(404)
    expect(await unknownForm.json()).toMatchObject({ status: 'error' })
    expect(inbox.contacts).toHaveLength(1)
  })

  it('takes a lead without consent when its form asks none', async () => {
    const plain = await startInbox({ email: false, log: () => undefined, crm: { ...FORM, now: () => NOW } })
    const response = await fetch(plain.url + PATH, { method: 'POST', body: JSON.stringify(withoutConsent) })
    expect(response.status).toBe(200)
    expect(plain.contacts[0]?.consent).toBeUndefined()
    await plain.close()
  })
})
