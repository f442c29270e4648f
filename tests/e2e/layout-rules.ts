import type { Page } from '@playwright/test'

/**
 * The rules every section, dialog and state of the page is held to, whatever feature drew it
 * (issue 53). One call reads the page as it is shown now: the open modal dialog if there is one,
 * else the page, with the open menu. Each flaw is one line: the rule, the element, what is wrong.
 *
 * - width: nothing wider than its box (the page, a dialog, a scrolling ancestor, the viewport);
 * - lone-word: no heading, title (a disclosure's summary too), button or pill of three words or
 *   more ends with one word alone,
 *   and no line of a heading holds only a word of three letters or fewer;
 * - wraps: a button, a pill or a link styled as a button stays on one line;
 * - split: a range or an amount with its unit, or a short item of a list set with "·", is never
 *   broken across two lines;
 * - painted-over: nothing is painted over a character of text, and nothing fixed covers a control
 *   in view (at every scroll stop, the launcher's own test sweeps the page: launcher.test.ts);
 * - leaked: no NaN, undefined, null, [object Object], 0.0 ★ or "..", and every number in the
 *   page's one style (es-US writes numbers as English does: 10,000 and 4.6);
 * - contrast: field borders and bars at 3:1 against what is behind them (WCAG 1.4.11).
 */
export type LayoutRule = 'width' | 'lone-word' | 'wraps' | 'split' | 'painted-over' | 'leaked' | 'contrast'

/**
 * Reads the page as shown now and returns its flaws, one line each; with `within`, only the part
 * that selector finds. With `settled`, first waits in the same call for the fonts, and for a frame
 * when the page runs script (without script no animation frame ever comes).
 */
export function layoutFlaws(
  page: Page,
  { within, settled }: { within?: string; settled?: { frame: boolean } } = {},
): Promise<string[]> {
  return page.evaluate(inspectShownPage, { within, settled })
}

/** Runs in the page: everything it needs is inside it. */
async function inspectShownPage({
  within,
  settled,
}: {
  within?: string
  settled?: { frame: boolean }
}): Promise<string[]> {
  if (settled) {
    await document.fonts.ready
    if (settled.frame) await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  const flaws: string[] = []
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight }
  const scope: Element =
    (within && document.querySelector(within)) || document.querySelector('dialog:modal') || document.body

  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : ''
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 48)
    const name = element.getAttribute('aria-label')
    return `<${element.tagName.toLowerCase()}${id}> "${name ?? text}"`
  }
  const report = (rule: LayoutRule, element: Element, detail: string) =>
    flaws.push(`${rule}: ${describe(element)} ${detail}`)

  /** Shown to a visitor: rendered, not hidden, not clipped to nothing (the visually hidden are). */
  /** Whether an element clips what it holds to next to nothing (the visually hidden do). */
  const hiding = new Map<Element, boolean>()
  const hides = (element: Element): boolean => {
    const known = hiding.get(element)
    if (known !== undefined) return known
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    const hidden =
      style.clipPath.startsWith('inset(50%') ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      (style.overflow !== 'visible' && (box.width < 2 || box.height < 2)) ||
      (element.parentElement !== null && element !== scope && hides(element.parentElement))
    hiding.set(element, hidden)
    return hidden
  }
  const shown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    return box.width >= 2 && box.height >= 2 && !hides(element)
  }
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, video[controls], [role="button"]'
  const elements = [...scope.querySelectorAll('*')].filter(shown)
  const shownSet = new Set(elements)
  /** The text a visitor sees, node by node. */
  const texts: Text[] = []
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.parentElement && shownSet.has(node.parentElement) && node.textContent?.trim())
      texts.push(node as Text)

  /** Whether the element holds words of its own, not only its children's. */
  function ownText(element: Element) {
    return [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    )
  }

  readWidthsAndLines()
  readDecorationsOverText()
  readFixedOverControls(elements.filter((element) => element.matches(CONTROLS)))
  readValuesAndContrast()
  return flaws

  function readWidthsAndLines() {
    // ——— width ———
    const page = document.documentElement
    if (page.scrollWidth > page.clientWidth)
      flaws.push(`width: the page scrolls sideways (${page.scrollWidth} px in ${page.clientWidth})`)
    for (const element of [scope, ...elements]) {
      if (element === document.body || element.scrollWidth <= element.clientWidth + 1) continue
      const { overflowX, textOverflow } = getComputedStyle(element)
      if (overflowX === 'auto' || overflowX === 'scroll')
        report('width', element, `scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`)
      else if (overflowX !== 'visible' && (textOverflow === 'ellipsis' || ownText(element)))
        report('width', element, `cuts its text (${element.scrollWidth} px in ${element.clientWidth})`)
    }
    /** The nearest ancestor that clips or scrolls sideways: what the element must fit inside. */
    const clippingAncestor = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node).overflowX !== 'visible') return node
      return null
    }
    // What a visitor would miss if cut: text, controls, pictures (decorations may bleed and be cut).
    const content = elements.filter(
      (element) => ownText(element) || element.matches(`${CONTROLS}, img, video, label`),
    )
    for (const element of content) {
      const box = element.getBoundingClientRect()
      const clipper = clippingAncestor(element)
      if (clipper) {
        const edge = clipper.getBoundingClientRect()
        const right = edge.left + clipper.clientLeft + clipper.clientWidth
        if (box.right > right + 1 || box.left < edge.left + clipper.clientLeft - 1)
          report(
            'width',
            element,
            `runs past ${describe(clipper)} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(edge.left)}–${Math.round(right)})`,
          )
      } else if (box.right > viewport.width + 1 || box.left < -1) {
        report(
          'width',
          element,
          `runs past the screen (${Math.round(box.left)}–${Math.round(box.right)} in 0–${viewport.width})`,
        )
      }
    }
    // A control holds its words and icons, and a field shows its whole example (its placeholder).
    for (const control of elements.filter((element) => element.matches(CONTROLS))) {
      if (control.scrollWidth > control.clientWidth + 1 && getComputedStyle(control).overflowX === 'visible')
        report(
          'width',
          control,
          `holds more than its box (${control.scrollWidth} px in ${control.clientWidth})`,
        )
      if (control instanceof HTMLInputElement && control.placeholder) {
        const style = getComputedStyle(control)
        const context = document.createElement('canvas').getContext('2d')
        if (!context) continue
        context.font = style.font
        const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const needs = context.measureText(control.placeholder).width
        if (needs > room)
          report(
            'width',
            control,
            `cuts its example "${control.placeholder}" (${Math.round(needs)} px in ${Math.round(room)})`,
          )
      }
    }
    // A control stays inside the card or box it is drawn in (the nearest box with a fill or an edge).
    const painted = (element: Element) => {
      const style = getComputedStyle(element)
      return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0
    }
    for (const control of elements.filter((element) => element.matches(CONTROLS))) {
      let card = control.parentElement
      while (card && card !== scope && !painted(card)) card = card.parentElement
      if (!card || card === document.body) continue
      const box = control.getBoundingClientRect()
      const edge = card.getBoundingClientRect()
      if (box.right > edge.right + 1 || box.left < edge.left - 1)
        report(
          'width',
          control,
          `runs past ${describe(card)} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(edge.left)}–${Math.round(edge.right)})`,
        )
    }

    // ——— lines of text ———
    interface Line {
      top: number
      words: string[]
      block: Element
    }
    /** The block an inline piece of text is laid out in. */
    const blockOf = (node: Node, root: Element) => {
      for (let element = node.parentElement; element && element !== root; element = element.parentElement)
        if (!getComputedStyle(element).display.startsWith('inline')) return element
      return root
    }
    /** The lines of each block of `root`'s text, as a visitor reads them. */
    const linesOf = (root: Element): Line[][] => {
      const byBlock = new Map<Element, Line[]>()
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || (!shownSet.has(node.parentElement) && node.parentElement !== root))
          continue
        const block = blockOf(node, root)
        const lines = byBlock.get(block) ?? []
        byBlock.set(block, lines)
        for (const word of (node.textContent ?? '').matchAll(/[^\s\u00a0\u202f]+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const box = range.getClientRects()[0]
          if (!box || box.width === 0) continue
          const line = lines.find(({ top }) => Math.abs(top - box.top) < box.height / 2)
          if (line) line.words.push(word[0])
          else lines.push({ top: box.top, words: [word[0]], block })
        }
      }
      return [...byBlock.values()].map((lines) => lines.sort((a, b) => a.top - b.top)).filter((l) => l.length)
    }
    const isWord = (text: string) => /[\p{L}\p{N}]/u.test(text)

    const headings = 'h1, h2, h3, h4, h5, h6, summary'
    /** A pill: a small rounded box with text (tags, badges, chips) that is not a button itself. */
    const isPill = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const round = parseFloat(style.borderTopLeftRadius) >= Math.min(box.height / 2 - 1, 12)
      const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0
      return (
        round &&
        painted &&
        box.height < 64 &&
        isWord(element.textContent ?? '') &&
        !element.querySelector('p, div, li')
      )
    }
    /** A link laid out as a box (a button or a pill), not a link in running text. */
    /** A control drawn as a box (a filled or bordered button, or a link drawn as one), not as text. */
    const isButtonLike = (element: Element) => {
      if (!element.matches('button, [role="button"], a[href]')) return false
      const style = getComputedStyle(element)
      return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0
    }
    const controls = elements.filter(isButtonLike)
    const pills = elements.filter(
      (element) => !isButtonLike(element) && element.matches('span, li, p, strong, small') && isPill(element),
    )

    /** A link that stands as a line of its own (a card's call to action), not one inside a sentence. */
    const standsAlone = (element: Element) =>
      element.matches('a[href]') && getComputedStyle(element).display !== 'inline'
    const shownLines = (lines: Line[]) => lines.map((line) => line.words.join(' ')).join(' / ')
    const candidates = [
      ...elements.filter((element) => element.matches(headings)),
      ...controls,
      ...pills,
      ...elements.filter((element) => standsAlone(element) && !isButtonLike(element)),
    ]
    for (const element of candidates) {
      const blocks = linesOf(element)
      const words = blocks
        .flat()
        .flatMap((line) => line.words)
        .filter(isWord)
      const heading = element.matches(headings)
      // A choice drawn as a card (a name over an address), as wide as its row, may wrap its lines.
      const parent = element.parentElement
      const cardLike =
        blocks.length > 1 &&
        parent !== null &&
        element.getBoundingClientRect().width >= parent.clientWidth - 1
      const keepsOneLine = (controls.includes(element) && !cardLike) || pills.includes(element)
      for (const lines of blocks) {
        if (lines.length < 2) continue
        if (keepsOneLine) {
          report('wraps', element, `wraps onto ${lines.length} lines: ${shownLines(lines)}`)
          continue
        }
        if (words.length >= 3 && lines.at(-1)?.words.filter(isWord).length === 1)
          report('lone-word', element, `ends with a word alone: ${shownLines(lines)}`)
        const short = lines.find(
          ({ words }) => words.length === 1 && (words[0] ?? '').replace(/\P{L}/gu, '').length <= 3,
        )
        if (heading && short)
          report('lone-word', element, `has a line of one short word: ${shownLines(lines)}`)
      }
    }

    // ——— split ———
    const unit = String.raw`(?:weeks?|semanas?|days?|días?|pages?|páginas?|minutes?|minutos?|min|hours?|horas?|%|★|AM|PM|a\.\s?m\.|p\.\s?m\.)`
    const amount = String.raw`\$?\d[\d.,]*(?:[KkMm]\b)?\+?`
    const item = String.raw`[^\s\u00a0·]+(?:[\s\u00a0][^\s\u00a0·]+){1,2}`
    const runs = new RegExp(
      [
        String.raw`${amount}\s?[–—-]\s?${amount}(?:[\s\u00a0\u202f]${unit})?`,
        String.raw`\d[\d.,]*[\s\u00a0\u202f]?${unit}`,
        String.raw`\d{1,2}:\d{2}(?:[\s\u00a0\u202f]?(?:AM|PM|a\.\s?m\.|p\.\s?m\.))?`,
        String.raw`\$\d[\d.,]*(?:[KkMm]\b)?\+?(?:\s?\/\s?\p{L}+)?`,
        String.raw`\d[\d.,]*\s\/\s\d[\d.,]*`,
        // A date's month and day: "March 15", "15 de marzo".
        String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)[\s\u00a0]\d{1,2}\b`,
        String.raw`\b\d{1,2}[\s\u00a0]de[\s\u00a0](?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)`,
        // An item of a list set with "·" ("No agency markup", "87 reviews"), of two or three words.
        String.raw`(?<=·[\s\u00a0]*)${item}(?=[\s\u00a0]*(?:·|$))`,
        String.raw`(?<=^[\s\u00a0]*)${item}(?=[\s\u00a0]*·)`,
      ].join('|'),
      'gu',
    )
    for (const node of texts) {
      for (const match of (node.textContent ?? '').matchAll(runs)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.top)
        const lines = tops.filter((top, i) => tops.findIndex((other) => Math.abs(other - top) < 4) === i)
        if (lines.length > 1 && node.parentElement)
          report('split', node.parentElement, `splits "${match[0]}" across ${lines.length} lines`)
      }
    }
  }

  /** The box of each word of the text a visitor sees, with the element that holds it. */
  function wordBoxes() {
    const words: { word: string; owner: Element; box: DOMRect }[] = []
    for (const node of texts) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s\u00a0\u202f]+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const box = range.getBoundingClientRect()
        if (box.width > 0 && node.parentElement) words.push({ word: word[0], owner: node.parentElement, box })
      }
    }
    return words
  }

  /** How far two boxes overlap across and down, in px (0 where they do not meet). */
  function overlap(a: DOMRect, b: DOMRect) {
    return {
      across: Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)),
      down: Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)),
    }
  }
  /** Two boxes overlap where it shows: by a whole pixel each way (a fraction is the edges' rounding). */
  function covers(a: DOMRect, b: DOMRect) {
    const { across, down } = overlap(a, b)
    return across >= 1 && down >= 1
  }

  /**
   * A decoration lies over no text: a box placed out of the flow (absolute) with nothing to read or
   * press in it, unless it is a backdrop, as large as the part it sits in (the hero's glow and dots).
   */
  function readDecorationsOverText() {
    const decorations = elements.filter((element) => {
      if (getComputedStyle(element).position !== 'absolute' || element.textContent?.trim()) return false
      if (element.matches(CONTROLS) || element.closest(CONTROLS) || element.querySelector(CONTROLS))
        return false
      if (element.parentElement?.closest('svg')) return false
      const holder = element.parentElement?.getBoundingClientRect()
      const box = element.getBoundingClientRect()
      return !holder || box.width * box.height < 0.5 * holder.width * holder.height
    })
    if (decorations.length === 0) return
    const words = wordBoxes()
    for (const decoration of decorations) {
      const box = decoration.getBoundingClientRect()
      const under = words.filter(({ box: word }) => covers(box, word))
      if (under.length)
        report('painted-over', decoration, `lies over "${under.map(({ word }) => word).join(' ')}"`)
    }
  }

  /** No control fixed to the screen (the launcher) covers any part of another shown control in view. */
  function readFixedOverControls(controls: Element[]) {
    const inView = (box: DOMRect) =>
      box.bottom > 0 && box.top < viewport.height && box.right > 0 && box.left < viewport.width
    const fixedControls = controls.filter((control) => getComputedStyle(control).position === 'fixed')
    for (const fixed of fixedControls) {
      const cover = fixed.getBoundingClientRect()
      for (const control of controls) {
        if (control === fixed || fixed.contains(control)) continue
        const box = control.getBoundingClientRect()
        if (!inView(box) || !covers(box, cover) || control.closest('header')) continue
        report('painted-over', control, `is covered by ${describe(fixed)}`)
      }
    }
  }

  function readValuesAndContrast() {
    // ——— leaked values and the number style ———
    // Words quoted from another service (Lighthouse's findings) keep its way of writing numbers.
    const ownTexts = texts.filter((node) => !node.parentElement?.closest('[data-quoted-from]'))
    const leaks: [RegExp, string, Text[]][] = [
      [/\bNaN\b/, 'NaN', texts],
      [/\bundefined\b/, 'undefined', texts],
      [/\bnull\b/, 'null', texts],
      [/\[object \w+\]/, '[object …]', texts],
      [/(?<![\d.,])0[.,]0[\s\u00a0\u202f]?★/, '0.0 ★', texts],
      [/(?<!\.)\.\.(?!\.)/, 'a double full stop', texts],
      [/\d\.\d{3}(?![\d.])/, 'a thousands separator that is a full stop', ownTexts],
      [/\d,\d{1,2}(?!\d)/, 'a decimal comma', ownTexts],
      [
        /(?<![\d.,:©]\s?)(?<![\d.,])(?!(?:19|20)\d\d\b)\d{4,}(?![\d.,])/,
        'a number of thousands without its comma',
        ownTexts,
      ],
    ]
    for (const [pattern, what, read] of leaks) {
      const node = read.find((text) => pattern.test(text.textContent ?? ''))
      if (node?.parentElement)
        report(
          'leaked',
          node.parentElement,
          `shows ${what}: "${(node.textContent ?? '').trim().slice(0, 80)}"`,
        )
    }

    // ——— non-text contrast ———
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('no 2d canvas')
    /** Any CSS colour as sRGB bytes and alpha 0–1, as the browser paints it. */
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
      return [r, g, b, a / 255]
    }
    const over = (top: number[], below: number[]) => {
      const alpha = top[3] ?? 1
      return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (below[i] ?? 0) * (1 - alpha))
    }
    /** The colour behind an element: its ancestors' backgrounds, composed, down to the canvas. */
    const behind = (element: Element | null): number[] => {
      const layers: number[][] = []
      for (let node = element; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor)
        if (color[3] > 0) layers.push(color)
        if (color[3] === 1) break
      }
      return layers.reduceRight<number[]>(
        (below, layer) => over(layer, below),
        rgba(getComputedStyle(document.documentElement).backgroundColor),
      )
    }
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
    }
    const fields = elements.filter((element) =>
      element.matches(
        'input:not([type="hidden"], [type="radio"], [type="checkbox"], [type="range"]), textarea, select',
      ),
    )
    for (const field of fields) {
      const style = getComputedStyle(field)
      const outside = behind(field.parentElement)
      const border =
        parseFloat(style.borderBottomWidth) > 0
          ? ratio(over(rgba(style.borderBottomColor), outside), outside)
          : 1
      const fill = ratio(over(rgba(style.backgroundColor), outside), outside)
      if (Math.max(border, fill) < 3)
        report(
          'contrast',
          field,
          `has its edge at ${Math.max(border, fill).toFixed(2)}:1 against what is behind it`,
        )
    }
    /** A bar: a box with a fill and no text, much wider than tall, or a meter or progress bar. */
    const bars = elements.filter((element) => {
      if (element.matches('[role="progressbar"], [role="meter"], progress, meter')) return true
      if (element.textContent?.trim() || element.closest('button, a, svg')) return false
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return (
        box.height >= 3 &&
        box.height <= 24 &&
        box.width >= box.height * 3 &&
        rgba(style.backgroundColor)[3] > 0
      )
    })
    for (const bar of bars) {
      const painted = (element: Element) => rgba(getComputedStyle(element).backgroundColor)[3] > 0
      // A meter drawn in SVG (the check's score rings) has no box to read: SVG is not read here.
      const fill = [bar, ...bar.querySelectorAll('*')].reverse().find(painted)
      if (!fill) continue
      const outside = behind(fill.parentElement)
      const contrast = ratio(over(rgba(getComputedStyle(fill).backgroundColor), outside), outside)
      if (contrast < 3)
        report('contrast', fill, `draws a bar at ${contrast.toFixed(2)}:1 against what is behind it`)
    }
  }
}
