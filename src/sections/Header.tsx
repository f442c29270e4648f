import { CTA_LABELS } from '../analytics/events'
import { countsAsCta } from '../analytics/page-events'
import { BrandMark } from '../components/BrandMark'
import { Icon } from '../components/Icon'
import { navItems } from '@content/navigation'
import { site } from '@content/site'
import type { NavItem, WideNavFrom } from '../content/types'
import { cn } from '../lib/cn'
import { config } from '../lib/config'
import {
  CONTACT_DIALOG_ID,
  infoDialogId,
  MENU_ID,
  opensDialog,
  WIDE_NAV_ATTRIBUTE,
} from '../lib/dialog-commands'
import { LanguageSwitch } from './LanguageSwitch'

type NavItemVariant = 'desktop' | 'desktopCallToAction' | 'mobile'

/**
 * The classes that switch the header between its narrow form (the Menu button) and its wide one (the
 * items in a row), by the breakpoint the language's labels need; each written out whole for Tailwind.
 */
const WIDE_NAV: Record<
  WideNavFrom,
  { query: string; list: string; narrowOnly: string; brandText: string; brandLink: string }
> = {
  // Between 768 and 1024 px the eight items need the room: the mark stands alone there.
  md: {
    query: '(min-width: 768px)',
    list: 'md:flex',
    narrowOnly: 'md:hidden',
    brandText: 'md:max-lg:sr-only',
    // The mark alone keeps its own width: the link is as wide as what it shows.
    brandLink: 'md:max-lg:shrink-0',
  },
  xl: {
    query: '(min-width: 1280px)',
    list: 'xl:flex',
    narrowOnly: 'xl:hidden',
    brandText: '',
    brandLink: '',
  },
}
const wideNav = WIDE_NAV[site.wideNavFrom]

const navItemClasses: Record<NavItemVariant, string> = {
  desktop: 'nav-link',
  // Contact stands out: the brand colour, and a darker one on hover.
  desktopCallToAction:
    'ml-2 rounded-full bg-brand-strong px-2.5 py-2 text-sm font-medium whitespace-nowrap text-white transition-colors hover:bg-brand-hover lg:px-3',
  mobile: 'menu-link',
}

/** A nav item: a link to its section, or a button that opens its dialog, both working with no script. */
function NavControl({ item, variant }: { item: NavItem; variant: NavItemVariant }) {
  const className = navItemClasses[variant]
  const { action } = item
  if (action.kind === 'scroll') {
    return (
      <a href={`#${action.target}`} className={className}>
        {item.label}
      </a>
    )
  }
  if (action.kind === 'info') {
    return (
      <button type="button" className={className} {...opensDialog(infoDialogId(action.content))}>
        {item.label}
      </button>
    )
  }
  return (
    <button
      type="button"
      className={className}
      {...opensDialog(CONTACT_DIALOG_ID)}
      {...countsAsCta(CTA_LABELS.contact)}
    >
      {item.label}
    </button>
  )
}

/**
 * The sticky header. Below 768 px the nav collapses into a popover menu: the Menu button opens and
 * closes it, and Escape or a tap outside closes it, all without script.
 */
export function Header() {
  return (
    <header className="group/header sticky top-0 z-40 border-b border-line/60 bg-canvas/80 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 min-[400px]:gap-3 sm:px-6 lg:px-8">
        {/*
          Below 400 px the name is a size smaller and the gaps narrower, so the header fits 320 px
          beside a scrollbar; a
          studio name too long even then ends in an ellipsis rather than make the page wider.
        */}
        <a
          href="#home"
          className={cn(
            'flex min-w-0 items-center gap-2 font-bold tracking-tight min-[400px]:gap-2.5',
            wideNav.brandLink,
          )}
        >
          <BrandMark />
          <span className={cn('truncate text-base min-[400px]:text-lg', wideNav.brandText)}>
            {config.studioName}
          </span>
        </a>

        <div className="flex shrink-0 items-center gap-1">
          <nav aria-label={site.navLabel} className="flex items-center">
            <ul className={cn('hidden items-center gap-1', wideNav.list)}>
              {navItems.map((item) => (
                <li key={item.label}>
                  <NavControl
                    item={item}
                    variant={item.action.kind === 'contact' ? 'desktopCallToAction' : 'desktop'}
                  />
                </li>
              ))}
            </ul>

            <button
              type="button"
              popoverTarget={MENU_ID}
              className={cn(
                'grid size-11 place-items-center rounded-full border border-line text-ink',
                wideNav.narrowOnly,
              )}
            >
              <Icon name="menu" className="size-5 group-has-[:popover-open]/header:hidden" />
              <Icon name="close" className="hidden size-5 group-has-[:popover-open]/header:block" />
              <span className="sr-only">{site.menuButton}</span>
            </button>

            <div
              id={MENU_ID}
              {...{ [WIDE_NAV_ATTRIBUTE]: wideNav.query }}
              popover="auto"
              className={cn(
                'inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-b border-line bg-canvas-raised px-4 pt-2 pb-4 text-ink shadow-2xl',
                wideNav.narrowOnly,
              )}
            >
              <ul className="mx-auto grid max-w-7xl gap-1">
                {navItems.map((item) => (
                  <li key={item.label}>
                    <NavControl item={item} variant="mobile" />
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  )
}
