import { act } from '@testing-library/react'
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from '../../src/contact/ContactForm'
import { ReviewsCarousel } from '../../src/sections/reviews/ReviewsCarousel'

/**
 * Each island hydrates its prerendered HTML, with React's development checks on (the browser tests
 * run the production build, whose React does not report every mismatch): no warning, no error.
 */
const islands: [string, ComponentType][] = [
  ['the contact form', ContactForm],
  ['the reviews carousel', ReviewsCarousel],
]

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

async function hydrateIsland(Component: ComponentType, before?: (island: HTMLElement) => void) {
  const island = document.createElement('div')
  island.innerHTML = renderToString(<Component />)
  document.body.append(island)
  before?.(island)
  const problems = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')]
  await act(async () => {
    hydrateRoot(island, <Component />)
  })
  return { island, problems: problems.flatMap((spy) => spy.mock.calls) }
}

describe('islands hydrate their prerendered HTML', () => {
  for (const [name, Component] of islands) {
    it(`${name}: without a warning or an error`, async () => {
      const { problems } = await hydrateIsland(Component)
      expect(problems).toEqual([])
    })
  }

  it('the contact form: keeps what was typed before it hydrated', async () => {
    const { island, problems } = await hydrateIsland(ContactForm, (prerendered) => {
      const name = prerendered.querySelector<HTMLInputElement>('input[name="name"]')
      if (name) name.value = 'Ana'
    })
    expect(problems).toEqual([])
    expect(island.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ana')
  })
})
