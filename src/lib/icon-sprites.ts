import type { IconName } from '../content/icon-names'

/** The id of an icon's symbol in the sprites. */
export const iconId = (name: IconName) => `icon-${name}`

/**
 * The icons the first screen shows, at any width, before anything loads: the header's (menu,
 * close, language), the hero's (its clip's pause and play too) and the assistant's launcher. The
 * page carries these in its own HTML; every other icon comes from the sprite file. The browser
 * tests check this list against the icons in view (tests/e2e/icons.test.ts).
 */
export const FIRST_SCREEN_ICONS: readonly IconName[] = [
  'menu',
  'close',
  'globe',
  'sparkles',
  'arrow-down',
  'pause',
  'play',
  'message-question',
]
