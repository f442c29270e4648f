import { BOOKING_WORDS, NOW, openFromServices } from './booking-helpers'
import { expect, test } from './fixtures'
import { PAGES } from './languages'
import { LayoutWalk } from './layout-walk'
import { addressField, ask, assistant, checkButton, checkSection, handOff, launcher } from './page-helpers'
import { SAMPLE_SEARCH } from './places-fake'
import { KIT_WORDS, openKit } from './review-kit-helpers'

/**
 * The layout rules (layout-rules.ts) over each feature's states, at every width, on both pages: what
 * a visitor sees after using the booking, the website check, the assistant and the review kit.
 */
test.use({ reducedMotion: 'reduce' })

/**
 * A question each page's assistant answers with a plan's list, a situation it answers with a service
 * and its free tool's control, and one it hands to the studio.
 */
const QUESTIONS = {
  en: {
    answered: 'What is included in Grow?',
    situation: 'we only have 4 reviews on google',
    handedOff: 'What is the weather in Paris tomorrow?',
  },
  es: {
    answered: '¿Qué incluye Grow?',
    situation: 'tengo poquitas reseñas y una de una estrella',
    handedOff: '¿Qué tiempo hará en París mañana?',
  },
}

for (const language of PAGES) {
  const booking = BOOKING_WORDS[language.language]
  const kitWords = KIT_WORDS[language.language]

  test(`${language.path}: the booking dialog with a time chosen and its confirmation, the website check's result and the assistant's answers, at every width`, async ({
    page,
    calendar,
    pagespeed,
  }) => {
    expect(pagespeed.requests).toHaveLength(0)
    const walk = new LayoutWalk(page, language.path)
    calendar.setNow(NOW)
    await page.clock.install({ time: NOW })
    await page.goto(language.path)

    const dialog = await openFromServices(page, booking)
    await dialog.times.first().check()
    await walk.atEveryWidth('the booking dialog with a day and a time chosen')
    await dialog.name.fill('Ana Pérez')
    await dialog.email.fill('ana@example.com')
    await dialog.confirm.click()
    await expect(dialog.dialog.getByRole('link', { name: booking.addToCalendar })).toBeVisible()
    await walk.atEveryWidth('the booking confirmation')
    await page.keyboard.press('Escape')

    await addressField(page, language).fill('joes-diner.com')
    await checkButton(page, language).click()
    await expect(checkSection(page, language).getByRole('meter')).toHaveCount(4)
    await checkSection(page, language).scrollIntoViewIfNeeded()
    await walk.atEveryWidth('the website check’s result')

    await launcher(page, language).click()
    await ask(page, QUESTIONS[language.language].answered, language)
    await ask(page, QUESTIONS[language.language].situation, language)
    await expect(assistant(page, language).getByRole('button', { name: kitWords.button })).toBeVisible()
    await ask(page, QUESTIONS[language.language].handedOff, language)
    await expect(handOff(page, language)).toBeVisible()
    await expect(assistant(page, language)).toBeVisible()
    await walk.atEveryWidth('the assistant with an answer, a service with its tool and a hand-off')
    walk.expectNone()
  })

  test(`${language.path}: the review kit's search results, its kit with neighbours, its kit made by hand and its errors, at every width`, async ({
    page,
    places,
  }) => {
    const walk = new LayoutWalk(page, language.path)
    await page.goto(language.path)
    const kit = await openKit(page, kitWords)
    await kit.business.fill('Nowhere Bistro Atlantis')
    await kit.find.click()
    await expect(kit.alert).toBeVisible()
    await walk.atEveryWidth('the review kit finding nothing')

    await kit.dialog.getByRole('button', { name: kitWords.byHand }).click()
    const make = kit.dialog.getByRole('button', { name: kitWords.make })
    const reviewPage = kit.dialog.getByRole('textbox', { name: kitWords.reviewPage })
    await reviewPage.fill('not a link')
    await make.click()
    await expect(kit.alert.first()).toBeVisible()
    await walk.atEveryWidth('the review kit by hand, with its errors')
    await kit.dialog.getByRole('textbox', { name: kitWords.name }).fill('Rosa’s Panadería & Bakery Co.')
    await reviewPage.fill('https://www.yelp.com/writeareview/biz/rosas-panaderia')
    await make.click()
    await expect(kit.dialog.getByRole('link', { name: kitWords.download })).toBeVisible()
    await walk.atEveryWidth('the review kit made by hand')

    await page.goto(language.path)
    const search = await openKit(page, kitWords)
    await search.business.fill(SAMPLE_SEARCH)
    await search.find.click()
    await expect(search.choice('Maplewood Family Dental')).toBeVisible()
    await walk.atEveryWidth('the review kit’s search results')
    await search.choice('Maplewood Family Dental').click()
    await expect(search.dialog.getByRole('link', { name: kitWords.download })).toBeVisible()
    expect(places.searchNearby.requests).toHaveLength(1)
    await walk.atEveryWidth('the review kit after a search, with its neighbours')
    walk.expectNone()
  })
}
