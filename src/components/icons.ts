import {
  ArrowDown,
  ArrowRight,
  ArrowUpRight,
  BadgeCheck,
  Bot,
  Building2,
  CalendarCheck,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Copy,
  Download,
  Globe,
  Mail,
  Menu,
  MessageCircleQuestionMark,
  MonitorSmartphone,
  Pause,
  PhoneCall,
  Play,
  Plus,
  Printer,
  Quote,
  Search,
  Send,
  Sparkles,
  Star,
  TrendingUp,
  Workflow,
  X,
  type LucideIcon,
} from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { IconName } from '../content/icon-names.ts'
import { FIRST_SCREEN_ICONS, iconId } from '../lib/icon-sprites.ts'

/** Every icon on the page by name, drawn once in the sprites; `<Icon name>` shows one where it is needed. */
const ICONS = {
  'arrow-down': ArrowDown,
  'arrow-right': ArrowRight,
  'arrow-up-right': ArrowUpRight,
  'badge-check': BadgeCheck,
  bot: Bot,
  building: Building2,
  calendar: CalendarCheck,
  check: Check,
  'check-circle': CheckCircle2,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-alert': CircleAlert,
  close: X,
  copy: Copy,
  download: Download,
  globe: Globe,
  mail: Mail,
  menu: Menu,
  'message-question': MessageCircleQuestionMark,
  'monitor-smartphone': MonitorSmartphone,
  pause: Pause,
  phone: PhoneCall,
  play: Play,
  plus: Plus,
  printer: Printer,
  quote: Quote,
  search: Search,
  send: Send,
  sparkles: Sparkles,
  star: Star,
  'star-filled': Star,
  'trending-up': TrendingUp,
  workflow: Workflow,
} satisfies Record<IconName, LucideIcon>

/** Lucide draws with round 2 px strokes; the filled star is its outline's area instead. */
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
const FILL = 'fill="currentColor"'

/** An icon's drawing as a sprite's symbol: lucide's shapes without lucide's own <svg> wrapper. */
function symbol(name: IconName): string {
  const shapes = renderToStaticMarkup(createElement(ICONS[name])).replace(/^<svg[^>]*>|<\/svg>$/g, '')
  const paint = name === 'star-filled' ? FILL : STROKE
  return `<symbol id="${iconId(name)}" viewBox="0 0 24 24" ${paint}>${shapes}</symbol>`
}

/**
 * The page's icons (lucide) are drawn once, in sprites of symbols: an icon used 45 times costs its
 * drawing once, and the islands' JavaScript carries no icon drawings (lucide's modules never reach
 * the client bundle). The icons of the first screen come in a hidden sprite at the top of the body
 * (entry-server.tsx), so that they show with the first paint; the rest in a file of their own,
 * which keeps the page's HTML inside the first round trip (see Icon.tsx).
 */
export const iconSpriteHtml = () =>
  `<svg aria-hidden="true" class="hidden">${FIRST_SCREEN_ICONS.map(symbol).join('')}</svg>`

/** The file of every icon, served under /assets (vite.config.ts). */
export const iconSpriteFile = () =>
  `<svg xmlns="http://www.w3.org/2000/svg">${(Object.keys(ICONS) as IconName[]).map(symbol).join('')}</svg>\n`
