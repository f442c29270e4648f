import { Menu, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { navItems } from '../content/navigation'
import type { NavItem } from '../content/types'
import { DESKTOP_NAV, useMediaQuery } from '../hooks/use-media-query'
import { cn } from '../lib/cn'
import { config } from '../lib/config'
import { usePage } from '../lib/page-context'
import { BrandMark } from '../components/BrandMark'

function NavControl({ item, className }: { item: NavItem; className: string }) {
  const page = usePage()
  const { action } = item
  if (action.kind === 'scroll') {
    return (
      <a href={`#${action.target}`} onClick={page.scrolled} className={className}>
        {item.label}
      </a>
    )
  }
  const open =
    action.kind === 'info' ? () => page.openInfo(action.content) : () => page.openContact(action.contactType)
  return (
    <button type="button" onClick={open} className={className}>
      {item.label}
    </button>
  )
}

const desktopItem =
  'rounded-full px-2.5 py-2 whitespace-nowrap lg:px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface hover:text-ink'
const mobileItem =
  'block w-full rounded-xl px-4 py-3 text-left text-base font-medium text-ink transition-colors hover:bg-surface'

export function Header() {
  const page = usePage()
  const { menuOpen } = page.state
  const isDesktop = useMediaQuery(DESKTOP_NAV)
  const header = useRef<HTMLElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const { closeMenu } = page

  useEffect(() => {
    if (isDesktop) closeMenu()
  }, [isDesktop, closeMenu])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return
      closeMenu()
      toggle.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) closeMenu()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [menuOpen, closeMenu])

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-line/60 bg-canvas/80 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href="#home"
          onClick={page.scrolled}
          className="flex items-center gap-2.5 font-bold tracking-tight"
        >
          <BrandMark />
          {/* Between 768 and 1024 px the eight nav items need the room: the mark stands alone there. */}
          <span className="text-lg whitespace-nowrap md:max-lg:sr-only">{config.studioName}</span>
        </a>

        <nav aria-label="Main" className="flex items-center">
          <ul className="hidden items-center gap-1 md:flex">
            {navItems.map((item) => (
              <li key={item.label}>
                <NavControl
                  item={item}
                  className={cn(
                    desktopItem,
                    item.action.kind === 'contact' &&
                      'ml-2 bg-brand-strong text-white hover:bg-brand-hover hover:text-white',
                  )}
                />
              </li>
            ))}
          </ul>

          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={page.toggleMenu}
            className="grid size-11 place-items-center rounded-full border border-line text-ink md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">Menu</span>
          </button>

          <div
            id="site-menu"
            hidden={!menuOpen}
            className="absolute inset-x-0 top-full border-b border-line bg-canvas-raised px-4 pt-2 pb-4 shadow-2xl md:hidden"
          >
            <ul className="mx-auto grid max-w-7xl gap-1">
              {navItems.map((item) => (
                <li key={item.label}>
                  <NavControl item={item} className={mobileItem} />
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </header>
  )
}
