import type { Locator, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { isExpanded, mainNav, openPage, useBrowser, waitForApp, type OpenPageOptions } from './browser'
import {
  contactForm,
  expectStatus,
  fillForm,
  MESSAGES,
  SAMPLE,
  STUDIO_EMAIL,
  useScriptedInbox,
} from './contact-helpers'

const browser = useBrowser()

/** The app's chunk (React and hydration), which the page's small entry loads after the first paint. */
const APP_CHUNK = /\/assets\/entry-client-[\w-]+\.js$/

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })
const navButton = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true })
const carousel = (page: Page) => page.getByRole('region', { name: 'Client stories' })

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

/** Every control that opens a dialog, as a visitor at 1280 px finds it. */
const OPENERS: Opener[] = [
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
    press: (page) =>
      page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }).click(),
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
  getStartedIn('Services'),
  getStartedIn('About'),
  getStartedIn('FAQ'),
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
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.evaluate((element) => element.matches(':modal')), how).toBe(true)
    await close(page, dialog)
    await dialog.waitFor({ state: 'hidden' })
    // Without script, Get Started opened the form over its info dialog: close that one too.
    if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), { message: how }).toBe(0)
  }
}

/** The mobile menu opens with Menu and closes with Menu, Escape and a tap outside. */
async function openAndCloseMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  const item = mainNav(page).getByRole('link', { name: 'Pricing', exact: true })
  const closers = [() => menu.click(), () => page.keyboard.press('Escape'), () => page.mouse.click(187, 700)]
  for (const close of closers) {
    await menu.click()
    await item.waitFor({ state: 'visible' })
    await close()
    await item.waitFor({ state: 'hidden' })
  }
}

/** Chromium reports a failed load and the entry's failed import when the app's chunk is blocked; nothing else. */
const unexpected = (problems: string[]) =>
  problems.filter(
    (problem) => !/Failed to load resource|Failed to fetch dynamically imported module/.test(problem),
  )

describe('controls work before the app starts', () => {
  const modes: { name: string; options: OpenPageOptions; enhanced: boolean }[] = [
    {
      name: 'with the app’s script blocked',
      options: { beforeGoto: (page) => page.route(APP_CHUNK, (route) => route.abort()) },
      enhanced: true,
    },
    { name: 'with JavaScript disabled', options: { javaScriptEnabled: false }, enhanced: false },
  ]

  for (const mode of modes) {
    describe(mode.name, () => {
      const open = (width = 1280) => openPage(browser(), { width, reducedMotion: 'reduce', ...mode.options })

      for (const opener of OPENERS) {
        it(`${opener.what} opens "${opener.dialog}", which closes with its Close button, Escape and the backdrop`, async () => {
          const { page, problems } = await open()
          await openAndCloseEveryWay(page, opener)
          expect(await page.locator('html[data-ready]').count()).toBe(0)
          expect(unexpected(problems)).toEqual([])
        })
      }

      it('the mobile menu opens with Menu and closes with Menu, Escape and a tap outside', async () => {
        const { page, problems } = await open(375)
        await openAndCloseMenu(page)
        expect(unexpected(problems)).toEqual([])
      })

      it('a menu item that scrolls takes the visitor to its section', async () => {
        const { page } = await open(375)
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click()
        await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing')
        const top = await page.locator('#pricing').evaluate((section) => section.getBoundingClientRect().top)
        expect(Math.abs(top - 64)).toBeLessThanOrEqual(2)
        // Only the page's script closes the menu after a scroll action.
        expect(await page.locator(':popover-open').count()).toBe(mode.enhanced ? 0 : 1)
      })
    })
  }

  describe('with JavaScript disabled', () => {
    const open = () => openPage(browser(), { javaScriptEnabled: false, reducedMotion: 'reduce' })

    it('the contact dialog offers the studio’s address as a mailto link instead of a form it cannot send', async () => {
      const { page } = await open()
      await page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }).click()
      const dialog = dialogNamed(page, 'Build My Website')
      await dialog.waitFor({ state: 'visible' })
      const mail = dialog.getByRole('link', { name: STUDIO_EMAIL })
      expect(await mail.isVisible()).toBe(true)
      expect(await mail.getAttribute('href')).toBe(`mailto:${STUDIO_EMAIL}?subject=Website%20Build%20Request`)
      expect(await dialog.getByRole('button', { name: 'Send Message' }).count()).toBe(0)
      expect(await dialog.getByRole('textbox').count()).toBe(0)
    })

    it('shows every quote of the carousel, one under the other, without its controls', async () => {
      const { page } = await open()
      const slides = carousel(page).getByRole('group')
      expect(await slides.count()).toBe(3)
      for (const slide of await slides.all()) {
        expect(await slide.locator('blockquote').isVisible()).toBe(true)
        expect(await slide.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
      }
      const boxes = await Promise.all((await slides.all()).map((slide) => slide.boundingBox()))
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]?.y ?? 0).toBeGreaterThanOrEqual((boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0))
      }
      expect(await carousel(page).getByRole('button').count()).toBe(0)
    })
  })

  describe('with JavaScript on', () => {
    it('shows the contact form and its Send button, not the no-script address', async () => {
      const { page } = await openPage(browser(), { reducedMotion: 'reduce' })
      await page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }).click()
      const form = contactForm(page)
      await form.dialog.waitFor({ state: 'visible' })
      expect(await form.send.isVisible()).toBe(true)
      expect(await form.dialog.getByRole('link', { name: STUDIO_EMAIL }).count()).toBe(0)
    })

    it('loads the invoker-commands polyfill only where the browser lacks them', async () => {
      const load = async (withoutInvokers: boolean) => {
        const polyfill: string[] = []
        const { page, problems } = await openPage(browser(), {
          beforeGoto: async (fresh) => {
            fresh.on('request', (request) => {
              if (request.url().includes('invokers-polyfill')) polyfill.push(request.url())
            })
            if (withoutInvokers) {
              await fresh.addInitScript(() => {
                delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement
              })
            }
          },
        })
        await waitForApp(page)
        await page.waitForLoadState('networkidle')
        expect(problems).toEqual([])
        return polyfill
      }
      expect(await load(false)).toEqual([])
      expect(await load(true)).toHaveLength(1)
    })
  })
})

describe('taps made before the app is ready', () => {
  const inbox = useScriptedInbox()

  /** A page whose app chunk waits until `release()`: the page is painted and usable, the app not yet. */
  async function openWithAppHeld(options: OpenPageOptions = {}) {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const held: Route[] = []
    const opened = await openPage(browser(), {
      ...options,
      beforeGoto: (page) =>
        page.route(APP_CHUNK, async (route) => {
          held.push(route)
          await released
          await route.continue()
        }),
    })
    await expect.poll(() => held.length).toBe(1)
    return { ...opened, release }
  }

  it('Send, Next and Pause are each carried out once when the app arrives: one message, one step, paused', async () => {
    const { page, problems, release } = await openWithAppHeld({ reducedMotion: 'no-preference' })
    const region = carousel(page)
    await region.scrollIntoViewIfNeeded()
    await region.getByRole('button', { name: 'Next testimonial', exact: true }).click()
    await region.getByRole('button', { name: 'Pause rotation', exact: true }).click()

    await page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }).click()
    const form = contactForm(page)
    await fillForm(form, SAMPLE)
    await form.send.click()
    await form.send.click()
    await page.waitForTimeout(300)
    expect(inbox().requests).toHaveLength(0)
    expect(await page.locator('html[data-ready]').count()).toBe(0)

    release()
    await waitForApp(page)
    await expectStatus(form, MESSAGES.success)
    await form.dialog.waitFor({ state: 'hidden' })
    expect(inbox().requests).toHaveLength(1)
    expect(JSON.parse(inbox().requests[0]?.body ?? '{}').template_params.from_name).toBe(SAMPLE.name)

    const shown = region.getByRole('group')
    expect(await shown.count()).toBe(1)
    expect(await shown.getAttribute('aria-label')).toBe('2 of 3')
    expect(await region.getByRole('button', { name: 'Play rotation', exact: true }).count()).toBe(1)
    await page.waitForTimeout(500)
    expect(inbox().requests).toHaveLength(1)
    expect(problems).toEqual([])
  })

  it('keeps everything typed into the contact form before the app started, and focus where it was', async () => {
    const { page, problems, release } = await openWithAppHeld({ reducedMotion: 'reduce' })
    await page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }).click()
    const form = contactForm(page)
    await form.dialog.waitFor({ state: 'visible' })
    await fillForm(form, SAMPLE)
    await form.fields.message.pressSequentially(' Thanks!')
    const typed = { ...SAMPLE, message: `${SAMPLE.message} Thanks!` }

    release()
    await waitForApp(page)
    for (const [field, value] of Object.entries(typed)) {
      expect(await form.fields[field as keyof typeof typed].inputValue(), field).toBe(value)
    }
    expect(await form.fields.message.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(() => form.dialog.getByText(`${typed.message.length} / 5,000`).count()).toBe(1)
    await form.fields.message.pressSequentially('!')
    expect(await form.fields.message.inputValue()).toBe(`${typed.message}!`)
    expect(problems).toEqual([])
  })

  it('keeps a dialog the visitor opened before the app started open, and then closes it as usual', async () => {
    const { page, problems, release } = await openWithAppHeld({ reducedMotion: 'reduce' })
    await navButton(page, 'About').click()
    const about = dialogNamed(page, 'About')
    await about.waitFor({ state: 'visible' })
    release()
    await waitForApp(page)
    expect(await about.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await about.waitFor({ state: 'hidden' })
    await expect
      .poll(() => navButton(page, 'About').evaluate((element) => element === document.activeElement))
      .toBe(true)
    expect(problems).toEqual([])
  })

  it('keeps the menu the visitor opened before the app started open', async () => {
    const { page, problems, release } = await openWithAppHeld({
      width: 375,
      height: 812,
      reducedMotion: 'reduce',
    })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    release()
    await waitForApp(page)
    expect(await isExpanded(page, 'Menu')).toBe(true)
    expect(await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })
})
