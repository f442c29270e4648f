import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as pause } from 'node:timers/promises'

/** How a page's HTML arrives on a slow connection: in pieces of so many bytes, a moment apart. */
export interface Arrival {
  pieceBytes: number
  pauseMs: number
}

export interface SlowSite {
  /** The site's address through the proxy. */
  url: string
  close: () => Promise<void>
}

/** Headers that describe the upstream body as it was sent, not as the proxy resends it. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection'])

async function relay(origin: string, arrival: Arrival, request: IncomingMessage, response: ServerResponse) {
  const upstream = await fetch(new URL(request.url ?? '/', origin), {
    headers: { accept: request.headers.accept ?? '*/*' },
  })
  const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !BODY_HEADERS.has(name)))
  response.writeHead(upstream.status, headers)
  const body = Buffer.from(await upstream.arrayBuffer())
  if (!upstream.headers.get('content-type')?.startsWith('text/html')) return response.end(body)
  for (let start = 0; start < body.length; start += arrival.pieceBytes) {
    response.write(body.subarray(start, start + arrival.pieceBytes))
    await pause(arrival.pauseMs)
  }
  response.end()
}

/**
 * The site behind a local proxy that sends every HTML document in pieces, with a pause after each,
 * so that the browser parses and paints the page while it is still arriving, as on a slow
 * connection. Everything else passes through at once.
 */
export async function serveSlowly(origin: string, arrival: Arrival): Promise<SlowSite> {
  const server = createServer((request, response) => {
    relay(origin, arrival, request, response).catch(() => response.destroy())
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}
