import type { IncomingHttpHeaders } from 'node:http'

export const SEND_PATH: string

export interface RecordedRequest {
  headers: IncomingHttpHeaders
  body: string
}

export type InboxReply = { status: number; text: string } | { hang: true } | { drop: true } | undefined

export interface Inbox {
  url: string
  messages: Record<string, string>[]
  requests: RecordedRequest[]
  close: () => Promise<void>
}

export function checkSendRequest(body: string): string | null

export function startInbox(options?: {
  port?: number
  log?: (line: string) => void
  /** Decides the reply to a send request; a promise holds the reply until it settles. */
  reply?: (request: RecordedRequest) => InboxReply | Promise<InboxReply>
}): Promise<Inbox>
