import { readFile } from 'node:fs/promises'
import { expect, networkSettled, test } from './fixtures'
import { contactForm } from './contact-helpers'
import { SAMPLE_SEARCH } from './places-fake'
import { drawnBars, KIT_WORDS, openKit, printedCard, readQrCode, reviewLinkOf } from './review-kit-helpers'

/**
 * The free review kit (issue 50) against Google's Places API faked at its address
 * (places-fake.ts, from Google's own definitions), with the sample businesses of Maplewood.
 */
const FIELD_MASK =
  'places.id,places.displayName,places.formattedAddress,places.location,places.rating,places.userRatingCount,places.primaryType'
const DENTIST = { name: 'Maplewood Family Dental', id: 'ChIJSAMPLE_Maplewood_FamilyDental' }
/** The review counts of the dentist and its three neighbours, in the chart's order (samples.mjs). */
const DENTIST_COUNTS = [87, 341, 212, 129]
/** The narrowest and widest screens the page is made for. */
const EXTREMES = [320, 1920]

const VISITS = [
  {
    words: KIT_WORDS.en,
    width: 1280,
    details: /12\sOrchard Lane.*4\.1\s★ · 87 reviews/,
    standing:
      'The 3 nearest businesses of your kind have a median of 212 reviews at 4.6 ★. You have 87 reviews at 4.1 ★.',
    other: { name: 'Español', says: /¡Gracias por visitar Maplewood Family Dental!/ },
    subject: 'Automatic review requests for Maplewood Family Dental',
  },
  {
    words: KIT_WORDS.es,
    width: 375,
    details: /12\sOrchard Lane.*4\.1\s★ · 87 reseñas/,
    standing:
      'Los 3 negocios de su tipo más cercanos tienen una mediana de 212 reseñas con 4.6 ★. Usted tiene 87 reseñas con 4.1 ★.',
    other: { name: 'English', says: /Thanks for visiting Maplewood Family Dental!/ },
    subject: 'Solicitudes de reseña automáticas para Maplewood Family Dental',
  },
]

for (const visit of VISITS) {
  const { words } = visit
  test.describe(`${words.page.path} at ${visit.width} px`, () => {
    test.use({ viewport: { width: visit.width, height: 900 } })

    test('a visitor finds their business, sees where it stands, copies the link, downloads a QR code that reads back to it, prints the card and opens the messages', async ({
      page,
      context,
      places,
    }) => {
      const link = reviewLinkOf(DENTIST.id)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto(words.page.path)
      await networkSettled(page)
      expect(places.requests, 'a view that opens nothing asks Google nothing').toHaveLength(0)

      const kit = await openKit(page, words)
      await kit.business.fill(SAMPLE_SEARCH)
      await kit.find.click()
      await expect(kit.choice(DENTIST.name)).toHaveAccessibleDescription(visit.details)
      expect(places.searchText.requests).toHaveLength(1)
      const [search] = places.searchText.requests
      expect(search?.headers['x-goog-api-key']).toBe('e2e-places-key')
      expect(search?.headers['x-goog-fieldmask']).toBe(FIELD_MASK)
      expect(search?.json).toEqual({
        textQuery: SAMPLE_SEARCH,
        languageCode: words.page.language,
        pageSize: 5,
      })

      await kit.choice(DENTIST.name).click()
      await test.step('where it stands, beside its nearest neighbours of its kind', async () => {
        await expect(kit.dialog.getByText(visit.standing)).toBeVisible()
        expect(places.searchNearby.payloads()).toEqual([
          {
            includedPrimaryTypes: ['dentist'],
            maxResultCount: 6,
            locationRestriction: { circle: { center: { latitude: 45.42, longitude: -100.3 }, radius: 5000 } },
            rankPreference: 'DISTANCE',
            languageCode: words.page.language,
          },
        ])
      })

      await test.step('the bars: each its count over the largest, on tracks of one length, the count beside them, at 3:1', async () => {
        const chart = kit.dialog.getByRole('list', { name: /nearest neighbours|vecinos más cercanos/ })
        await expect(chart.getByRole('listitem').nth(1)).toContainText(/341 · 4[.,]8\s★/)
        for (const width of [...EXTREMES, visit.width]) {
          await page.setViewportSize({ width, height: 900 })
          const bars = await drawnBars(chart)
          expect(bars).toHaveLength(DENTIST_COUNTS.length)
          const most = Math.max(...DENTIST_COUNTS)
          bars.forEach(({ text, track, bar, count, contrast }, index) => {
            const at = `${text} at ${width} px`
            expect(track.width, `${at}: every track as long as the first`).toBeCloseTo(
              bars[0]?.track.width ?? 0,
              0,
            )
            const expected = ((DENTIST_COUNTS[index] ?? 0) / most) * track.width
            expect(Math.abs(bar - expected), `${at}: ${bar} px of ${track.width}`).toBeLessThanOrEqual(1)
            const apart =
              count.bottom <= track.top ||
              count.top >= track.bottom ||
              count.right <= track.left ||
              count.left >= track.right
            expect(apart, `${at}: the count is outside the track`).toBe(true)
            expect(contrast.dialog, `${at}: against the dialog`).toBeGreaterThanOrEqual(3)
            expect(contrast.track, `${at}: against its track`).toBeGreaterThanOrEqual(3)
          })
        }
        await page.setViewportSize({ width: visit.width, height: 900 })
      })

      await test.step('Copy link puts the review link on the clipboard', async () => {
        await expect(kit.dialog.getByRole('textbox', { name: /review link|enlace de reseñas/i })).toHaveValue(
          link,
        )
        await kit.dialog.getByRole('button', { name: words.copy }).click()
        await expect(kit.dialog.getByRole('status').filter({ hasText: words.copied })).toBeVisible()
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
      })

      await test.step('the downloaded QR code reads back to the review link, and only to it', async () => {
        const downloading = page.waitForEvent('download')
        await kit.dialog.getByRole('link', { name: words.download }).click()
        const download = await downloading
        expect(download.suggestedFilename()).toMatch(/\.svg$/)
        const svg = await readFile(await download.path(), 'utf8')
        expect(await readQrCode(page, svg)).toBe(link)
      })

      await test.step('the messages: editable, counted in segments, in either language, opened in the visitor’s own apps', async () => {
        const sms = kit.dialog.getByRole('textbox', { name: /^(Text message|Mensaje de texto)$/ })
        await expect(sms).toHaveValue(new RegExp(link.replace(/[?.]/g, '\\$&')))
        const oneSegment = kit.dialog.getByText(words.oneSegment, { exact: true })
        await expect(oneSegment, 'the text message fits one segment, as carriers count them').toBeVisible()
        await kit.dialog.getByRole('radio', { name: visit.other.name }).check()
        await expect(sms).toHaveValue(visit.other.says)
        await expect(oneSegment).toBeVisible()
        await sms.fill('á'.repeat(71))
        await expect(kit.dialog.getByText(/^2 segment/)).toBeVisible()
        const text = kit.dialog.getByRole('link', { name: words.textMyself })
        await expect(text).toHaveAttribute('href', `sms:?&body=${'%C3%A1'.repeat(71)}`)
        const email = kit.dialog.getByRole('link', { name: words.emailMyself })
        await expect(email).toHaveAttribute('href', /^mailto:\?subject=[^&]+&body=.+/)
        expect(decodeURIComponent((await email.getAttribute('href')) ?? '')).toContain(link)
      })

      await test.step('Print the card prints a 10 × 15 cm card alone: stars, the name, the code, its lines, the studio’s mark', async () => {
        await page.evaluate(() => {
          window.print = () => undefined
        })
        await kit.dialog.getByRole('button', { name: words.print }).click()
        const card = await printedCard(page)
        expect(card).toMatchObject({ pages: 1, overflows: false, stars: 5 })
        expect(card.lines.map(({ text }) => text.replace(/\s/g, ' '))).toEqual([
          DENTIST.name,
          ...words.cardLines,
          words.scan,
          'Brightpath Studio',
        ])
        expect(card.lines.every(({ words }) => words > 0)).toBe(true)
        for (const line of card.lines.filter(({ words }) => words >= 3)) {
          expect(line.lastLineWords, `“${line.text}” ends with one word alone`).toBeGreaterThan(1)
        }
        const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(card.pdf) ?? []
        // 100 × 150 mm: 283.5 × 425.2 points, which Chromium rounds to whole CSS pixels.
        expect(Math.abs(Number(width) - 283.5)).toBeLessThan(1)
        expect(Math.abs(Number(height) - 425.2)).toBeLessThan(1)
      })

      await test.step('the hand-off opens the contact form with the business in its subject', async () => {
        // That it keeps one line and its box at every width is the layout check's (layout-states).
        await kit.dialog.getByRole('button', { name: words.handOff }).click()
        const form = contactForm(page, words.page)
        await expect(form.dialog).toBeVisible()
        await expect(form.fields.subject).toHaveValue(visit.subject)
        await expect(form.fields.message).toHaveValue(new RegExp(DENTIST.name))
      })
    })
  })
}
