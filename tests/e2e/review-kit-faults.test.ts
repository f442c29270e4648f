import { expect, test } from './fixtures'
import { HOSTILE_MARKUP } from './calendar-fake'
import type { PlacesReply } from './places-fake'
import { flushTasks } from './page-helpers'
import { KIT_WORDS, openKit, printedCard } from './review-kit-helpers'

/**
 * The review kit's bad input and faults (issue 50): each gets its own message in the dialog (role
 * alert), keeps what was typed, and a retry sends exactly one request.
 */
const RETRIED: { reply: PlacesReply; says: RegExp; console: string }[] = [
  { reply: { fault: 'quota' }, says: /Too many searches/, console: 'status of 429' },
  { reply: { fault: 'internal' }, says: /problem on its side/, console: 'status of 500' },
  { reply: { fault: 'unavailable' }, says: /problem on its side/, console: 'status of 503' },
  {
    reply: { abort: 'internetdisconnected' },
    says: /could not reach Google/,
    console: 'ERR_INTERNET_DISCONNECTED',
  },
]

test('each fault of the search gets its message, keeps the search, and a retry sends exactly one request', async ({
  page,
  places,
  problems,
}) => {
  await page.clock.install()
  await page.goto('/')
  const kit = await openKit(page)
  const tryAgain = kit.dialog.getByRole('button', { name: KIT_WORDS.en.tryAgain })

  await test.step('a search under 3 characters is refused before any request', async () => {
    await kit.business.fill(' d ')
    await kit.find.click()
    await expect(kit.alert).toHaveText(/at least 3 characters/)
    await expect(kit.business, 'a search too short is the field’s fault').toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(places.requests).toHaveLength(0)
  })

  await test.step('no match: says so with what was searched, and offers Enter it yourself', async () => {
    await kit.business.fill('Nowhere Bistro Atlantis')
    await kit.find.click()
    await expect(kit.alert).toHaveText(/Nothing on Google matches “Nowhere Bistro Atlantis”.*adding the city/)
    await expect(kit.dialog.getByRole('button', { name: KIT_WORDS.en.byHand })).toBeVisible()
    await expect(kit.business, 'nothing found is not the field’s fault').not.toHaveAttribute('aria-invalid')
    expect(places.searchText.requests).toHaveLength(1)
  })

  await kit.business.fill('dentist Maplewood')
  for (const fault of RETRIED) {
    await test.step(`${fault.console}: its message, Try again, one request`, async () => {
      problems.expectProblem(fault.console)
      places.searchText.replyNext(fault.reply)
      const before = places.searchText.requests.length
      await kit.find.click()
      await expect(kit.alert).toHaveText(fault.says)
      await expect(kit.business).toHaveValue('dentist Maplewood')
      await expect(kit.business).not.toHaveAttribute('aria-invalid')
      expect(places.searchText.requests).toHaveLength(before + 1)
      places.searchText.replyNext(fault.reply)
      await tryAgain.click()
      await expect(kit.alert).toHaveText(fault.says)
      expect(places.searchText.requests).toHaveLength(before + 2)
    })
  }

  await test.step('no answer in 15 s, on the page’s clock: its message; a second press meanwhile sends nothing; Try again finds the business', async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    places.searchText.replyNext({ hang: true })
    const before = places.searchText.requests.length
    await kit.find.click()
    await expect(kit.dialog.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible()
    // The button says it is busy (aria-disabled); Enter in the field is a second press all the same.
    await kit.business.press('Enter')
    await page.clock.runFor(14_999)
    await flushTasks(page)
    await expect(kit.alert).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(kit.alert).toHaveText(/did not answer within 15 seconds/)
    expect(places.searchText.requests).toHaveLength(before + 1)
    await tryAgain.click()
    await expect(kit.choice('Maplewood Family Dental')).toBeVisible()
    expect(places.searchText.requests).toHaveLength(before + 2)
  })

  for (const fault of ['key-invalid', 'referrer-blocked', 'service-disabled'] as const) {
    await test.step(`${fault}: the search is not available, no Try again, and Enter it yourself`, async () => {
      problems.expectProblem(/status of 40[03]/)
      places.searchText.replyNext({ fault })
      await kit.find.click()
      await expect(kit.alert).toHaveText(/not available right now/)
      await expect(tryAgain).toHaveCount(0)
    })
  }

  const name = kit.dialog.getByRole('textbox', { name: KIT_WORDS.en.name })
  const reviewPage = kit.dialog.getByRole('textbox', { name: KIT_WORDS.en.reviewPage })
  const make = kit.dialog.getByRole('button', { name: KIT_WORDS.en.make })
  await test.step('Enter it yourself: each error under its field, which it describes, and the first in error focused', async () => {
    await kit.dialog.getByRole('button', { name: KIT_WORDS.en.byHand }).click()
    await make.click()
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Type your business’s name.')
    await expect(reviewPage).toHaveAttribute('aria-invalid', 'true')
    await expect(reviewPage).toHaveAccessibleDescription(
      /^Paste the address of your review page\. The https:\/\/ address of your review page/,
    )
    await name.fill('Corner Cup')
    await expect(name, 'its error goes once it is put right').not.toHaveAttribute('aria-invalid')
    await expect(kit.dialog.getByText('Type your business’s name.')).toHaveCount(0)
  })

  await test.step('Enter it yourself: a review page that is not https, or too long, is refused, nothing typed lost', async () => {
    for (const [typed, says] of [
      ['javascript:alert(1)', /must be a secure address/],
      ['data:text/html,<b>hi</b>', /must be a secure address/],
      ['http://www.yelp.com/biz/corner-cup', /must be a secure address/],
      ['not a link', /not a web address/],
      [`https://www.yelp.com/biz/${'a'.repeat(2000)}`, /longer than 2,000 characters/],
    ] as const) {
      await reviewPage.fill(typed)
      await make.click()
      await expect(reviewPage).toHaveAccessibleDescription(says)
      await expect(reviewPage).toBeFocused()
      await expect(reviewPage).toHaveValue(typed)
      await expect(name).toHaveValue('Corner Cup')
      await expect(kit.dialog.getByRole('img')).toHaveCount(0)
    }
  })

  const another = kit.dialog.getByRole('button', { name: 'Another business' })
  const handOff = kit.dialog.getByRole('button', { name: KIT_WORDS.en.handOff })
  await test.step('a Yelp page: Yelp’s rules, which forbid asking, and no message or hand-off that asks', async () => {
    await reviewPage.fill('https://www.yelp.com/biz/corner-cup-maplewood')
    await make.click()
    await expect(kit.dialog.getByText(/^Yelp’s rules: do not ask customers for reviews/)).toBeVisible()
    await expect(kit.dialog.getByText(/Google’s rules/)).toHaveCount(0)
    await expect(kit.dialog.getByRole('heading', { name: 'Messages to send your customers' })).toHaveCount(0)
    await expect(handOff).toHaveCount(0)
  })

  await test.step('another site: a neutral line; a name ending in “Co.”: one full stop; a long name: a card of one page', async () => {
    await another.click()
    await kit.dialog.getByRole('button', { name: KIT_WORDS.en.byHand }).click()
    await name.fill('Maplewood Artisan Coffee Roasters & Bakery Co.')
    await reviewPage.fill('https://www.tripadvisor.com/Restaurant_Review-g1-d2-Reviews-Bakery.html')
    await make.click()
    await expect(kit.dialog.getByText(/^Each review site has its own rules/)).toBeVisible()
    await expect(kit.dialog.getByText(/Google’s rules/)).toHaveCount(0)
    const email = kit.dialog.getByRole('textbox', { name: 'Email', exact: true })
    await expect(email).toHaveValue(/choosing Maplewood Artisan Coffee Roasters & Bakery Co\. Would you/)
    await expect(email).not.toHaveValue(/\.\./)
    await page.evaluate(() => {
      window.print = () => undefined
    })
    await kit.dialog.getByRole('button', { name: KIT_WORDS.en.print }).click()
    const card = await printedCard(page)
    expect(card).toMatchObject({ pages: 1, overflows: false })
    expect(card.lines.map(({ text }) => text.replace(/\s/g, ' '))).toContain('Leave us a review.')
    for (const line of card.lines.filter(({ words }) => words >= 3)) {
      expect(line.lastLineWords, `“${line.text}” ends with one word alone`).toBeGreaterThan(1)
    }
    await handOff.click()
    const message = page.getByRole('textbox', { name: 'Message' })
    await expect(message).toHaveValue(/for Maplewood Artisan Coffee Roasters & Bakery Co\. Our review link/)
  })
})

test('the neighbours failing leaves the kit whole with a quiet line; a lone business is not compared; Google’s strings are text, never markup', async ({
  page,
  places,
  problems,
}) => {
  problems.expectProblem('status of 503')
  await page.goto('/')
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  const kit = await openKit(page)
  await kit.business.fill('dentist Maplewood')
  places.searchNearby.replyNext({ fault: 'unavailable' })
  await kit.find.click()
  await kit.choice('Maplewood Family Dental').click()
  await expect(kit.dialog.getByText(/neighbours could not be loaded/)).toBeVisible()
  await expect(kit.dialog.getByRole('img', { name: /QR code/ })).toBeVisible()

  await kit.dialog.getByRole('button', { name: 'Another business' }).click()
  await kit.business.fill('Golden Crust Bakery')
  await kit.find.click()
  await kit.choice('Golden Crust Bakery').click()
  await expect(kit.dialog.getByText(/fewer than two businesses of your kind nearby/)).toBeVisible()

  await kit.dialog.getByRole('button', { name: 'Another business' }).click()
  await kit.business.fill('Shear Joy Studio')
  await kit.find.click()
  await expect(kit.choice('Shear Joy Studio')).toHaveAccessibleDescription(/No reviews yet$/)
  await kit.choice('Shear Joy Studio').click()
  await expect(
    kit.dialog.getByText(/of your kind have a median of .* You have no reviews yet\.$/),
  ).toBeVisible()
  await expect(kit.dialog.getByRole('listitem').first()).toHaveText(/^You\s*No reviews yet/)
  await expect(kit.dialog).not.toContainText(/\b0\.0|You have 0/)

  await kit.dialog.getByRole('button', { name: 'Another business' }).click()
  await kit.business.fill('Golden Crust Bakery')
  places.searchText.replyNext({ markup: true })
  places.searchNearby.replyNext({ markup: true })
  await kit.find.click()
  const hostile = kit.dialog.getByRole('button', { name: /Golden Crust Bakery/ })
  await expect(hostile).toHaveAccessibleName(`${HOSTILE_MARKUP} Golden Crust Bakery ${HOSTILE_MARKUP}`)
  await hostile.click()
  await expect(
    kit.dialog.getByText(`${HOSTILE_MARKUP} Golden Crust Bakery ${HOSTILE_MARKUP}`).first(),
  ).toBeVisible()
  await expect(kit.dialog.locator('img[src="x"], b')).toHaveCount(0)
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
  expect(dialogs).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the find form opens Google Maps’ own search for what was typed, in a new tab', async ({
    page,
    context,
  }) => {
    await context.route('https://www.google.com/maps/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google Maps</title>' }),
    )
    await page.goto('/')
    const kit = await openKit(page)
    await expect(kit.business, 'each hint its own sentence').toHaveAccessibleDescription(
      'Name and city, as on Google. Opens Google Maps in a new tab.',
    )
    await expect(kit.dialog.getByRole('button', { name: KIT_WORDS.en.byHand })).toHaveCount(0)
    await kit.business.fill('Corner Cup Maplewood')
    const opened = context.waitForEvent('page')
    await kit.find.click()
    const tab = await opened
    await tab.waitForLoadState()
    expect(tab.url()).toBe('https://www.google.com/maps/search/?api=1&query=Corner+Cup+Maplewood')
  })
})
