import type { MiddlewareHandler } from 'hono'

/** One request as it arrived, so tests can assert what a client sent. */
export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: string | null
  at: number
}

const MAX_ENTRIES = 1_000

/** The last requests the services received (test and development mode only). */
export class RequestLog {
  #entries: LoggedRequest[] = []

  list(filter: { path?: string } = {}): LoggedRequest[] {
    return filter.path ? this.#entries.filter((entry) => entry.path === filter.path) : [...this.#entries]
  }

  clear(): void {
    this.#entries = []
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== 'OPTIONS' && !c.req.path.startsWith('/__test')) {
        const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
        this.#entries.push({
          method: c.req.method,
          path: c.req.path,
          query: c.req.query(),
          headers: Object.fromEntries(c.req.raw.headers.entries()),
          body: hasBody ? await c.req.raw.clone().text() : null,
          at: Date.now(),
        })
        if (this.#entries.length > MAX_ENTRIES) this.#entries.splice(0, this.#entries.length - MAX_ENTRIES)
      }
      return next()
    }
  }
}
