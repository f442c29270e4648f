import type { Locator, Page } from '@playwright/test'
import { BOOKING_WORDS, bookingDialog } from './booking-helpers'
import { contactForm, STUDIO_EMAIL } from './contact-helpers'
import { expect, test } from './fixtures'
import { ENGLISH, SPANISH } from './languages'
import { KIT_WORDS } from './review-kit-helpers'
import {
  addressField,
  ask,
  assistant,
  carousel,
  conversation,
  handOff,
  launcher,
  questionField,
  dialogNamed,
  expectScrolledTo,
  scrollInstantly,
  tabTo,
  waitForIsland,
  HYDRATE_CHUNK,
  axeViolations,
} from './page-helpers'

/** The assistant's conversation chunk (the search and the index). */
const CONVERSATION_CHUNK = /\/assets\/conversation-[\w-]+\.js$/

/** The boxes of two elements overlap (both as drawn on screen). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
  if (!boxA || !boxB) return false
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  )
}

/** How wide an element is drawn: words only for screen readers (sr-only) take 1 px. */
const shownWidth = async (element: Locator) => (await element.boundingBox())?.width ?? 0

// Motion has no part in the assistant, and the hero's animation would take half a core from the
// other tests running beside these: the page with motion is walked in console.test.ts.
test.use({ reducedMotion: 'reduce' })

test.describe('the assistant', () => {
  test('its launcher is in the page as served and opens the assistant with React blocked', async ({
    page,
  }) => {
    await page.route(HYDRATE_CHUNK, (route) => route.abort())
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('Ask a question')
    await page.goto('/')
    await launcher(page).click()
    await expect(assistant(page)).toBeVisible()
    await expect(questionField(page)).toBeFocused()
    await ask(page, 'How much is the Grow plan?')
    await expect(conversation(page)).toContainText('Grow is $500 setup + $49/month')
  })

  test('answers a question asked before its search has loaded, once, as soon as it arrives', async ({
    page,
  }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(CONVERSATION_CHUNK, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await launcher(page).click()
    await questionField(page).fill('Can I cancel anytime?')
    await questionField(page).press('Enter')
    await assistant(page).getByRole('button', { name: 'How long does it take to build my website?' }).click()
    await expect(conversation(page)).toBeEmpty()
    release()
    const replies = conversation(page).locator(':scope > *')
    await expect(replies).toHaveCount(4)
    await expect(replies.nth(0)).toHaveText(/Can I cancel anytime\?/)
    await expect(replies.nth(1)).toContainText('cancel anytime')
    await expect(replies.nth(2)).toHaveText(/How long does it take to build my website\?/)
    await expect(replies.nth(3)).toContainText('1–\u20602 weeks')
  })

  test('answers beside a hydrated island, and its sources lead to the page or a dialog, Our work’s results too', async ({
    page,
  }) => {
    await test.step('opens and answers once the contact form’s island has hydrated too', async () => {
      await page.goto('/')
      await page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }).click()
      await waitForIsland(page, 'contact')
      await page.keyboard.press('Escape')
      await launcher(page).click()
      await ask(page, 'whats the cost of the lanch plan')
      await expect(conversation(page)).toContainText('Launch is $450 one-time')
      await expect(conversation(page).getByRole('link', { name: 'Pricing: Launch' })).toBeVisible()
    })

    await test.step('its source link closes the assistant and scrolls to that section', async () => {
      await ask(page, 'How much does Grow cost?')
      await conversation(page).getByRole('link', { name: 'Pricing: Grow' }).click()
      await expect(assistant(page)).toBeHidden()
      await expectScrolledTo(page, 'pricing')
    })

    await test.step('a source in a dialog opens that dialog in its place', async () => {
      await launcher(page).click()
      await ask(page, 'Do I own my website and domain?')
      await conversation(page).getByRole('button', { name: 'FAQ: Do I own my website and domain?' }).click()
      await expect(assistant(page)).toBeHidden()
      await expect(dialogNamed(page, 'FAQ')).toBeVisible()
    })

    await test.step('a question about results is answered from Our work, whose source leads there', async () => {
      await page.keyboard.press('Escape')
      await launcher(page).click()
      await ask(page, 'what results did your restaurant clients get?')
      await expect(conversation(page)).toContainText('+38% online orders in 90 days')
      await conversation(page).getByRole('link', { name: 'Our work: Modern Restaurant Platform' }).click()
      await expect(assistant(page)).toBeHidden()
      await expectScrolledTo(page, 'work')
    })

    await test.step('a question about privacy is answered from the footer’s note, which its source shows', async () => {
      await launcher(page).click()
      await ask(page, 'does this site use cookies or track me?')
      await expect(conversation(page)).toContainText('This site sets no cookies')
      await conversation(page).getByRole('link', { name: 'Privacy', exact: true }).click()
      await expect(assistant(page)).toBeHidden()
      await expect(page.getByRole('contentinfo').getByText('This site sets no cookies')).toBeInViewport()
    })
  })

  test('answers a question about one plan with that plan, and one that names two plans with both', async ({
    page,
  }) => {
    await page.goto('/')
    await launcher(page).click()
    await ask(page, 'which plan has no setup fee')
    const first = conversation(page).locator(':scope > *').nth(1)
    await expect(first).toContainText('All-Inclusive is $150 per month · no setup fee')
    await expect(first).not.toContainText('$450')
    await ask(page, 'grow or scale, whats the difference')
    const both = conversation(page).locator(':scope > *').nth(3)
    await expect(both).toContainText('Grow is $500 setup + $49/month')
    await expect(both).toContainText('Scale is $750+ setup + $75/month')
    await both.getByRole('link', { name: 'Pricing: Grow, Scale' }).click()
    await expectScrolledTo(page, 'pricing')
  })

  test('names the plan that fits what a visitor describes, with its Get Started, or says why none fits', async ({
    page,
  }) => {
    await page.goto('/')
    await launcher(page).click()
    const reply = (n: number) => conversation(page).locator(':scope > *').nth(n)

    await test.step('Grow for four pages and a chatbot, with its Get Started: the plan’s checkout', async () => {
      await ask(page, 'We need 4 pages and a chatbot, which plan would you recommend?')
      await expect(reply(1)).toContainText('Grow fits: 3–\u20605 page site, 24/7 AI chatbot.')
      await expect(reply(1)).toContainText('Grow is $500 setup + $49/month')
      const getStarted = reply(1).getByRole('link', { name: 'Get Started with Grow (opens in a new tab)' })
      await expect(getStarted).toHaveAttribute('href', 'https://checkout.example.com/grow')
      // One plan's Get Started names it for screen readers only, as on its card.
      expect(await shownWidth(getStarted.getByText('with Grow'))).toBeLessThanOrEqual(1)
    })

    await test.step('Grow and Scale for exactly five pages, each Get Started showing its plan’s name', async () => {
      await ask(page, 'I need exactly five pages with a chatbot')
      await expect(reply(3)).toContainText('Grow and Scale both fit: 5 pages, 24/7 AI chatbot.')
      const grow = reply(3).getByRole('link', { name: 'Get Started with Grow (opens in a new tab)' })
      const scale = reply(3).getByRole('button', { name: 'Get Started with Scale' })
      expect(await shownWidth(grow.getByText('with Grow'))).toBeGreaterThan(20)
      expect(await shownWidth(scale.getByText('with Scale'))).toBeGreaterThan(20)
    })

    await test.step('Scale for eight pages with calendar booking, whose Get Started opens the contact form', async () => {
      await ask(page, 'Our site needs about 8 pages with calendar booking. Which plan fits?')
      await expect(reply(5)).toContainText('Scale fits: 5–\u206010 pages, chatbot + calendar booking.')
      await reply(5).getByRole('button', { name: 'Get Started with Scale' }).click()
      await expect(assistant(page)).toBeHidden()
      await expect(contactForm(page).fields.subject).toHaveValue('Scale plan')
      await page.keyboard.press('Escape')
    })

    await test.step('no plan for twelve pages at $300: the closest and what it lacks, and the hand-off', async () => {
      const question = 'I need 12 pages and my budget is $300'
      await launcher(page).click()
      await ask(page, question)
      await expect(reply(7)).toContainText(
        'No plan on this page fits all of that: Scale comes closest, but its site has 5–\u206010 pages and it is $750+ setup + $75/month.',
      )
      await reply(7).getByRole('button', { name: 'Send it to the studio' }).click()
      await expect(contactForm(page).fields.message).toHaveValue(question)
    })
  })

  test('names the plan that fits in Spanish', async ({ page }) => {
    await page.goto(SPANISH.path)
    await launcher(page, SPANISH).click()
    await ask(page, 'Necesito unas 8 páginas con reservas con calendario, ¿qué plan me conviene?', SPANISH)
    const answer = conversation(page, SPANISH).locator(':scope > *').nth(1)
    await expect(answer).toContainText(
      'Scale es el que le conviene: 5–\u206010 páginas, chatbot + reservas con calendario.',
    )
    await expect(answer.getByRole('button', { name: 'Comenzar con Scale' })).toBeVisible()
  })

  // Issue 54: a situation, in a visitor's words, finds the service and its free tool, whose copy
  // closes the assistant and opens the tool as the page's own control does.
  for (const words of [
    {
      page: ENGLISH,
      invisible: 'nobody can find us on google',
      seo: 'Services: Local SEO and Ads',
      check: 'Check your website for free',
      fewReviews: 'we only have 3 reviews and one of them is 1 star',
      kit: KIT_WORDS.en,
      noShows: 'clients keep missing their appointments',
      booking: BOOKING_WORDS.en,
      withPlan: 'we miss calls after hours, which plan has a chatbot',
      service: 'AI Chatbot Assistants:',
      plans: 'Launch and Grow both fit',
      getStarted: { role: 'link' as const, name: /^Get Started with Grow/ },
      offTopic: 'What is the weather in Paris tomorrow?',
    },
    {
      page: SPANISH,
      invisible: 'nadie me encuentra en google maps',
      seo: 'Servicios: SEO local y anuncios',
      check: 'Revise su sitio web gratis',
      fewReviews: 'tengo poquitas reseñas y una de una estrella',
      kit: KIT_WORDS.es,
      noShows: 'los clientes faltan a sus citas',
      booking: BOOKING_WORDS.es,
      withPlan: 'quiero chatbot y reservas en línea, 7 páginas',
      service: 'Reservas y citas:',
      plans: 'Scale',
      getStarted: { role: 'button' as const, name: /^Comenzar con Scale/ },
      offTopic: '¿Qué tiempo hará mañana en Madrid?',
    },
  ])
    test(`answers a situation with its service and opens its free tool in one tap on ${words.page.path}`, async ({
      page,
      calendar,
    }) => {
      const language = words.page
      await page.goto(language.path)
      const reply = (n: number) => conversation(page, language).locator(':scope > *').nth(n)

      await test.step('an invisible business gets the check, which takes the visitor to its field', async () => {
        await launcher(page, language).click()
        await ask(page, words.invisible, language)
        await expect(reply(1).getByRole('link', { name: words.seo })).toBeVisible()
        await reply(1).getByRole('link', { name: words.check }).click()
        await expect(assistant(page, language)).toBeHidden()
        await expect(addressField(page, language)).toBeFocused()
        await expectScrolledTo(page, 'check')
      })

      await test.step('too few reviews get the review kit’s dialog', async () => {
        await launcher(page, language).click()
        await ask(page, words.fewReviews, language)
        await reply(3).getByRole('button', { name: words.kit.button }).click()
        await expect(assistant(page, language)).toBeHidden()
        await expect(page.getByRole('dialog', { name: words.kit.dialog })).toBeVisible()
        await page.keyboard.press('Escape')
      })

      await test.step('missed appointments get the booking dialog', async () => {
        await launcher(page, language).click()
        await ask(page, words.noShows, language)
        await reply(5).getByRole('button', { name: words.booking.button }).click()
        await expect(assistant(page, language)).toBeHidden()
        await expect(bookingDialog(page, words.booking).dialog).toBeVisible()
        // It asks Cal.com for the free times, as when the card's own button opens it.
        await expect.poll(() => calendar.slots.requests.length).toBeGreaterThan(0)
        await page.keyboard.press('Escape')
      })

      await test.step('a situation that fits a plan gets the service and the plan, with its Get Started', async () => {
        await launcher(page, language).click()
        await ask(page, words.withPlan, language)
        await expect(reply(7).locator('p').first()).toHaveText(new RegExp(`^${words.service}`))
        await expect(reply(7)).toContainText(words.plans)
        await expect(reply(7).getByRole(words.getStarted.role, { name: words.getStarted.name })).toBeVisible()
      })

      await test.step('an off-topic question is still handed to the studio', async () => {
        await ask(page, words.offTopic, language)
        await expect(handOff(page, language)).toBeVisible()
      })
    })

  test('hands a question it cannot answer to the contact form, and gives the studio’s address', async ({
    page,
  }) => {
    await page.goto('/')

    await test.step('says plainly when it has no answer, and hands the question to the studio in the contact form', async () => {
      const question = 'What is the weather in Paris tomorrow?'
      await launcher(page).click()
      await ask(page, question)
      await expect(conversation(page)).toContainText('I can’t answer that from the information on this page')
      await expect(conversation(page)).not.toContainText('From ')
      // Beside the hand-off, the offer to talk it over: a free call.
      await expect(conversation(page).getByRole('button', { name: BOOKING_WORDS.en.button })).toBeVisible()
      await handOff(page).click()
      await expect(assistant(page)).toBeHidden()
      const form = contactForm(page)
      await expect(form.dialog).toBeVisible()
      await expect(dialogNamed(page, 'Build My Website')).toBeVisible()
      await expect(form.fields.message).toHaveValue(question)
      await expect(form.fields.subject).toHaveValue('A question from the website')
    })

    await test.step('gives the studio’s address when asked how to get in touch', async () => {
      await page.keyboard.press('Escape')
      await expect(contactForm(page).dialog).toBeHidden()
      await launcher(page).click()
      await assistant(page).getByRole('button', { name: 'What are your prices?' }).click()
      await expect(conversation(page)).toContainText('Launch $450 one-time')
      await ask(page, 'whats your email address')
      await expect(conversation(page)).toContainText(STUDIO_EMAIL)
    })
  })

  test('holds a conversation by keyboard, and adds a handed-off question to what the visitor wrote', async ({
    page,
  }) => {
    await test.step('holds a whole conversation by keyboard, and Escape returns focus to the launcher', async () => {
      await page.goto('/')
      await tabTo(page, launcher(page), 80)
      await page.keyboard.press('Enter')
      await expect(questionField(page)).toBeFocused()
      await page.keyboard.type('Do I pay a deposit?')
      await page.keyboard.press('Enter')
      await expect(conversation(page)).toContainText('need only the first month’s payment')
      await expect(questionField(page)).toHaveValue('')
      await expect(questionField(page)).toBeFocused()
      // Shift+Tab back to the answer's follow-up questions, then ask one.
      const followUp = conversation(page).getByRole('button', { name: 'Do I own my website and domain?' })
      for (let presses = 0; !(await followUp.evaluate((el) => el === document.activeElement)); presses += 1) {
        expect(presses).toBeLessThan(10)
        await page.keyboard.press('Shift+Tab')
      }
      await page.keyboard.press('Enter')
      await expect(conversation(page)).toContainText('Your domain is registered in your name')
      await expect(questionField(page)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(assistant(page)).toBeHidden()
      await expect(launcher(page)).toBeFocused()
    })

    await test.step('adds a handed-off question after what the visitor already wrote, losing nothing', async () => {
      await page.getByRole('button', { name: 'Build My Website' }).first().click()
      const form = contactForm(page)
      await form.fields.message.fill('We run two salons.')
      await page.keyboard.press('Escape')
      await launcher(page).click()
      await ask(page, 'Tell me a joke')
      await handOff(page).click()
      await expect(form.fields.message).toHaveValue('We run two salons.\n\nTell me a joke')
    })
  })

  test('tells the visitor when its answers cannot load, and keeps the question', async ({
    page,
    problems,
  }) => {
    problems.expectProblem(/ERR_FAILED|Failed to fetch dynamically imported module/)
    await page.route(CONVERSATION_CHUNK, (route) => route.abort())
    await page.goto('/')
    await launcher(page).click()
    await questionField(page).fill('How much is Scale?')
    await questionField(page).press('Enter')
    await expect(assistant(page).getByRole('alert')).toContainText('The answers could not load')
    await expect(questionField(page)).toHaveValue('How much is Scale?')
  })

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false })

    test('opens, says it cannot answer without script, and offers the studio’s address instead of a field', async ({
      page,
    }) => {
      await page.goto('/')
      await launcher(page).click()
      await expect(assistant(page)).toBeVisible()
      const mail = assistant(page).getByRole('link', { name: STUDIO_EMAIL })
      await expect(mail).toBeVisible()
      await expect(mail).toHaveAttribute(
        'href',
        `mailto:${STUDIO_EMAIL}?subject=A%20question%20from%20the%20website`,
      )
      await expect(assistant(page)).toContainText('With JavaScript turned off I can’t answer here')
      await expect(questionField(page)).toBeHidden()
      await expect(assistant(page).getByRole('button', { name: 'What are your prices?' })).toBeHidden()
      await page.keyboard.press('Escape')
      await expect(assistant(page)).toBeHidden()
      await expect(launcher(page)).toBeFocused()
    })
  })

  /**
   * Opens the assistant and expects its question field, under a conversation, in view on a screen
   * 800 px high (its width at every width is the layout check's).
   */
  async function expectFits(page: Page) {
    await expect(launcher(page)).toBeInViewport({ ratio: 1 })
    await launcher(page).click()
    await ask(page, 'How much is the All-Inclusive plan?')
    await ask(page, 'Can you write me a poem about cats?')
    await expect(questionField(page)).toBeInViewport({ ratio: 1 })
  }

  for (const width of [375, 1280]) {
    test(`has no axe violations and fits the screen with a conversation open at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await test.step(`has no axe violations with answers and a hand-off at ${width} px`, async () => {
        await launcher(page).click()
        await ask(page, 'What does the Scale plan cost?')
        await ask(page, 'Who won the football game last night?')
        await expect(handOff(page)).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      })
      await test.step(`fits a ${width} px screen with a conversation open`, async () => {
        await page.keyboard.press('Escape')
        await expect(assistant(page)).toBeHidden()
        await page.setViewportSize({ width, height: 800 })
        await expectFits(page)
      })
    })
  }
})

test.describe('the launcher at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('covers no control, the menu covers it, and it leaves the carousel and the footer clear', async ({
    page,
  }) => {
    await page.goto('/')

    await test.step('covers no control on the first screen', async () => {
      const controls = page.locator('a[href], button, input, textarea').filter({ visible: true })
      for (const control of await controls.all()) {
        if ((await control.evaluate((el) => el.closest('dialog, [popover]'))) !== null) continue
        if (await control.evaluate((el, named) => el.textContent?.includes(named) ?? false, 'Ask a question'))
          continue
        if (!(await control.isVisible()) || !(await control.boundingBox())) continue
        expect(await overlap(control, launcher(page)), await control.innerText()).toBe(false)
      }
    })

    await test.step('sits under the open mobile menu, which covers it', async () => {
      await page.getByRole('button', { name: 'Menu' }).click()
      const items = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
      await expect(items.first()).toBeVisible()
      for (const item of await page.locator('#site-menu a, #site-menu button').all()) {
        const box = await item.boundingBox()
        if (!box) continue
        const onTop = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('#site-menu') !== null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        )
        expect(onTop, await item.innerText()).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(items.first()).toBeHidden()
    })

    await test.step('leaves the carousel’s buttons clear when the keyboard reaches them', async () => {
      for (const button of await carousel(page).getByRole('button').all()) {
        await button.focus()
        await expect(button).toBeInViewport({ ratio: 1 })
        expect(await overlap(button, launcher(page)), (await button.getAttribute('aria-label')) ?? '').toBe(
          false,
        )
      }
    })

    await test.step('leaves the footer’s last line clear at the end of the page', async () => {
      await scrollInstantly(page, 'bottom')
      const lastLine = page.getByText(/© 2025/)
      await expect(lastLine).toBeInViewport()
      expect(await overlap(lastLine, launcher(page))).toBe(false)
    })
  })
})
