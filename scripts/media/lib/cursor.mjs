/**
 * Draws a mouse pointer that follows the page's mouse events, because headless recordings show none,
 * and a ring wherever the mouse is pressed. Runs inside the page, so it must stay self-contained.
 * @param {{ x: number, y: number }} start where the pointer rests before the first mouse event
 */
export function installCursor(start) {
  const tip = { x: 3, y: 2 }
  const pointer = document.createElement('div')
  pointer.innerHTML =
    '<svg width="17" height="24" viewBox="0 0 17 24"><path d="M3 2v17.6l4.5-4.2 2.9 6.6 3-1.3-2.9-6.6h6.2z" fill="#fff" stroke="#16161a" stroke-width="1.5" stroke-linejoin="round"/></svg>'
  Object.assign(pointer.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    zIndex: '2147483647',
    pointerEvents: 'none',
    filter: 'drop-shadow(0 2px 3px rgba(0,0,0,.35))',
    transformOrigin: `${tip.x}px ${tip.y}px`,
    transition: 'scale 120ms ease-out',
  })
  const place = (x, y) => (pointer.style.translate = `${x - tip.x}px ${y - tip.y}px`)
  const ring = (x, y) => {
    const el = document.createElement('div')
    Object.assign(el.style, {
      position: 'fixed',
      left: `${x - 14}px`,
      top: `${y - 14}px`,
      width: '28px',
      height: '28px',
      borderRadius: '50%',
      border: '2px solid rgba(255,255,255,.95)',
      boxShadow: '0 0 0 1px rgba(0,0,0,.25), inset 0 0 0 1px rgba(0,0,0,.2)',
      zIndex: '2147483646',
      pointerEvents: 'none',
    })
    document.documentElement.append(el)
    el.animate(
      [
        { transform: 'scale(.3)', opacity: 0.9 },
        { transform: 'scale(1)', opacity: 0 },
      ],
      { duration: 450, easing: 'ease-out' },
    ).onfinish = () => el.remove()
  }
  document.documentElement.append(pointer)
  place(start.x, start.y)
  addEventListener('mousemove', (event) => place(event.clientX, event.clientY), true)
  addEventListener(
    'mousedown',
    (event) => {
      pointer.style.scale = '0.86'
      ring(event.clientX, event.clientY)
    },
    true,
  )
  addEventListener('mouseup', () => (pointer.style.scale = '1'), true)
}
