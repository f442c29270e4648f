import type { PageContent } from '../page-content.ts'

/** The top navigation, in order. Scroll items are links to the section; the rest open a dialog. */
export const navItems = [
  { label: 'Inicio', action: { kind: 'scroll', target: 'home' } },
  { label: 'Servicios', action: { kind: 'info', content: 'services' } },
  { label: 'Precios', action: { kind: 'scroll', target: 'pricing' } },
  { label: 'Portafolio', action: { kind: 'scroll', target: 'work' } },
  { label: 'Reseñas', action: { kind: 'scroll', target: 'reviews' } },
  { label: 'Nosotros', action: { kind: 'info', content: 'about' } },
  { label: 'Contacto', action: { kind: 'contact', contactType: 'build' } },
  { label: 'Preguntas frecuentes', action: { kind: 'info', content: 'faq' } },
] satisfies PageContent['navItems']
