import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  describeFocus,
  dialogNamed,
  mainNav,
  navButton,
  scrollInstantly,
  waitForScrollEnd,
} from './page-helpers'

interface DialogCase {
  /** The dialog's accessible name (its title). */
  name: string
  /** What opens it, as visitors find it. */
  openerLabel: string
  opener: (page: Page) => Locator
}

const DIALOGS: DialogCase[] = [
  { name: 'Services', openerLabel: 'the nav button Services', opener: (page) => navButton(page, 'Services') },
  { name: 'About', openerLabel: 'the nav button About', opener: (page) => navButton(page, 'About') },
  { name: 'FAQ', openerLabel: 'the nav button FAQ', opener: (page) => navButton(page, 'FAQ') },
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

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function openDialog(page: Page, { name, opener }: DialogCase): Promise<Locator> {
  await opener(page).click()
  const dialog = dialogNamed(page, name)
  await expect(dialog).toBeVisible()
  return dialog
}

/** Expects focus back on the control; a failure says where focus is instead. */
async function expectFocusBackOn(page: Page, control: Locator) {
  try {
    await expect(control).toBeFocused()
  } catch (error) {
    if (error instanceof Error) error.message += `\nFocus is on ${await describeFocus(page)}.`
    throw error
  }
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

/** Closes the open dialog with Escape: the next step then starts as on a fresh page, with no dialog open. */
async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test.use({ reducedMotion: 'reduce' })

test.describe('dialogs', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  for (const entry of DIALOGS) {
    test.describe(`"${entry.name}" (opened by ${entry.openerLabel})`, () => {
      // Each step starts with no dialog open; only the last step scrolls the page itself.
      test('is modal, closes every way with focus back on the opener, and holds the page behind', async ({
        page,
      }) => {
        await test.step('is a modal dialog named by its title', async () => {
          const dialog = await openDialog(page, entry)
          await expect(page.getByRole('dialog')).toHaveCount(1)
          await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(entry.name)
          await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
          await closeWithEscape(page)
        })

        for (const { how, close } of CLOSERS) {
          await test.step(`closes with ${how}, and focus returns to the opener`, async () => {
            const dialog = await openDialog(page, entry)
            await close(page, dialog)
            await expect(dialog).toBeHidden()
            await expect(page.getByRole('dialog')).toHaveCount(0)
            await expectFocusBackOn(page, entry.opener(page))
          })
        }

        await test.step('makes the page behind inert while open', async () => {
          const dialog = await openDialog(page, entry)
          const behind = [
            page.getByRole('banner').getByRole('link', { name: 'Brightpath Studio' }),
            mainNav(page).getByRole('link', { name: 'Pricing', exact: true }),
            page.getByRole('link', { name: 'See Our Work' }),
          ]
          for (const control of behind) {
            await control.focus()
            await expect(control).not.toBeFocused()
          }
          // Tab never leaves the dialog for the page behind: checked after each press.
          for (let i = 0; i < 20; i += 1) {
            await page.keyboard.press('Tab')
            const where = await dialog.evaluate(
              (element) =>
                document.activeElement === document.body || element.contains(document.activeElement),
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
          await closeWithEscape(page)
        })

        await test.step('keeps the page behind from scrolling while open', async () => {
          await scrollInstantly(page, 1200)
          // Control: the same wheel scrolls the page while no dialog is open.
          const start = await scrollY(page)
          await wheelAt(page, 5, 5, 400)
          await expect.poll(() => scrollY(page)).toBeGreaterThan(start)

          await openDialog(page, entry)
          const before = await scrollY(page)
          await wheelAt(page, 5, 5, 400)
          await wheelAt(page, 5, 5, -400)
          await wheelAt(page, 640, 450, 600)
          // Read once, after the wheels have been received and scrolling has settled.
          expect(await scrollY(page)).toBe(before)
        })
      })
    })
  }

  test.describe('info contents', () => {
    // Each step opens its dialog from a page with none open.
    test('Services, About and FAQ show their contents and hand over to the contact form', async ({
      page,
    }) => {
      await test.step('Services shows 8 service blurbs', async () => {
        const dialog = await openDialog(page, DIALOGS[0] as DialogCase)
        const headings = dialog.getByRole('heading', { level: 3 })
        await expect(headings).toHaveCount(8)
        for (const heading of await headings.all()) await expect(heading).toHaveText(/\S/)
        await closeWithEscape(page)
      })

      await test.step('About states the mission, says the pricing is transparent, against the $3K–$10K agencies charge upfront', async () => {
        const dialog = await openDialog(page, DIALOGS[1] as DialogCase)
        await expect(dialog).toContainText('tools big brands use')
        await expect(dialog).toContainText(/pricing is transparent/i)
        await expect(dialog).toContainText('$3K–\u2060$10K upfront')
        await closeWithEscape(page)
      })

      await test.step('FAQ shows 6 questions that open to their answers', async () => {
        const dialog = await openDialog(page, DIALOGS[2] as DialogCase)
        const questions = dialog.getByRole('group')
        await expect(questions).toHaveCount(6)
        for (const question of await questions.all())
          await expect(question.locator('summary')).toHaveText(/\?$/)
        const first = questions.first()
        // The answer is in the page's text either way: it shows only once its question is opened.
        const answer = first.getByText(/1–\u20602\sweeks/)
        await expect(answer).toBeHidden()
        await first.locator('summary').click()
        await expect(first).toHaveJSProperty('open', true)
        await expect(first).toContainText('1–\u20602 weeks')
        await expect(answer).toBeVisible()
        await closeWithEscape(page)
      })

      for (const entry of DIALOGS.slice(0, 3)) {
        await test.step(`Get Started in ${entry.name} hands over to "Build My Website"; focus then returns to the nav control`, async () => {
          const info = await openDialog(page, entry)
          await info.getByRole('button', { name: 'Get Started', exact: true }).click()
          const contact = dialogNamed(page, 'Build My Website')
          await expect(contact).toBeVisible()
          await expect(dialogNamed(page, entry.name)).toHaveCount(0)
          await expect(page.getByRole('dialog')).toHaveCount(1)
          await contact.getByRole('button', { name: 'Close' }).click()
          await expect(contact).toBeHidden()
          await expectFocusBackOn(page, entry.opener(page))
        })
      }
    })
  })

  test.describe('contact form', () => {
    test('opened by the hero or by Request a Quote, is the same form of four required fields', async ({
      page,
    }) => {
      await test.step('has required Name, Email (type email), Subject and Message fields and a Send Message button', async () => {
        const dialog = await openDialog(page, DIALOGS[3] as DialogCase)
        for (const label of ['Name', 'Email', 'Subject', 'Message']) {
          const field = dialog.getByLabel(label, { exact: true })
          await expect(field, label).toHaveCount(1)
          await expect(field, label).toBeVisible()
          await expect(field, label).toBeEditable()
          await expect(field, label).toHaveAttribute('required')
        }
        await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
        await expect(dialog.getByLabel('Message', { exact: true })).toHaveJSProperty('tagName', 'TEXTAREA')
        const send = dialog.getByRole('button', { name: 'Send Message' })
        await expect(send).toHaveCount(1)
        await expect(send).toHaveAttribute('type', 'submit')
        await expect(send).toBeEnabled()
        await closeWithEscape(page)
      })

      await test.step('is the same form, with the default title "Build My Website", when opened by Request a Quote', async () => {
        const dialog = await openDialog(page, DIALOGS[4] as DialogCase)
        for (const label of ['Name', 'Email', 'Subject', 'Message']) {
          await expect(dialog.getByLabel(label, { exact: true }), label).toHaveCount(1)
        }
        await expect(dialog.getByRole('button', { name: 'Send Message' })).toHaveCount(1)
        await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(
          'Enterprise Custom quote request',
        )
      })
    })
  })
})
