export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
/** From this width the nav shows in full and the menu button goes. */
export const DESKTOP_NAV = '(min-width: 768px)'
export const LARGE_SCREEN = '(min-width: 1024px)'
export const FINE_POINTER = '(hover: hover) and (pointer: fine)'
