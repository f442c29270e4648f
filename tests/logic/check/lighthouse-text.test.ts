import { describe, expect, it } from 'vitest'
import { textParts } from '../../../src/check/lighthouse-text'

describe('Lighthouse’s markdown in a title', () => {
  it('splits code spans from the text around them', () => {
    expect(
      textParts('Lists do not contain only `<li>` elements and script supporting elements (`<script>`).'),
    ).toEqual([
      { text: 'Lists do not contain only ', code: false },
      { text: '<li>', code: true },
      { text: ' elements and script supporting elements (', code: false },
      { text: '<script>', code: true },
      { text: ').', code: false },
    ])
  })

  it('keeps a link’s text and drops its address', () => {
    expect(textParts('Avoid `document.write()`. [Learn more](https://developer.chrome.com/docs/)')).toEqual([
      { text: 'Avoid ', code: false },
      { text: 'document.write()', code: true },
      { text: '. Learn more', code: false },
    ])
  })

  it('leaves plain text and a lone backtick as they are', () => {
    expect(textParts('Document has a `<title> element')).toEqual([
      { text: 'Document has a `<title> element', code: false },
    ])
    expect(textParts('')).toEqual([])
  })
})
