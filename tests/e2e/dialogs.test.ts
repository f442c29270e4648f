import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  describeFocus,
  isFocused,
  useBrowser,
  mainNav,
  openPage,
  scrollInstantly,
  waitForScrollEnd,
} from './browser'

const browser = useBrowser()

interface DialogCase {
  /** The dialog's accessible name (its title). */
  name: string
  /** What opens it, as visitors find it. */
  openerLabel: string
  opener: (page: Page) => Locator
}

const navButton = (label: string) => (page: Page) =>
  mainNav(page).getByRole('button', { name: label, exact: true })

const DIALOGS: DialogCase[] = [
  { name: 'Services', openerLabel: 'the nav button Services', opener: navButton('Services') },
  { name: 'About', openerLabel: 'the nav button About', opener: navButton('About') },
  { name: 'FAQ', openerLabel: 'the nav button FAQ', opener: navButton('FAQ') },
  {
    name: 'Build My Website',
    openerLabel: 'the hero button Build My Website',
    opener: (page) => page.getByRole('main').getByRole('button', { name: 'Build My Website', exact: true }),
  },
  {
    name: 'Build My Website',
    openerLabel: 'the Enterprise button Request a Quote',
    opener: (page) => page.getByRole('button', { name: 'Request a Quote', exact: true }),
  },
]

const CLOSERS: { how: string; close: (page: Page, dialog: Locator) => Promise<void> }[] = [
  {
    how: 'the Close button',
    close: (_page, dialog) => dialog.getByRole('button', { name: 'Close' }).click(),
  },
  { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
  // A point well outside the dialog's box: the backdrop.
  { how: 'a click on the backdrop', close: (page) => page.mouse.click(5, 5) },
]

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

async function openDialog(page: Page, { name, opener }: DialogCase): Promise<Locator> {
  await opener(page).click()
  const dialog = dialogNamed(page, name)
  await dialog.waitFor({ state: 'visible' })
  return dialog
}

async function expectFocusBackOn(page: Page, control: Locator) {
  await expect
    .poll(() => isFocused(control), { message: `focus is on ${await describeFocus(page)}` })
    .toBe(true)
}

/** Wheels the mouse at (x, y) and resolves once the page has received the event and scrolling has settled. */
async function wheelAt(page: Page, x: number, y: number, deltaY: number) {
  await page.evaluate(() => {
    const w = window as unknown as { wheels?: number }
    if (w.wheels === undefined) {
      w.wheels = 0
      window.addEventListener('wheel', () => (w.wheels = (w.wheels ?? 0) + 1), {
        passive: true,
        capture: true,
      })
    }
  })
  const before = await page.evaluate(() => (window as unknown as { wheels: number }).wheels)
  await page.mouse.move(x, y)
  await page.mouse.wheel(0, deltaY)
  await page.waitForFunction((count) => (window as unknown as { wheels: number }).wheels > count, before, {
    polling: 'raf',
  })
  await waitForScrollEnd(page, 12)
}

describe('dialogs', () => {
  const open = () => openPage(browser(), { reducedMotion: 'reduce' })

  for (const entry of DIALOGS) {
    describe(`"${entry.name}" (opened by ${entry.openerLabel})`, () => {
      it('is a modal dialog named by its title', async () => {
        const { page } = await open()
        const dialog = await openDialog(page, entry)
        expect(await page.getByRole('dialog').count()).toBe(1)
        expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(entry.name)
        expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
      })

      for (const { how, close } of CLOSERS) {
        it(`closes with ${how}, and focus returns to the opener`, async () => {
          const { page } = await open()
          const dialog = await openDialog(page, entry)
          await close(page, dialog)
          await dialog.waitFor({ state: 'hidden' })
          expect(await page.getByRole('dialog').count()).toBe(0)
          await expectFocusBackOn(page, entry.opener(page))
        })
      }

      it('keeps the page behind from scrolling while open', async () => {
        const { page } = await open()
        await scrollInstantly(page, 1200)
        // Control: the same wheel scrolls the page while no dialog is open.
        const start = await page.evaluate(() => window.scrollY)
        await wheelAt(page, 5, 5, 400)
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(start)

        await openDialog(page, entry)
        const before = await page.evaluate(() => window.scrollY)
        await wheelAt(page, 5, 5, 400)
        await wheelAt(page, 5, 5, -400)
        await wheelAt(page, 640, 450, 600)
        expect(await page.evaluate(() => window.scrollY)).toBe(before)
      })

      it('makes the page behind inert while open', async () => {
        const { page } = await open()
        const dialog = await openDialog(page, entry)
        const behind = [
          page.getByRole('banner').getByRole('link', { name: 'Brightpath Studio' }),
          mainNav(page).getByRole('link', { name: 'Pricing', exact: true }),
          page.getByRole('link', { name: 'See Our Work' }),
        ]
        for (const control of behind) {
          const focused = await control.evaluate((element) => {
            ;(element as HTMLElement).focus()
            return document.activeElement === element
          })
          expect(focused).toBe(false)
        }
        // Tab never leaves the dialog for the page behind.
        for (let i = 0; i < 20; i += 1) {
          await page.keyboard.press('Tab')
          const where = await dialog.evaluate(
            (element) => document.activeElement === document.body || element.contains(document.activeElement),
          )
          expect(where, await describeFocus(page)).toBe(true)
        }
        // A press on a control behind the backdrop reaches the dialog (its backdrop), not the control.
        const brand = await behind[0]?.boundingBox()
        if (!brand) throw new Error('the brand link has no box')
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [
          brand.x + brand.width / 2,
          brand.y + brand.height / 2,
        ] as const)
        expect(hit).toBe('DIALOG')
      })
    })
  }

  describe('info contents', () => {
    it('Services shows 8 service blurbs', async () => {
      const { page } = await open()
      const dialog = await openDialog(page, DIALOGS[0] as DialogCase)
      const headings = dialog.getByRole('heading', { level: 3 })
      expect(await headings.count()).toBe(8)
      for (const text of await headings.allTextContents()) expect(text.trim()).not.toBe('')
    })

    it('About states the mission, says the pricing is transparent, against the $3K–$10K agencies charge upfront', async () => {
      const { page } = await open()
      const dialog = await openDialog(page, DIALOGS[1] as DialogCase)
      const text = (await dialog.textContent()) ?? ''
      expect(text).toContain('tools big brands use')
      expect(text).toMatch(/pricing is transparent/i)
      expect(text).toContain('$3K–$10K upfront')
    })

    it('FAQ shows 6 questions that open to their answers', async () => {
      const { page } = await open()
      const dialog = await openDialog(page, DIALOGS[2] as DialogCase)
      const questions = dialog.getByRole('group')
      expect(await questions.count()).toBe(6)
      for (const question of await questions.all()) {
        expect((await question.locator('summary').textContent())?.trim()).toMatch(/\?$/)
      }
      const first = questions.first()
      await first.locator('summary').click()
      expect(await first.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
      expect(await first.textContent()).toContain('1–2 weeks')
    })

    for (const entry of DIALOGS.slice(0, 3)) {
      it(`Get Started in ${entry.name} hands over to "Build My Website"; focus then returns to the nav control`, async () => {
        const { page } = await open()
        const info = await openDialog(page, entry)
        await info.getByRole('button', { name: 'Get Started', exact: true }).click()
        const contact = dialogNamed(page, 'Build My Website')
        await contact.waitFor({ state: 'visible' })
        expect(await dialogNamed(page, entry.name).count()).toBe(0)
        expect(await page.getByRole('dialog').count()).toBe(1)
        await contact.getByRole('button', { name: 'Close' }).click()
        await contact.waitFor({ state: 'hidden' })
        await expectFocusBackOn(page, entry.opener(page))
      })
    }
  })

  describe('contact form', () => {
    it('has required Name, Email (type email), Subject and Message fields and a Send Message button', async () => {
      const { page } = await open()
      const dialog = await openDialog(page, DIALOGS[3] as DialogCase)
      for (const label of ['Name', 'Email', 'Subject', 'Message']) {
        const field = dialog.getByLabel(label, { exact: true })
        expect(await field.count(), label).toBe(1)
        expect(await field.isVisible(), label).toBe(true)
        expect(await field.isEditable(), label).toBe(true)
        expect(await field.evaluate((element) => element.hasAttribute('required')), label).toBe(true)
      }
      expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email')
      expect(await dialog.getByLabel('Message', { exact: true }).evaluate((element) => element.tagName)).toBe(
        'TEXTAREA',
      )
      const send = dialog.getByRole('button', { name: 'Send Message' })
      expect(await send.count()).toBe(1)
      expect(await send.getAttribute('type')).toBe('submit')
      expect(await send.isEnabled()).toBe(true)
    })

    it('is the same form, with the default title "Build My Website", when opened by Request a Quote', async () => {
      const { page } = await open()
      const dialog = await openDialog(page, DIALOGS[4] as DialogCase)
      for (const label of ['Name', 'Email', 'Subject', 'Message']) {
        expect(await dialog.getByLabel(label, { exact: true }).count(), label).toBe(1)
      }
      expect(await dialog.getByRole('button', { name: 'Send Message' }).count()).toBe(1)
      expect(await dialog.getByLabel('Subject', { exact: true }).inputValue()).toBe(
        'Enterprise Custom quote request',
      )
    })
  })
})
