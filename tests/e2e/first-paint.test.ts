import type { Locator, Page } from '@playwright/test'
import {
  contactForm,
  expectOutcome,
  expectReadable,
  fillForm,
  heroButton,
  MESSAGES,
  SAMPLE,
  STUDIO_EMAIL,
} from './contact-helpers'
import { expect, networkSettled, SEND_URL, test } from './fixtures'
import { ENGLISH, PAGES, SPANISH } from './languages'
import {
  addressField,
  carousel,
  checkButton,
  dialogNamed,
  fault,
  flushTasks,
  HYDRATE_CHUNK,
  hero,
  hydratedIslands,
  launcher,
  layoutShifts,
  mainNav,
  navButton,
  nextFrames,
  recordLayoutShifts,
  recordReactScripts,
  waitForIsland,
} from './page-helpers'
import { serveSlowly } from './slow-pages'

const MOBILE = { width: 375, height: 900 }

const isModal = (dialog: Locator) => dialog.evaluate((element) => element.matches(':modal'))

interface Opener {
  what: string
  /** Presses the control (after opening what holds it, for Get Started). */
  press: (page: Page) => Promise<void>
  dialog: string
}

const getStartedIn = (info: string): Opener => ({
  what: `Get Started in ${info}`,
  press: async (page) => {
    await navButton(page, info).click()
    await dialogNamed(page, info).getByRole('button', { name: 'Get Started', exact: true }).click()
  },
  dialog: 'Build My Website',
})

/**
 * Every control that opens a dialog, as a visitor at 1280 px finds it: in two groups, each checked on
 * one page load.
 */
const OPENER_GROUPS: { controls: string; openers: Opener[] }[] = [
  {
    controls: 'the nav, hero and pricing buttons',
    openers: [
      ...['Services', 'About', 'FAQ'].map((name) => ({
        what: `the nav button ${name}`,
        press: (page: Page) => navButton(page, name).click(),
        dialog: name,
      })),
      {
        what: 'the nav button Contact',
        press: (page) => navButton(page, 'Contact').click(),
        dialog: 'Build My Website',
      },
      {
        what: 'the hero button Build My Website',
        press: (page) => heroButton(page).click(),
        dialog: 'Build My Website',
      },
      {
        what: 'Request a Quote',
        press: (page) => page.getByRole('button', { name: 'Request a Quote', exact: true }).click(),
        dialog: 'Build My Website',
      },
      {
        what: 'the pricing fallback Get Started with Scale',
        press: (page) => page.getByRole('button', { name: 'Get Started with Scale', exact: true }).click(),
        dialog: 'Build My Website',
      },
    ],
  },
  {
    controls: 'the Get Started buttons of the info dialogs',
    openers: [getStartedIn('Services'), getStartedIn('About'), getStartedIn('FAQ')],
  },
]

const CLOSERS: { how: string; close: (page: Page, dialog: Locator) => Promise<void> }[] = [
  {
    how: 'its Close button',
    close: (_page, dialog) => dialog.getByRole('button', { name: 'Close' }).click(),
  },
  { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
  { how: 'a click on the backdrop', close: (page) => page.mouse.click(5, 5) },
]

/** Opens the dialog with the control, then closes it in each way, reopening it in between. */
async function openAndCloseEveryWay(page: Page, opener: Opener) {
  const dialog = dialogNamed(page, opener.dialog)
  for (const { how, close } of CLOSERS) {
    await opener.press(page)
    await expect(dialog, how).toBeVisible()
    await expect.poll(() => isModal(dialog), { message: how }).toBe(true)
    await close(page, dialog)
    await expect(dialog, how).toBeHidden()
    // Without script, Get Started opened the form over its info dialog: close that one too.
    if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog'), how).toHaveCount(0)
  }
}

/** The mobile menu opens with Menu and closes with Menu, Escape and a tap outside. */
async function openAndCloseMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  const item = mainNav(page).getByRole('link', { name: 'Pricing', exact: true })
  const closers = [() => menu.click(), () => page.keyboard.press('Escape'), () => page.mouse.click(187, 700)]
  for (const close of closers) {
    await menu.click()
    await expect(item).toBeVisible()
    await close()
    await expect(item).toBeHidden()
  }
}

test.describe('controls work before any island hydrates', () => {
  test.use({ reducedMotion: 'reduce' })

  const modes = [
    { name: 'with React’s script blocked', javaScriptEnabled: true, blockReact: true },
    { name: 'with JavaScript disabled', javaScriptEnabled: false, blockReact: false },
  ]

  for (const mode of modes) {
    test.describe(mode.name, () => {
      test.use({ javaScriptEnabled: mode.javaScriptEnabled })

      if (mode.blockReact) {
        test.beforeEach(async ({ page, problems }) => {
          // Chromium reports the failed load of the blocked chunk when the contact form's island
          // tries to hydrate; nothing else.
          problems.expectProblem(/Failed to load resource/)
          await page.route(HYDRATE_CHUNK, (route) => route.abort())
        })
      }

      for (const { controls, openers } of OPENER_GROUPS) {
        test(`${controls} open their dialogs, which close with their Close button, Escape and the backdrop`, async ({
          page,
        }) => {
          await page.goto('/')
          // Each step starts as on a fresh page: no dialog open (each step ends by closing all).
          for (const opener of openers) {
            await test.step(`${opener.what} opens "${opener.dialog}", which closes with its Close button, Escape and the backdrop`, async () => {
              await openAndCloseEveryWay(page, opener)
              await expect(hydratedIslands(page)).toHaveCount(0)
            })
          }
        })
      }

      test.describe(() => {
        test.use({ viewport: MOBILE })

        test('the mobile menu opens, closes and takes the visitor to a section', async ({ page }) => {
          await page.goto('/')
          await test.step('the mobile menu opens with Menu and closes with Menu, Escape and a tap outside', async () => {
            await openAndCloseMenu(page)
          })
          // The tap outside landed on the hero's Build My Website, which opened the contact form: closed,
          // the page is as fresh again (at the top, no menu or dialog open).
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog')).toHaveCount(0)

          await test.step('a menu item that scrolls takes the visitor to its section', async () => {
            await page.getByRole('button', { name: 'Menu', exact: true }).click()
            await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click()
            await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing')
            const top = () =>
              page.locator('#pricing').evaluate((section) => section.getBoundingClientRect().top)
            await expect.poll(async () => Math.abs((await top()) - 64)).toBeLessThanOrEqual(2)
            // Only the page's script closes the menu after a scroll action: its items are then out of sight.
            await expect(page.locator(':popover-open')).toHaveCount(mode.javaScriptEnabled ? 0 : 1)
            const item = mainNav(page).getByRole('link', { name: 'Pricing', exact: true })
            if (mode.javaScriptEnabled) await expect(item).toBeHidden()
            else await expect(item).toBeVisible()
          })
        })
      })
    })
  }

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false })

    for (const language of PAGES) {
      test(`${language.path}: the contact dialog and the carousel show what works without script`, async ({
        page,
      }) => {
        await page.goto(language.path)
        await test.step('the contact dialog offers the studio’s address as a mailto link instead of a form it cannot send', async () => {
          await heroButton(page, language).click()
          const dialog = dialogNamed(page, language.build)
          await expect(dialog).toBeVisible()
          const mail = dialog.getByRole('link', { name: STUDIO_EMAIL })
          await expect(mail).toBeVisible()
          await expect(mail).toHaveAttribute(
            'href',
            `mailto:${STUDIO_EMAIL}?subject=${encodeURIComponent(language.fallbackSubject)}`,
          )
          await expect(dialog.getByRole('button', { name: language.send })).toHaveCount(0)
          await expect(dialog.getByRole('textbox')).toHaveCount(0)
          await page.keyboard.press('Escape')
          await expect(dialog).toBeHidden()
        })

        await test.step('shows every quote of the carousel, one under the other, without its controls', async () => {
          const slides = carousel(page, language).getByRole('group')
          await expect(slides).toHaveCount(3)
          for (const slide of await slides.all()) {
            await expect(slide.locator('blockquote')).toBeVisible()
            await expect(slide).toHaveCSS('opacity', '1')
          }
          // Without script nothing moves: the boxes are read once.
          const boxes = await Promise.all((await slides.all()).map((slide) => slide.boundingBox()))
          for (let i = 1; i < boxes.length; i++) {
            expect(boxes[i]?.y ?? 0).toBeGreaterThanOrEqual(
              (boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0),
            )
          }
          await expect(carousel(page, language).getByRole('button')).toHaveCount(0)
        })
      })
    }
  })

  test.describe('with JavaScript on', () => {
    /** Records the page's requests for the polyfill from now on. */
    function recordPolyfillRequests(page: Page): string[] {
      const polyfill: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('invokers-polyfill')) polyfill.push(request.url())
      })
      return polyfill
    }

    /** Lets the page load and settle: the network idle. */
    async function settle(page: Page) {
      await networkSettled(page)
    }

    test('the contact form, and the polyfill only where it is needed', async ({ page, context }) => {
      const polyfill = recordPolyfillRequests(page)
      await page.goto('/')
      await test.step('shows the contact form and its Send button, not the no-script address', async () => {
        await heroButton(page).click()
        const form = contactForm(page)
        await expect(form.dialog).toBeVisible()
        await expect(form.send).toBeVisible()
        await expect(form.dialog.getByRole('link', { name: STUDIO_EMAIL })).toHaveCount(0)
      })

      await test.step('loads the invoker-commands polyfill only where the browser lacks them, and there its buttons open and close the dialogs', async () => {
        await settle(page)
        expect(polyfill).toEqual([])
        const withoutInvokers = await context.newPage()
        // A browser without invoker commands. It has neither property: the page looks for
        // commandForElement, and the polyfill applies itself only without `command`
        // (invokers-polyfill's isSupported). Nor does it act on the commands: Chromium's own, which no
        // deleted property stops, are cancelled as they fire, as the polyfill cancels them too.
        await withoutInvokers.addInitScript(() => {
          const prototype = HTMLButtonElement.prototype as unknown as Record<string, unknown>
          for (const name of ['command', 'commandForElement']) delete prototype[name]
          window.addEventListener(
            'command',
            (event) => {
              if (!event.isTrusted) return
              event.stopImmediatePropagation()
              event.preventDefault()
            },
            { capture: true },
          )
        })
        const needed = recordPolyfillRequests(withoutInvokers)
        await withoutInvokers.goto('/')
        await settle(withoutInvokers)
        expect(needed).toHaveLength(1)

        // What the visitor sees: the buttons work, now only through the polyfill.
        await heroButton(withoutInvokers).click()
        const contact = dialogNamed(withoutInvokers, 'Build My Website')
        await expect(contact).toBeVisible()
        await contact.getByRole('button', { name: 'Close', exact: true }).click()
        await expect(contact).toBeHidden()
        await navButton(withoutInvokers, 'FAQ').click()
        const faq = dialogNamed(withoutInvokers, 'FAQ')
        await expect(faq).toBeVisible()
        await faq.getByRole('button', { name: 'Close', exact: true }).click()
        await expect(faq).toBeHidden()
      })
    })
  })
})

/**
 * Loads the site with React's hydration chunk held until `release()`: the page is painted and
 * usable, and no island can hydrate yet.
 */
async function openWithIslandsHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(HYDRATE_CHUNK, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/')
  return release
}

/** How long the success message shows before the contact dialog closes (spec §9). */
const SUCCESS_CLOSE_MS = 2000

/**
 * Installs Playwright's clock, stopped, before the page loads: the page's timers fire only when the
 * test runs the clock.
 */
async function stopClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  // Far enough ahead of the clock, which runs until then, that the pause is never in its past.
  await page.clock.pauseAt(start + 60_000)
}

/**
 * From the page's Resource Timing (ms since its time origin): when each request to EmailJS started,
 * and when React's hydration chunk had arrived. Read through a PerformanceObserver, as the clock
 * fakes `performance` but not the observer.
 */
function sendTimes(page: Page): Promise<{ sends: number[]; reactArrived: number }> {
  return page.evaluate(
    ({ sendUrl, hydrateChunk }) =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const entries = list.getEntries() as PerformanceResourceTiming[]
          resolve({
            sends: entries.filter((entry) => entry.name === sendUrl).map((entry) => entry.startTime),
            reactArrived: entries.find((entry) => hydrateChunk.test(entry.name))?.responseEnd ?? Number.NaN,
          })
        }).observe({ type: 'resource', buffered: true })
      }),
    { sendUrl: SEND_URL, hydrateChunk: HYDRATE_CHUNK },
  )
}

test.describe('taps made before their island has hydrated', () => {
  test.use({ reducedMotion: 'reduce' })

  test.describe(() => {
    // The carousel rotates (and so offers Pause) only without reduced motion.
    test.use({ reducedMotion: 'no-preference' })

    test('Send, Next and Pause are each carried out once when their islands hydrate: one message, one step, paused', async ({
      page,
      inbox,
    }) => {
      await stopClock(page)
      const release = await openWithIslandsHeld(page)
      const region = carousel(page)
      await region.scrollIntoViewIfNeeded()
      await region.getByRole('button', { name: 'Next testimonial', exact: true }).click()
      await region.getByRole('button', { name: 'Pause rotation', exact: true }).click()

      await heroButton(page).click()
      const form = contactForm(page)
      await fillForm(form, SAMPLE)
      await form.send.click()
      await form.send.click()
      await expect(hydratedIslands(page)).toHaveCount(0)

      release()
      await waitForIsland(page, 'contact')
      await waitForIsland(page, 'carousel')
      await expectOutcome(form, MESSAGES.success)
      await page.clock.runFor(SUCCESS_CLOSE_MS)
      await expect(form.dialog).toBeHidden()
      expect(inbox.requests).toHaveLength(1)
      expect(inbox.payloads()[0]).toMatchObject({ template_params: { from_name: SAMPLE.name } })
      // Nothing was sent while React was held: the one request began after its chunk had arrived.
      // Both times are the page's own, recorded as it went, so no wait is needed.
      const { sends, reactArrived } = await sendTimes(page)
      expect(sends).toHaveLength(1)
      expect(sends[0]).toBeGreaterThan(reactArrived)

      // One step on: the second slide, heard and seen (the others faded out, which toBeVisible ignores).
      const shown = region.getByRole('group')
      await expect(shown).toHaveCount(1)
      await expect(shown).toHaveAccessibleName('2 of 3')
      const slides = region.getByRole('group', { includeHidden: true })
      await expect(slides).toHaveCount(3)
      for (const [i, slide] of (await slides.all()).entries()) {
        await expect(slide, `slide ${i + 1} of 3`).toHaveCSS('opacity', i === 1 ? '1' : '0')
      }
      await expect(shown.locator('blockquote')).toBeVisible()
      await expect(region.getByRole('button', { name: 'Play rotation', exact: true })).toHaveCount(1)
      // No second message follows later. The clock is stopped, so the page's timers fire only when
      // the test runs it: a minute on, every timer the islands set (the carousel's 4 s, the send's own
      // time limit) has fired, and the page has run the tasks they queued.
      await page.clock.runFor(60_000)
      await flushTasks(page)
      expect(inbox.requests).toHaveLength(1)
    })
  })

  test('Check my website tapped with the field empty before its island hydrates gets the page’s own message once it has', async ({
    page,
  }) => {
    const release = await openWithIslandsHeld(page)
    await checkButton(page).click()
    await expect(hydratedIslands(page)).toHaveCount(0)
    release()
    await waitForIsland(page, 'check')
    await expect(fault(page)).toHaveText('Type your website’s address first, for example joes-diner.com.')
    await expect(addressField(page)).toHaveAttribute('aria-invalid', 'true')
  })

  test('keeps everything typed into the contact form before its island hydrated, and focus where it was', async ({
    page,
  }) => {
    const release = await openWithIslandsHeld(page)
    await heroButton(page).click()
    const form = contactForm(page)
    await expect(form.dialog).toBeVisible()
    await fillForm(form, SAMPLE)
    await form.fields.message.pressSequentially(' Thanks!')
    const typed = { ...SAMPLE, message: `${SAMPLE.message} Thanks!` }

    release()
    await waitForIsland(page, 'contact')
    for (const [field, value] of Object.entries(typed)) {
      await expect(form.fields[field as keyof typeof typed], field).toHaveValue(value)
    }
    await expect(form.fields.message).toBeFocused()
    await expectReadable(form.dialog.getByText(`${typed.message.length} / 5,000`))
    await form.fields.message.pressSequentially('!')
    await expect(form.fields.message).toHaveValue(`${typed.message}!`)
  })
})

test.describe('islands', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })

  test('a visit that opens no island loads no React; the contact form and the carousel then load it once, between them', async ({
    page,
  }) => {
    const reactScripts = recordReactScripts(page)
    await page.goto('/')

    await test.step('opening About and the assistant, and going to the showcase, loads no React', async () => {
      await navButton(page, 'About').click()
      await expect(dialogNamed(page, 'About')).toBeVisible()
      await page.keyboard.press('Escape')
      await launcher(page).click()
      await expect(dialogNamed(page, 'Ask a question')).toBeVisible()
      await page.keyboard.press('Escape')
      await page.getByRole('link', { name: 'See Our Work' }).click()
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#work')
      await networkSettled(page)
      expect(await reactScripts()).toEqual([])
      await expect(hydratedIslands(page)).toHaveCount(0)
    })

    await test.step('opening the contact form hydrates it, and only it', async () => {
      await navButton(page, 'Contact').click()
      await waitForIsland(page, 'contact')
      await expect(hydratedIslands(page)).toHaveCount(1)
      expect((await reactScripts()).length).toBeGreaterThan(0)
      await page.keyboard.press('Escape')
    })

    await test.step('the carousel hydrates as it comes near, with the React already loaded', async () => {
      const loaded = await reactScripts()
      await carousel(page).scrollIntoViewIfNeeded()
      await waitForIsland(page, 'carousel')
      await networkSettled(page)
      expect(await reactScripts()).toEqual(loaded)
    })
  })
})

test.describe('on a slow connection', () => {
  test.use({ reducedMotion: 'reduce' })

  const visits = [
    { language: ENGLISH, size: { width: 375, height: 800 } },
    { language: SPANISH, size: { width: 1280, height: 900 } },
  ]
  for (const { language, size } of visits) {
    test(`${language.path} at ${size.width} px, arriving in pieces, moves nothing that was painted while the rest arrives`, async ({
      page,
      baseURL,
    }) => {
      const site = await serveSlowly(baseURL ?? '', { pieceBytes: 1500, pauseMs: 60 })
      try {
        await page.setViewportSize(size)
        await recordLayoutShifts(page)
        await page.goto(new URL(language.path, site.url).href)
        await expect(hero(page, language).getByRole('heading', { level: 1 })).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        await nextFrames(page)
        expect(await layoutShifts(page)).toEqual([])
      } finally {
        await site.close()
      }
    })
  }

  test('a font that arrives after the first paint moves no text', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    let releaseFonts = () => {}
    const fontsHeld = new Promise<void>((release) => (releaseFonts = release))
    await page.route(/\.woff2$/, async (route) => {
      await fontsHeld
      await route.continue()
    })
    await recordLayoutShifts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible()
    await nextFrames(page)
    const fontLoaded = page.waitForEvent('requestfinished', (request) => request.url().endsWith('.woff2'))
    releaseFonts()
    await fontLoaded
    await nextFrames(page)
    expect(await layoutShifts(page)).toEqual([])
  })
})
