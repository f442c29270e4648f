import spriteFile from 'virtual:icon-sprite'
import { FIRST_SCREEN_ICONS, iconId } from '../lib/icon-sprites'
import type { IconName } from '../content/icon-names'

/** Where an icon's symbol is: in the page for the first screen's icons, else in the sprite file. */
export const symbolHref = (name: IconName) =>
  `${FIRST_SCREEN_ICONS.includes(name) ? '' : spriteFile}#${iconId(name)}`
