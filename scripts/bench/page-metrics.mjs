// Browser measurements for the media and motion budget: bytes transferred on the initial load at a
// given width (by resource type, with any video requests named), and the main-thread time spent on
// the hero glow over a scripted 5 s of mouse movement.
import { chromium } from 'playwright-core'

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS })
}

/** Loads the page fresh at `width` and waits for the network to settle; sums transferred bytes by type. */
export async function initialLoad(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const types = new Map()
  const byType = {}
  const videos = []
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type)
    if (type === 'Media' || /\.(webm|mp4)(\?|$)/.test(response.url)) videos.push(response.url)
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId) ?? 'Other'
    byType[type] = (byType[type] ?? 0) + encodedDataLength
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await context.close()
  const total = Object.values(byType).reduce((a, b) => a + b, 0)
  return { width, total, byType, videos }
}

/**
 * Moves the mouse over the hero for 5 s at 60 moves a second while tracing, then sums the time the
 * main thread spent dispatching pointermove events and running animation-frame callbacks.
 */
export async function glowCost(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => {
    window.__longTasks = []
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map((e) => e.duration)),
    ).observe({
      type: 'longtask',
    })
  })
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  const started = Date.now()
  let step = 0 // each step moves the pointer in 4 events
  while (Date.now() - started < 5000) {
    const t = step++ / 60
    await page.mouse.move(640 + 500 * Math.sin(t * 1.3), 380 + 250 * Math.cos(t * 0.9), { steps: 4 })
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
  const longTasks = await page.evaluate(() => window.__longTasks)
  await context.close()

  const events = trace.traceEvents.filter((event) => event.ph === 'X' && typeof event.dur === 'number')
  const sum = (list) => list.reduce((total, event) => total + event.dur / 1000, 0)
  const moves = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointermove',
  )
  const frames = events.filter((event) => event.name === 'FireAnimationFrame')
  const handlerMs = sum(moves) + sum(frames)
  return {
    moves: step * 4,
    handlerMs,
    frames: frames.length,
    perFrameMs: handlerMs / Math.max(frames.length, 1),
    longestTaskMs: Math.max(0, ...longTasks),
  }
}
