import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PageProvider, usePage } from '../../src/lib/page-context'

function Probe() {
  const page = usePage()
  const { dialog, menuOpen } = page.state
  return (
    <>
      <p>dialog: {dialog ?? 'none'}</p>
      <p>menu: {menuOpen ? 'open' : 'closed'}</p>
      <button onClick={() => page.openInfo('faq')}>Open FAQ</button>
      <button onClick={() => page.openContact()}>Get Started</button>
      <button onClick={page.toggleMenu}>Menu</button>
      <button onClick={page.closeDialog}>Close</button>
      <button onClick={() => page.scrollToSection('work')}>See Our Work</button>
      <section id="work">work</section>
    </>
  )
}

const renderProbe = () =>
  render(
    <PageProvider>
      <Probe />
    </PageProvider>,
  )
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

describe('PageProvider', () => {
  it('scrolls to a section and closes the open dialog and menu', () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    renderProbe()
    click('Menu')
    click('Open FAQ')
    expect(screen.getByText('dialog: faq')).toBeTruthy()
    expect(screen.getByText('menu: open')).toBeTruthy()
    click('See Our Work')
    expect(screen.getByText('dialog: none')).toBeTruthy()
    expect(screen.getByText('menu: closed')).toBeTruthy()
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' })
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('work'))
  })

  it('returns focus to the control that opened the first dialog, across a hand-over', () => {
    renderProbe()
    const opener = screen.getByRole('button', { name: 'Open FAQ' })
    opener.focus()
    fireEvent.click(opener)
    screen.getByRole('button', { name: 'Get Started' }).focus()
    click('Get Started')
    expect(screen.getByText('dialog: contact')).toBeTruthy()
    click('Close')
    expect(screen.getByText('dialog: none')).toBeTruthy()
    expect(document.activeElement).toBe(opener)
  })

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Probe />)).toThrow('usePage must be used inside <PageProvider>')
  })
})
