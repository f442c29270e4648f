import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The built page is prerendered and hydrates, as a transition so React yields to the browser
// every few milliseconds instead of blocking it; the dev server's page starts empty, so it also
// gets the icons' sprite that the build prerenders beside the root.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app))
else {
  createRoot(root).render(app)
  if (import.meta.env.DEV) {
    void import('./components/icons').then(({ iconSpriteHtml }) =>
      root.insertAdjacentHTML('beforebegin', iconSpriteHtml()),
    )
  }
}
