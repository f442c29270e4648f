export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
export const LARGE_SCREEN = '(min-width: 1024px)'
export const FINE_POINTER = '(hover: hover) and (pointer: fine)'
