/** A reply held until the test releases it. */
export interface HeldReply<Reply> {
  /** Sends the held reply (default: the fake's first default reply). */
  release: (reply?: Reply) => void
}

/**
 * The replies of a faked service, as the test scripts them: the next request's, every request's,
 * or the next one held until the test releases it. The fakes of EmailJS and PageSpeed Insights
 * extend it and take each request's reply with `nextReply()`.
 */
export class ScriptedReplies<Reply> {
  private queue: (() => Promise<Reply>)[] = []
  private readonly held = new Set<() => void>()
  private fallback: Reply

  constructor(private readonly defaultReply: Reply) {
    this.fallback = defaultReply
  }

  /** The reply to the next request that has no scripted reply yet. */
  replyNext(reply: Reply): void {
    this.queue.push(async () => reply)
  }

  /** The reply to every request that has no scripted reply. */
  replyAll(reply: Reply): void {
    this.fallback = reply
  }

  /** Holds the reply to the next request until the test releases it. */
  holdNext(): HeldReply<Reply> {
    let release: (reply?: Reply) => void = () => undefined
    const reply = new Promise<Reply>((resolve) => {
      release = (value) => {
        this.held.delete(release)
        resolve(value ?? this.defaultReply)
      }
    })
    this.held.add(release)
    this.queue.push(() => reply)
    return { release }
  }

  /** Releases every held reply (the test is over). */
  releaseAll(): void {
    for (const release of this.held) release()
  }

  /** The reply to the request that has just come: the next scripted one, or the one for all. */
  protected nextReply(): Promise<Reply> {
    return this.queue.shift()?.() ?? Promise.resolve(this.fallback)
  }
}
