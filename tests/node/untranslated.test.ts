import { describe, expect, it } from 'vitest'
import { readableText, untranslated } from '../../scripts/untranslated.mjs'

const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}<script type="module" src="/a.js"></script></body></html>`

describe('untranslated', () => {
  it('reads text, readable attributes, prose meta tags and the structured data’s words', () => {
    const html = page(
      '<p>Hello <b>there</b></p><img alt="A photo" src="x.png"><button aria-label="Close" title="Shut">x</button>' +
        '<template><p>In a template</p></template><script type="application/ld+json">{"@type":"Offer","name":"Setup fee","url":"https://a.example/"}</script>',
      '<meta name="description" content="About us" /><meta name="theme-color" content="#fff" />',
    )
    expect([...readableText(html)].sort()).toEqual(
      ['A photo', 'About us', 'Close', 'Hello', 'In a template', 'Setup fee', 'Shut', 'there', 'x'].sort(),
    )
  })

  it('finds what the translated page says as the English one does, apart from names and figures', () => {
    const english = page(
      '<h1>Websites that sell</h1><p>Grow</p><p>$450</p><p>Close</p>',
      '<meta name="description" content="Fast sites" />',
    )
    const spanish = page(
      '<h1>Sitios que venden</h1><p>Grow</p><p>$450</p><p>Close</p>',
      '<meta name="description" content="Fast sites" />',
    )
    expect(untranslated(english, spanish, ['Grow'])).toEqual(['Close', 'Fast sites'])
  })
})
