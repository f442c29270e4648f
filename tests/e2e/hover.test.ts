import { expect, test } from './fixtures'
import { mainNav } from './page-helpers'

/** The computed background colour a theme token resolves to, e.g. `--color-brand-hover`. */
const tokenColour = (page: import('@playwright/test').Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = `var(${name})`
    document.body.append(probe)
    const colour = getComputedStyle(probe).backgroundColor
    probe.remove()
    return colour
  }, token)

test.use({ reducedMotion: 'reduce' })

test('the desktop Contact button turns the darker brand colour on hover, and the other nav items the surface colour', async ({
  page,
}) => {
  await page.goto('/')
  const contact = mainNav(page).getByRole('button', { name: 'Contact', exact: true })
  await expect(contact).toHaveCSS('background-color', await tokenColour(page, '--color-brand-strong'))
  await contact.hover()
  await expect(contact).toHaveCSS('background-color', await tokenColour(page, '--color-brand-hover'))

  const about = mainNav(page).getByRole('button', { name: 'About', exact: true })
  await about.hover()
  await expect(about).toHaveCSS('background-color', await tokenColour(page, '--color-surface'))
})
