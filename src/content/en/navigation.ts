import type { NavItem } from '../types'

/** The top navigation, in order. Scroll items are links to the section; the rest open a dialog. */
export const navItems: NavItem[] = [
  { label: 'Home', action: { kind: 'scroll', target: 'home' } },
  { label: 'Services', action: { kind: 'info', content: 'services' } },
  { label: 'Pricing', action: { kind: 'scroll', target: 'pricing' } },
  { label: 'Portfolio', action: { kind: 'scroll', target: 'work' } },
  { label: 'Reviews', action: { kind: 'scroll', target: 'reviews' } },
  { label: 'About', action: { kind: 'info', content: 'about' } },
  { label: 'Contact', action: { kind: 'contact', contactType: 'build' } },
  { label: 'FAQ', action: { kind: 'info', content: 'faq' } },
]
